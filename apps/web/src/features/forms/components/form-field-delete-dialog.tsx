import type { FormField } from '@tramites/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { dependentsOf } from '../form-builder.ts';

/** 'Eliminar campo' in the builder: says which fields shown only according to it will show always. */
export function FormFieldDeleteDialog({
  field,
  fields,
  onConfirm,
  onClose,
}: {
  /** The field to delete; null when closed. */
  field: FormField | null;
  fields: readonly FormField[];
  onConfirm: (field: FormField) => void;
  onClose: () => void;
}) {
  const dependents = field ? dependentsOf(fields, field.name) : [];
  return (
    <ConfirmDialog
      open={field !== null}
      title="Eliminar campo"
      description={field ? `«${field.label}» (${field.name})` : undefined}
      confirmLabel="Eliminar campo"
      confirmVariant="danger"
      onConfirm={() => {
        if (field) {
          onConfirm(field);
        }
        onClose();
      }}
      onClose={onClose}
    >
      <p>
        Se quita del formulario al guardarlo. Las solicitudes ya enviadas conservan sus respuestas con la
        versión que llenaron.
      </p>
      {dependents.length > 0 ? (
        <p>
          {dependents.map((item) => `«${item.label}»`).join(', ')}{' '}
          {dependents.length === 1 ? 'se mostraba' : 'se mostraban'} solo según este campo: desde ahora{' '}
          {dependents.length === 1 ? 'se mostrará' : 'se mostrarán'} siempre.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
