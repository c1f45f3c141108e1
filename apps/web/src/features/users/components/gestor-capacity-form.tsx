import { AdminUserUpdateSchema, type GestorWorkload } from '@tramites/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useUpdateAdminUser } from '../api/update-admin-user.ts';

/** The gestor's capacity (max open cases, 1–100) edited in place on their card. */
export function GestorCapacityForm({ gestor }: { gestor: GestorWorkload }) {
  const id = useId();
  const update = useUpdateAdminUser();
  const { form, onSubmit } = useServerForm({
    schema: AdminUserUpdateSchema,
    values: { max_concurrent: gestor.max_concurrent },
    serverFields: ['max_concurrent'],
    // No alert on this inline form: the field's error and the toast say it.
    errorTitle: 'Error guardando la capacidad',
    onSubmit: async ({ max_concurrent }) => {
      const updated = await update.mutateAsync({ userId: gestor.gestor_id, max_concurrent });
      form.reset({ max_concurrent: updated.max_concurrent });
      notifySuccess(`Capacidad de ${gestor.name}: ${updated.max_concurrent} casos`);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const error = errors.max_concurrent?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-1">
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
            Capacidad (casos abiertos)
          </label>
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            className="h-9 w-24"
            invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register('max_concurrent')}
          />
        </div>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          isLoading={update.isPending}
          aria-label={`Guardar capacidad de ${gestor.name}`}
        >
          Guardar
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
