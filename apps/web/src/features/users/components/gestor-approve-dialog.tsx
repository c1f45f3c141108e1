import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useConfirmAction } from '../../../lib/use-confirm-action.ts';
import { useApproveGestor } from '../api/approve-gestor.ts';
import type { UserSummary } from '../user-summary.ts';

/** 'Aprobar gestor': a gestor who signed up starts receiving cases. */
export function GestorApproveDialog({ user, onClose }: { user: UserSummary | null; onClose: () => void }) {
  const approve = useApproveGestor();
  const { failure, confirm, close } = useConfirmAction({
    subject: user,
    action: async ({ id, name }) => {
      await approve.mutateAsync(id);
      notifySuccess(`${name} ya puede recibir casos`);
    },
    onClose,
    errorTitle: 'Error aprobando gestor',
    errorFallback: 'No se pudo aprobar al gestor.',
  });
  return (
    <ConfirmDialog
      open={user !== null}
      title="Aprobar gestor"
      description={user ? `${user.name} · ${user.email}` : undefined}
      confirmLabel="Aprobar gestor"
      isPending={approve.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {user ? (
        <p>
          Podrá ver y trabajar casos, y empezará a recibir solicitudes nuevas según su carga (capacidad de{' '}
          {formatInteger(user.max_concurrent)} casos).
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
