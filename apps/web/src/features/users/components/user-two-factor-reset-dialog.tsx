import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useResetUserTwoFactor } from '../api/reset-user-two-factor.ts';
import type { UserSummary } from '../user-summary.ts';

/** 'Restablecer verificación en dos pasos': for a gestor who lost the phone and the recovery codes. */
export function UserTwoFactorResetDialog({
  user,
  onClose,
}: {
  user: UserSummary | null;
  onClose: () => void;
}) {
  const reset = useResetUserTwoFactor();
  return (
    <ConfirmActionDialog
      subject={user}
      action={async ({ id, name }) => {
        await reset.mutateAsync(id);
        notifySuccess(`${name} volverá a activar la verificación al iniciar sesión`);
      }}
      onClose={onClose}
      errorTitle="Error restableciendo la verificación"
      errorFallback="No se pudo restablecer la verificación en dos pasos."
      title="Restablecer verificación en dos pasos"
      description={user ? `${user.name} · ${user.email}` : undefined}
      confirmLabel="Restablecer"
      isPending={reset.isPending}
    >
      {() => (
        <p>
          Se borran su app de autenticación y sus códigos de recuperación, y se cierran todas sus sesiones. La
          próxima vez que inicie sesión tendrá que activarla de nuevo. Hazlo solo si confirmaste que es la
          persona quien lo pide.
        </p>
      )}
    </ConfirmActionDialog>
  );
}
