import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useApproveGestor } from '../api/approve-gestor.ts';
import type { UserSummary } from '../user-summary.ts';

/** 'Aprobar gestor': a gestor who signed up starts receiving cases. */
export function GestorApproveDialog({ user, onClose }: { user: UserSummary | null; onClose: () => void }) {
  const approve = useApproveGestor();
  return (
    <ConfirmActionDialog
      subject={user}
      action={async ({ id, name }) => {
        await approve.mutateAsync(id);
        notifySuccess(`${name} ya puede recibir casos`);
      }}
      onClose={onClose}
      errorTitle="Error aprobando gestor"
      errorFallback="No se pudo aprobar al gestor."
      title="Aprobar gestor"
      description={user ? `${user.name} · ${user.email}` : undefined}
      confirmLabel="Aprobar gestor"
      isPending={approve.isPending}
    >
      {({ max_concurrent }) => (
        <p>
          Podrá ver y trabajar casos, y empezará a recibir solicitudes nuevas según su carga (capacidad de{' '}
          {formatInteger(max_concurrent)} casos).
        </p>
      )}
    </ConfirmActionDialog>
  );
}
