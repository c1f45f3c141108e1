import {
  type AdminCategory,
  type AdminTramite,
  CATALOG_ADMIN_MSG,
  ChangeCategoryQuerySchema,
} from '@tramites/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { plural } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useChangeTramiteCategory } from '../api/change-tramite-category.ts';

/** The destination must be a category, and another one than the trámite's own. */
const changeCategorySchema = (currentCategoryId: number) =>
  ChangeCategoryQuerySchema.refine((value) => value.new_category_id !== currentCategoryId, {
    path: ['new_category_id'],
    message: CATALOG_ADMIN_MSG.destinoIgual,
  });

/** 'Cambiar categoría': the trámite moves to the end of another category. */
export function TramiteCategoryChangeDialog({
  tramite,
  categories,
  onClose,
}: {
  tramite: AdminTramite | null;
  categories: readonly AdminCategory[];
  onClose: () => void;
}) {
  return (
    <Dialog
      open={tramite !== null}
      onClose={onClose}
      title="Cambiar categoría"
      description={tramite ? `"${tramite.name}" pasará al final de la categoría que elijas.` : undefined}
    >
      {tramite ? <ChangeCategoryForm tramite={tramite} categories={categories} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ChangeCategoryForm({
  tramite,
  categories,
  onDone,
}: {
  tramite: AdminTramite;
  categories: readonly AdminCategory[];
  onDone: () => void;
}) {
  const id = useId();
  const change = useChangeTramiteCategory();
  const { form, onSubmit, submitError } = useServerForm({
    schema: changeCategorySchema(tramite.category_id),
    defaultValues: { new_category_id: '' },
    serverFields: ['new_category_id'],
    errorTitle: 'Error cambiando de categoría',
    // 409: it has active solicitudes; the server says how many.
    errorFallback: 'No se pudo cambiar la categoría.',
    onSubmit: async ({ new_category_id }) => {
      const result = await change.mutateAsync({ tramiteId: tramite.id, newCategoryId: new_category_id });
      notifySuccess(result.message);
      onDone();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const fieldError = errors.new_category_id?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {tramite.active_requests_count > 0 && !submitError ? (
        <Alert tone="warning">
          Tiene {plural(tramite.active_requests_count, 'solicitud activa', 'solicitudes activas')}: solo se
          cambia de categoría un trámite sin solicitudes activas.
        </Alert>
      ) : null}
      <p className="text-slate-600 text-sm">
        Categoría actual: <span className="font-medium text-slate-900">{tramite.category_name}</span>
      </p>
      <Field id={id} label="Categoría de destino" required error={fieldError}>
        <Select
          id={id}
          aria-required="true"
          invalid={Boolean(fieldError)}
          aria-describedby={describedBy(id, { error: Boolean(fieldError) })}
          {...register('new_category_id')}
        >
          <option value="">Selecciona una categoría…</option>
          {categories
            .filter((category) => category.id !== tramite.category_id)
            .map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
        </Select>
      </Field>
      <FormFooter submitLabel="Cambiar categoría" isPending={change.isPending} onCancel={onDone} />
    </form>
  );
}
