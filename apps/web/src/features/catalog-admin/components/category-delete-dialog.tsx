import type { AdminCategory } from '@tramites/shared';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { plural } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
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
  return (
    <ConfirmActionDialog
      subject={category}
      action={async ({ id }) => {
        const result = await remove.mutateAsync(id);
        notifySuccess(result.message);
      }}
      onClose={onClose}
      errorTitle="Error eliminando categoría"
      // 409: it still has trámites; the server's sentence says how many and what to do.
      errorFallback="No se pudo eliminar la categoría."
      title="Eliminar categoría"
      description={category ? `¿Eliminar "${category.name}" del catálogo? No se puede deshacer.` : undefined}
      confirmLabel="Eliminar categoría"
      confirmVariant="danger"
      isPending={remove.isPending}
    >
      {({ all_tramites_count }, failure) =>
        all_tramites_count > 0 && !failure ? (
          <p>
            Tiene {plural(all_tramites_count, 'trámite', 'trámites')}: solo se elimina una categoría vacía.
          </p>
        ) : null
      }
    </ConfirmActionDialog>
  );
}
