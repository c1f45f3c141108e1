import type { AdminCategory } from '@tramites/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { plural } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useConfirmAction } from '../../../lib/use-confirm-action.ts';
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
  const { failure, confirm, close } = useConfirmAction({
    subject: category,
    action: async ({ id }) => {
      const result = await remove.mutateAsync(id);
      notifySuccess(result.message);
    },
    onClose,
    errorTitle: 'Error eliminando categoría',
    // 409: it still has trámites; the server's sentence says how many and what to do.
    errorFallback: 'No se pudo eliminar la categoría.',
  });
  return (
    <ConfirmDialog
      open={category !== null}
      title="Eliminar categoría"
      description={category ? `¿Eliminar "${category.name}" del catálogo? No se puede deshacer.` : undefined}
      confirmLabel="Eliminar categoría"
      confirmVariant="danger"
      isPending={remove.isPending}
      onConfirm={confirm}
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
