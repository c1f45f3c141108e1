import {
  type AdminCategory,
  type AdminTramite,
  CATALOG_ADMIN_MSG,
  ChangeCategoryQuerySchema,
} from '@tramites/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { setServerFieldErrors } from '../../../lib/form-errors.ts';
import { formatInteger } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useChangeTramiteCategory } from '../api/change-tramite-category.ts';

const plural = (count: number, one: string, many: string) =>
  `${formatInteger(count)} ${count === 1 ? one : many}`;

/** The destination must be a category, and another one than the trámite's own. */
const changeCategorySchema = (currentCategoryId: number) =>
  ChangeCategoryQuerySchema.refine((value) => value.new_category_id !== currentCategoryId, {
    path: ['new_category_id'],
    message: CATALOG_ADMIN_MSG.destinoIgual,
  });
type ChangeCategoryValues = z.input<typeof ChangeCategoryQuerySchema>;
type ChangeCategoryOutput = z.output<typeof ChangeCategoryQuerySchema>;

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
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangeCategoryValues, unknown, ChangeCategoryOutput>({
    resolver: zodResolver(changeCategorySchema(tramite.category_id)),
    defaultValues: { new_category_id: '' },
  });
  const fieldError = errors.new_category_id?.message;

  const onSubmit = handleSubmit(async ({ new_category_id }) => {
    setSubmitError(null);
    try {
      const result = await change.mutateAsync({ tramiteId: tramite.id, newCategoryId: new_category_id });
      notifySuccess(result.message);
      onDone();
    } catch (error) {
      setServerFieldErrors(error, ['new_category_id'], setError);
      // 409: it has active solicitudes; the server says how many.
      setSubmitError(errorMessage(error, 'No se pudo cambiar la categoría.'));
      notifyError('Error cambiando de categoría', error);
    }
  });

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
      <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={change.isPending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={change.isPending}>
          Cambiar categoría
        </Button>
      </div>
    </form>
  );
}
