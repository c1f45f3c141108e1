import { RejectionReasonCreateSchema, type RejectionReasonPreset } from '@tramites/shared';
import { Archive, ArchiveRestore, ListX, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryList } from '../../../components/query-list.tsx';
import { DeleteRowButton, EditRowButton, RowButton } from '../../../components/row-buttons.tsx';
import { SortableList } from '../../../components/sortable-list.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import {
  useAdminRejectionReasons,
  useCreateRejectionReason,
  useDeleteRejectionReason,
  useReorderRejectionReasons,
  useUpdateRejectionReason,
} from '../api/manage-rejection-reasons.ts';

interface ReasonLabelFormProps {
  label: string;
  defaultLabel?: string;
  submitLabel: string;
  /** Saves the text; throws when the server refused it (409 repeated, 422), for the form to show. */
  onSave: (label: string) => Promise<void>;
  onCancel?: () => void;
}

/** One text field and its button: the new preset, or a preset's new text. */
function ReasonLabelForm({ label, defaultLabel = '', submitLabel, onSave, onCancel }: ReasonLabelFormProps) {
  const id = useId();
  const { form, onSubmit, submitError } = useServerForm({
    schema: RejectionReasonCreateSchema,
    defaultValues: { label: defaultLabel },
    errorTitle: 'No se pudo guardar el motivo',
    serverFields: ['label'],
    onSubmit: async (values) => {
      await onSave(values.label);
      if (!onCancel) {
        form.reset({ label: '' });
      }
    },
  });
  const error = form.formState.errors.label?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <Field id={id} label={label} error={error ?? submitError ?? undefined} className="min-w-0 flex-1">
        <Input
          id={id}
          maxLength={200}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, { error: Boolean(error ?? submitError) })}
          autoFocus={Boolean(onCancel)}
          {...form.register('label')}
        />
      </Field>
      <div className="flex gap-2">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
        <Button
          type="submit"
          isLoading={form.formState.isSubmitting}
          leftIcon={onCancel ? undefined : <Plus className="size-4" aria-hidden="true" />}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Admin tab "Motivos de rechazo" (issue 27): the presets reviewers pick with one click. Drag to order;
 * a preset already used in a rejection is archived rather than deleted, and may be restored.
 */
export function AdminRejectionReasonsTab() {
  const reasons = useAdminRejectionReasons();
  const create = useCreateRejectionReason();
  const update = useUpdateRejectionReason();
  const remove = useDeleteRejectionReason();
  const reorder = useReorderRejectionReasons();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<RejectionReasonPreset | null>(null);

  const setActive = async (reason: RejectionReasonPreset, active: boolean) => {
    try {
      await update.mutateAsync({ id: reason.id, body: { active } });
      notifySuccess(active ? 'Motivo restaurado' : 'Motivo archivado', { description: reason.label });
    } catch (error) {
      notifyError('No se pudo cambiar el motivo', error);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) {
      return;
    }
    try {
      const result = await remove.mutateAsync(deleting.id);
      notifySuccess(result.message, { description: deleting.label });
      setDeleting(null);
    } catch (error) {
      notifyError('No se pudo eliminar el motivo', error);
    }
  };

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="font-bold text-slate-900 text-xl">Motivos de rechazo</h2>
        <p className="text-slate-600 text-sm">
          Los gestores los eligen con un clic al rechazar un documento y pueden completarlos con su propio
          texto. Cambiar un motivo no cambia lo que ya se dijo a los clientes.
        </p>
      </div>

      <ReasonLabelForm
        label="Nuevo motivo"
        submitLabel="Agregar motivo"
        onSave={async (label) => {
          const created = await create.mutateAsync({ label });
          notifySuccess('Motivo de rechazo creado', { description: created.label });
        }}
      />

      <QueryList
        query={reasons}
        skeleton={
          <div className="space-y-2" role="status" aria-label="Cargando motivos">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-14 w-full rounded-xl" />
            ))}
          </div>
        }
        error={{ title: 'Error al cargar los motivos de rechazo' }}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={ListX}
            title="No hay motivos de rechazo"
            description="Agrega el primero arriba."
          />
        }
      >
        {(list) => (
          <SortableList
            items={list}
            getId={(reason) => reason.id}
            getLabel={(reason) => reason.label}
            onReorder={(ids) =>
              void reorder
                .mutateAsync(ids)
                .catch((error: unknown) => notifyError('Error guardando el orden', error))
            }
            label="Orden de los motivos de rechazo"
            className="space-y-2"
            renderItem={(reason, handle) => (
              <div
                className={cn(
                  'flex flex-wrap items-center gap-3 rounded-xl border bg-white p-3',
                  reason.active ? 'border-slate-200' : 'border-slate-200 border-dashed bg-slate-50',
                )}
              >
                {handle}
                {editingId === reason.id ? (
                  <div className="min-w-0 flex-1">
                    <ReasonLabelForm
                      label="Texto del motivo"
                      defaultLabel={reason.label}
                      submitLabel="Guardar"
                      onCancel={() => setEditingId(null)}
                      onSave={async (label) => {
                        await update.mutateAsync({ id: reason.id, body: { label } });
                        notifySuccess('Motivo de rechazo actualizado', { description: label });
                        setEditingId(null);
                      }}
                    />
                  </div>
                ) : (
                  <>
                    <span className="min-w-0 flex-1 break-words font-medium text-slate-900">
                      {reason.label}
                    </span>
                    {reason.active ? null : <Badge>Archivado</Badge>}
                    <div className="flex flex-wrap gap-2">
                      <EditRowButton name={reason.label} onClick={() => setEditingId(reason.id)} />
                      <RowButton
                        name={reason.label}
                        verb={reason.active ? 'Archivar' : 'Restaurar'}
                        icon={reason.active ? Archive : ArchiveRestore}
                        onClick={() => void setActive(reason, !reason.active)}
                        isCompact
                      />
                      <DeleteRowButton name={reason.label} onClick={() => setDeleting(reason)} />
                    </div>
                  </>
                )}
              </div>
            )}
          />
        )}
      </QueryList>

      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar este motivo?"
        description={deleting?.label}
        confirmLabel="Eliminar"
        confirmVariant="danger"
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <Alert tone="info">
          Si ya se usó para rechazar algún documento, se archiva en lugar de eliminarse.
        </Alert>
      </ConfirmDialog>
    </div>
  );
}
