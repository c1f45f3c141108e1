import {
  type AdminTramite,
  type FormField,
  type FormTemplate,
  FormTemplateInputSchema,
} from '@tramites/shared';
import { useCallback, useRef, useState } from 'react';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import { useBeforeUnload, useBlocker } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { type FormTemplateBody, useCreateFormTemplate } from './api/create-form-template.ts';
import { usePublishFormTemplate } from './api/publish-form-template.ts';
import { useUpdateFormTemplate } from './api/update-form-template.ts';
import { type BuilderValues, builderDefaults } from './form-builder.ts';

// The select holds the procedure's id as text; the shared schema reads it (z.coerce) and says
// 'Debes seleccionar un tramite' when there is none.
const builderResolver = zodResolver(FormTemplateInputSchema) as unknown as Resolver<
  BuilderValues,
  unknown,
  FormTemplateBody
>;

const TOP_LEVEL_FIELDS = ['name', 'description', 'tramite_type_id'] as const;

/** The server's 422 errors on their fields: the form's own, or `fields.{i}.…` under that field in the list. */
function applyServerErrors(error: unknown, setError: (path: Path<BuilderValues>, message: string) => void) {
  if (!isApiError(error)) {
    return;
  }
  for (const item of error.errors) {
    if ((TOP_LEVEL_FIELDS as readonly string[]).includes(item.field)) {
      setError(item.field as Path<BuilderValues>, item.message);
    } else if (item.field === 'fields' || item.field.startsWith('fields.')) {
      setError(item.field as Path<BuilderValues>, item.message);
    }
  }
}

/**
 * Unsaved changes ask before they are lost: any move of the router to another URL (another admin tab, Back, a
 * link, 'Volver a formularios') waits for the dialog, and a reload or a closed tab gets the browser's question.
 * `allowLeave` lets one deliberate move through (after a save, before the re-render clears `isDirty`).
 */
function useLeaveGuard(isDirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (isDirty && !allowed.current) {
          event.preventDefault();
          // Older browsers ask only when returnValue is set.
          event.returnValue = '';
        }
      },
      [isDirty],
    ),
  );
  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowLeave };
}

export interface UseFormBuilderOptions {
  /** The template to edit, or null for a new one. */
  template: FormTemplate | null;
  tramites: readonly AdminTramite[];
  /** A new template's procedure, chosen beforehand. */
  tramite: AdminTramite | null;
  /** A new template was saved: the builder continues on it. */
  onCreated: (id: string) => void;
}

/**
 * The builder's state apart from its screen: the form (metadata and fields) checked by the shared
 * FormTemplateInputSchema, save (create or update, the server's 422 on their fields, nothing typed lost),
 * publish and unpublish, and the guard that asks before unsaved changes are left.
 */
export function useFormBuilder({ template, tramites, tramite, onCreated }: UseFormBuilderOptions) {
  const create = useCreateFormTemplate();
  const update = useUpdateFormTemplate();
  const publish = usePublishFormTemplate();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const form = useForm<BuilderValues, unknown, FormTemplateBody>({
    resolver: builderResolver,
    defaultValues: builderDefaults(template, tramite),
  });
  const {
    handleSubmit,
    watch,
    setValue,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitted },
  } = form;
  const fields = watch('fields');
  const tramiteValue = watch('tramite_type_id');
  const selectedTramite = tramites.find((item) => String(item.id) === tramiteValue);
  const leaveGuard = useLeaveGuard(isDirty);

  const setFields = (next: FormField[]) =>
    setValue('fields', next, { shouldDirty: true, shouldValidate: isSubmitted });

  const onSubmit = handleSubmit(async (body) => {
    setSubmitError(null);
    try {
      const saved = template
        ? await update.mutateAsync({ id: template.id, body })
        : await create.mutateAsync(body);
      notifySuccess(template ? 'Formulario guardado' : 'Formulario creado', {
        description: `«${saved.name}», versión ${saved.version}${saved.is_published && saved.has_unpublished_changes ? ': publícala para que la usen los clientes' : ''}.`,
      });
      reset(builderDefaults(saved, null));
      if (!template) {
        leaveGuard.allowLeave();
        onCreated(saved.id);
      }
    } catch (error) {
      applyServerErrors(error, (path, message) => setError(path, { type: 'server', message }));
      setSubmitError(errorMessage(error, 'No se pudo guardar el formulario.'));
      notifyError('Error guardando formulario', error);
    }
  });

  const setPublished = async (next: boolean) => {
    if (!template) {
      return;
    }
    try {
      const saved = await publish.mutateAsync({ id: template.id, publish: next });
      notifySuccess(
        next
          ? `Formulario publicado (versión ${saved?.published_version ?? template.version})`
          : 'Formulario despublicado',
      );
    } catch (error) {
      notifyError(next ? 'Error publicando formulario' : 'Error despublicando formulario', error);
    }
  };

  return {
    register: form.register,
    errors,
    isDirty,
    fields,
    setFields,
    tramiteValue,
    selectedTramite,
    onSubmit,
    submitError,
    isSaving: create.isPending || update.isPending,
    /** Back to the last saved state. */
    discard: () => reset(),
    setPublished,
    isPublishing: publish.isPending,
    leaveBlocker: leaveGuard.blocker,
  };
}

export type FormBuilderState = ReturnType<typeof useFormBuilder>;
