import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatInteger } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useApproveGestor } from '../api/approve-gestor.ts';
import type { UserSummary } from '../user-summary.ts';

/** 'Aprobar gestor': a gestor who signed up starts receiving cases. */
export function GestorApproveDialog({ user, onClose }: { user: UserSummary | null; onClose: () => void }) {
  const approve = useApproveGestor();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!user) {
      return;
    }
    setFailure(null);
    try {
      await approve.mutateAsync(user.id);
      notifySuccess(`${user.name} ya puede recibir casos`);
      close();
    } catch (error) {
      setFailure(errorMessage(error, 'No se pudo aprobar al gestor.'));
      notifyError('Error aprobando gestor', error);
    }
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title="Aprobar gestor"
      description={user ? `${user.name} · ${user.email}` : undefined}
      confirmLabel="Aprobar gestor"
      isPending={approve.isPending}
      onConfirm={() => void confirm()}
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
