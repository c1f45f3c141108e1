import {
  type AdminTramite,
  FORM_FIELD_TYPE_LABELS,
  type FormField,
  type FormTemplate,
  FormTemplateInputSchema,
  formTemplateStatusLabel,
} from '@tramites/shared';
import { ArrowLeft, ListPlus, Pencil, Plus, Save, Trash2, Wand2 } from 'lucide-react';
import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Path, type Resolver, useForm } from 'react-hook-form';
import { useBeforeUnload, useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SortableList } from '../../../components/sortable-list.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatInteger } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { type FormTemplateBody, useCreateFormTemplate } from '../api/create-form-template.ts';
import { useFormTemplate } from '../api/get-form-template.ts';
import { useFormTramites } from '../api/get-form-tramites.ts';
import { usePublishFormTemplate } from '../api/publish-form-template.ts';
import { useUpdateFormTemplate } from '../api/update-form-template.ts';
import {
  type BuilderValues,
  builderDefaults,
  dependentsOf,
  describeCondition,
  fieldProblems,
  fieldsListError,
  isAnsweredByContactFields,
  nextFieldId,
  removeField,
  reorderFields,
  shortFormId,
  upsertField,
} from '../form-builder.ts';
import { type FieldEditorTarget, FormFieldEditorDialog } from './form-field-editor-dialog.tsx';
import { FormPreview } from './form-preview.tsx';

// The select holds the procedure's id as text; the shared schema reads it (z.coerce) and says
// 'Debes seleccionar un tramite' when there is none.
const builderResolver = zodResolver(FormTemplateInputSchema) as unknown as Resolver<
  BuilderValues,
  unknown,
  FormTemplateBody
>;

/** Every procedure, archived ones too (a template may belong to one), in the catalogue's order. */
const ALL_TRAMITES = { include_archived: true } as const;

export interface FormBuilderViewProps {
  /** The template to edit, or null for a new one. */
  templateId: string | null;
  /** A new template's procedure (from the tramites tab's 'Configurar formulario'). */
  tramiteId: number | null;
  onBack: () => void;
  /** A new template was saved: the builder continues on it. */
  onCreated: (id: string) => void;
}

/** The builder's screen: loads the template and the procedures, then shows the builder beside its preview. */
export function FormBuilderView({ templateId, tramiteId, onBack, onCreated }: FormBuilderViewProps) {
  const template = useFormTemplate(templateId);
  const tramites = useFormTramites(ALL_TRAMITES);

  const backLink = (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 text-sm hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Volver a formularios
    </button>
  );

  if ((templateId && template.isError) || tramites.isError) {
    const failed = templateId && template.isError ? template : tramites;
    return (
      <div className="space-y-4">
        {backLink}
        <QueryError
          title={
            templateId && template.isError ? 'Error al cargar el formulario' : 'Error al cargar trámites'
          }
          error={failed.error}
          onRetry={
            isApiError(failed.error) && failed.error.status === 404 ? undefined : () => void failed.refetch()
          }
          isRetrying={failed.isFetching}
        />
      </div>
    );
  }
  if ((templateId && !template.data) || !tramites.data) {
    return (
      <div className="space-y-4" role="status" aria-label="Cargando formulario">
        {backLink}
        <Skeleton className="h-10 w-1/2" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-96 w-full rounded-2xl" />
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      </div>
    );
  }
  const tramite = tramiteId ? (tramites.data.find((item) => item.id === tramiteId) ?? null) : null;
  return (
    <FormBuilder
      template={templateId ? (template.data ?? null) : null}
      tramites={tramites.data}
      tramite={tramite}
      onBack={onBack}
      onCreated={onCreated}
    />
  );
}

/** The procedures by category, in the catalogue's order, for the select's groups. */
function groupByCategory(tramites: readonly AdminTramite[]) {
  const groups = new Map<string, AdminTramite[]>();
  for (const tramite of tramites) {
    const list = groups.get(tramite.category_name) ?? [];
    list.push(tramite);
    groups.set(tramite.category_name, list);
  }
  return [...groups.entries()];
}

