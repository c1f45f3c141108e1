import type { AdminCategory } from '@tramites/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { plural } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteCategory } from '../api/delete-category.ts';

/** 'Eliminar' on a category: only an empty one goes; the server's 409 says why not. */
export function CategoryDeleteDialog({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const remove = useDeleteCategory();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!category) {
      return;
    }
    setFailure(null);
    try {
      const result = await remove.mutateAsync(category.id);
      notifySuccess(result.message);
      close();
    } catch (error) {
      // 409: it still has trámites; the server's sentence says how many and what to do.
      setFailure(errorMessage(error, 'No se pudo eliminar la categoría.'));
      notifyError('Error eliminando categoría', error);
    }
  };
  return (
    <ConfirmDialog
      open={category !== null}
      title="Eliminar categoría"
      description={category ? `¿Eliminar "${category.name}" del catálogo? No se puede deshacer.` : undefined}
      confirmLabel="Eliminar categoría"
      confirmVariant="danger"
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {category && category.all_tramites_count > 0 && !failure ? (
        <p>
          Tiene {plural(category.all_tramites_count, 'trámite', 'trámites')}: solo se elimina una categoría
          vacía.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