/** The messages react-hook-form holds under one field of the list (submit and server errors). */
function messagesOf(error: unknown): string[] {
  if (!error || typeof error !== 'object') {
    return [];
  }
  const { message, ...rest } = error as { message?: unknown; ref?: unknown; type?: unknown };
  const own = typeof message === 'string' && message ? [message] : [];
  const nested = Object.entries(rest)
    .filter(([key]) => key !== 'ref' && key !== 'type' && key !== 'types')
    .flatMap(([, value]) => messagesOf(value));
  return [...own, ...nested];
}

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

interface FormBuilderProps {
  template: FormTemplate | null;
  tramites: readonly AdminTramite[];
  tramite: AdminTramite | null;
  onBack: () => void;
  onCreated: (id: string) => void;
}

/**
 * Create/edit builder: name, description, procedure, and the fields (add, edit in a dialog, drag to reorder,
 * delete with confirmation), validated by the shared FormTemplateInputSchema; the preview beside it (below on a
 * phone) renders what clients will get. Nothing typed is lost when saving fails.
 */
function FormBuilder({ template, tramites, tramite, onBack, onCreated }: FormBuilderProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const create = useCreateFormTemplate();
  const update = useUpdateFormTemplate();
  const publish = usePublishFormTemplate();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [editorTarget, setEditorTarget] = useState<FieldEditorTarget | null>(null);
  const [deletingField, setDeletingField] = useState<FormField | null>(null);

  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<BuilderValues, unknown, FormTemplateBody>({
    resolver: builderResolver,
    defaultValues: builderDefaults(template, tramite),
  });
  const fields = watch('fields');
  const tramiteValue = watch('tramite_type_id');
  const selectedTramite = tramites.find((item) => String(item.id) === tramiteValue);
  const problems = useMemo(() => fieldProblems(fields), [fields]);
  const groups = useMemo(() => groupByCategory(tramites), [tramites]);
  const listError = fieldsListError(errors);
  const isSaving = create.isPending || update.isPending;
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

  const dependents = deletingField ? dependentsOf(fields, deletingField.name) : [];

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 text-sm hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Volver a formularios
        </button>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 className="break-words font-semibold text-slate-900 text-xl">
            {template ? `Editar formulario: ${template.name}` : 'Nuevo formulario'}
          </h2>
          {template ? (
            <>
              <Badge tone={template.is_published ? 'success' : 'warning'}>
                {formTemplateStatusLabel(template)}
              </Badge>
              {template.is_published && template.has_unpublished_changes ? (
                <Badge tone="info">cambios sin publicar</Badge>
              ) : null}
              {template.is_auto_generated ? (
                <Badge tone="purple">
                  <Wand2 className="size-3" aria-hidden="true" />
                  Automático
                </Badge>
              ) : null}
            </>
          ) : null}
        </div>
        {template ? (
          <p className="text-slate-600 text-sm">
            ID <span className="font-mono text-slate-900">{shortFormId(template.id)}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>versión {template.version}
            {template.published_version !== null ? ` (publicada: ${template.published_version})` : ''}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>actualizado {formatDateTime(template.updated_at)}
          </p>
        ) : null}
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <form onSubmit={onSubmit} noValidate className="min-w-0 space-y-6" aria-label="Editor del formulario">
          {submitError ? (
            <Alert tone="error" title="Error guardando formulario">
              {submitError}
            </Alert>
          ) : null}

          <Card className="space-y-4 p-4 sm:p-6">
            <h3 className="font-semibold text-slate-900">Datos del formulario</h3>
            <Field id={id('name')} label="Nombre del formulario" required error={errors.name?.message}>
              <Input
                id={id('name')}
                aria-required="true"
                maxLength={200}
                invalid={Boolean(errors.name)}
                aria-describedby={describedBy(id('name'), { error: Boolean(errors.name) })}
                {...register('name')}
              />
            </Field>
            <Field
              id={id('description')}
              label="Descripción"
              hint="Para el equipo: qué pide y por qué (no se muestra a los clientes)."
              error={errors.description?.message}
            >
              <Textarea
                id={id('description')}
                rows={2}
                maxLength={2000}
                aria-describedby={describedBy(id('description'), {
                  hint: true,
                  error: Boolean(errors.description),
                })}
                {...register('description')}
              />
            </Field>
            <Field
              id={id('tramite')}
              label="Trámite"
              required
              hint={
                selectedTramite?.form_template_id && selectedTramite.form_template_id !== template?.id
                  ? `Este trámite usa ahora «${selectedTramite.form_template_name ?? 'otro formulario'}».`
                  : undefined
              }
              error={errors.tramite_type_id?.message}
            >
              <Select
                id={id('tramite')}
                aria-required="true"
                invalid={Boolean(errors.tramite_type_id)}
                aria-describedby={describedBy(id('tramite'), {
                  hint: Boolean(
                    selectedTramite?.form_template_id && selectedTramite.form_template_id !== template?.id,
                  ),
                  error: Boolean(errors.tramite_type_id),
                })}
                {...register('tramite_type_id')}
                value={tramiteValue}
              >
                <option value="">Selecciona un trámite…</option>
                {groups.map(([category, items]) => (
                  <optgroup key={category} label={category}>
                    {items.map((item) => (
                      <option key={item.id} value={item.id}>
                        {item.name}
                        {item.is_active ? '' : ' (archivado)'}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
            </Field>
          </Card>

          <Card className="space-y-4 p-4 sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h3 className="font-semibold text-slate-900">
                  Campos <span className="font-normal text-slate-500">({formatInteger(fields.length)})</span>
                </h3>
                <p className="text-slate-600 text-sm">
                  Arrastra un campo por su asa (o usa el teclado) para cambiar el orden.
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setEditorTarget({ field: null, newId: nextFieldId(fields) })}
                leftIcon={<Plus className="size-4" aria-hidden="true" />}
              >
                Agregar campo
              </Button>
            </div>
            {listError ? (
              <p role="alert" className="font-medium text-red-700 text-sm">
                {listError}
              </p>
            ) : null}
            {fields.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-lg border border-slate-300 border-dashed p-6 text-center">
                <ListPlus className="size-6 text-slate-400" aria-hidden="true" />
                <p className="text-slate-600 text-sm">Aún no hay campos: agrega el primero.</p>
              </div>
            ) : (
              <SortableList<FormField, string>
                items={fields}
                getId={(field) => field.id}
                getLabel={(field) => field.label}
                onReorder={(ids) => setFields(reorderFields(fields, ids))}
                label="Campos del formulario"
                className="space-y-2"
                renderItem={(field, handle) => {
                  const index = fields.indexOf(field);
                  const fieldErrors = (errors.fields as FieldErrors<FormField>[] | undefined)?.[index];
                  const messages = [
                    ...new Set([...(problems.get(field.id) ?? []), ...messagesOf(fieldErrors)]),
                  ];
                  return (
                    <FieldRow
                      field={field}
                      fields={fields}
                      handle={handle}
                      messages={messages}
                      onEdit={() => setEditorTarget({ field, newId: field.id })}
                      onDelete={() => setDeletingField(field)}
                    />
                  );
                }}
              />
            )}
          </Card>

          <Card className="space-y-4 p-4 sm:p-6">
            <h3 className="font-semibold text-slate-900">Guardar y publicar</h3>
            {template ? (
              <div className="space-y-3">
                <Switch
                  label="Publicado"
                  description={
                    isDirty
                      ? 'Guarda los cambios para poder publicarlos.'
                      : template.is_published
                        ? `Los clientes llenan la versión ${template.published_version ?? template.version} al solicitar el trámite.`
                        : 'Borrador: los clientes aún no lo ven.'
                  }
                  checked={template.is_published}
                  disabled={isDirty || publish.isPending}
                  onChange={(event) => void setPublished(event.target.checked)}
                />
                {template.is_published && template.has_unpublished_changes && !isDirty ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    isLoading={publish.isPending}
                    onClick={() => void setPublished(true)}
                  >
                    Publicar versión {template.version}
                  </Button>
                ) : null}
              </div>
            ) : (
              <p className="text-slate-600 text-sm">Se guarda como borrador; publícalo cuando esté listo.</p>
            )}
            <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
              {isDirty ? (
                <Button variant="outline" disabled={isSaving} onClick={() => reset()}>
                  Descartar cambios
                </Button>
              ) : null}
              <Button
                type="submit"
                isLoading={isSaving}
                leftIcon={<Save className="size-4" aria-hidden="true" />}
              >
                {isSaving ? 'Guardando…' : 'Guardar formulario'}
              </Button>
            </div>
          </Card>
        </form>

        <Card className="min-w-0 p-4 sm:p-6 lg:sticky lg:top-20">
          <FormPreview fields={fields} tramiteName={selectedTramite?.name} />
        </Card>
      </div>

      <FormFieldEditorDialog
        target={editorTarget}
        fields={fields}
        onSave={(field) => setFields(upsertField(fields, field))}
        onClose={() => setEditorTarget(null)}
      />
      <ConfirmDialog
        open={deletingField !== null}
        title="Eliminar campo"
        description={deletingField ? `«${deletingField.label}» (${deletingField.name})` : undefined}
        confirmLabel="Eliminar campo"
        confirmVariant="danger"
        onConfirm={() => {
          if (deletingField) {
            setFields(removeField(fields, deletingField.id));
          }
          setDeletingField(null);
        }}
        onClose={() => setDeletingField(null)}
      >
        <p>
          Se quita del formulario al guardarlo. Las solicitudes ya enviadas conservan sus respuestas con la
          versión que llenaron.
        </p>
        {dependents.length > 0 ? (
          <p>
            {dependents.map((field) => `«${field.label}»`).join(', ')}{' '}
            {dependents.length === 1 ? 'se mostraba' : 'se mostraban'} solo según este campo: desde ahora{' '}
            {dependents.length === 1 ? 'se mostrará' : 'se mostrarán'} siempre.
          </p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={leaveGuard.blocker.state === 'blocked'}
        title="¿Salir sin guardar?"
        confirmLabel="Salir sin guardar"
        cancelLabel="Seguir editando"
        confirmVariant="danger"
        onConfirm={() => leaveGuard.blocker.proceed?.()}
        onClose={() => leaveGuard.blocker.reset?.()}
      >
        <p>Tienes cambios sin guardar en este formulario.</p>
      </ConfirmDialog>
    </div>
  );
}

function FieldRow({
  field,
  fields,
  handle,
  messages,
  onEdit,
  onDelete,
}: {
  field: FormField;
  fields: readonly FormField[];
  handle: ReactNode;
  messages: string[];
  onEdit: () => void;
  onDelete: () => void;
}) {
  const condition = describeCondition(field, fields);
  return (
    <div
      className={
        messages.length > 0
          ? 'rounded-xl border border-red-300 bg-red-50/40 p-3'
          : 'rounded-xl border border-slate-200 bg-white p-3'
      }
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-2">
          {handle}
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="break-words font-medium text-slate-900">{field.label}</span>
              <Badge>{FORM_FIELD_TYPE_LABELS[field.type]}</Badge>
              {field.required ? <Badge tone="brand">Obligatorio</Badge> : null}
            </p>
            <p className="break-all font-mono text-slate-500 text-xs">{field.name}</p>
            {condition ? <p className="text-slate-600 text-xs">{condition}</p> : null}
            {isAnsweredByContactFields(field) ? (
              <p className="text-sky-800 text-xs">Lo contestan los datos de contacto de la solicitud.</p>
            ) : null}
            {messages.map((message) => (
              <p key={message} className="font-medium text-red-700 text-xs">
                {message}
              </p>
            ))}
          </div>
        </div>
        <div className="flex gap-2 pl-11 sm:pl-0">
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            leftIcon={<Pencil className="size-4" aria-hidden="true" />}
            aria-label={`Editar campo ${field.label}`}
          >
            Editar
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="text-red-700"
            onClick={onDelete}
            leftIcon={<Trash2 className="size-4" aria-hidden="true" />}
            aria-label={`Eliminar campo ${field.label}`}
          >
            <span className="hidden sm:inline">Eliminar</span>
          </Button>
        </div>
      </div>
    </div>
  );
}
