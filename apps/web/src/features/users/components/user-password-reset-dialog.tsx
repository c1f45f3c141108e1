import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSendPasswordReset } from '../api/send-password-reset.ts';
import type { UserSummary } from '../user-summary.ts';

/** 'Enviar enlace de contraseña': for a user who cannot get in and asked the gestoría for help. */
export function UserPasswordResetDialog({
  user,
  onClose,
}: {
  user: UserSummary | null;
  onClose: () => void;
}) {
  const send = useSendPasswordReset();
  return (
    <ConfirmActionDialog
      subject={user}
      action={async ({ id }) => {
        const { detail } = await send.mutateAsync(id);
        notifySuccess('Enlace enviado', { description: detail });
      }}
      onClose={onClose}
      errorTitle="Error enviando el enlace"
      errorFallback="No se pudo enviar el enlace para restablecer la contraseña."
      title="Enviar enlace para restablecer la contraseña"
      description={user ? `${user.name} · ${user.email}` : undefined}
      confirmLabel="Enviar enlace"
      isPending={send.isPending}
    >
      {() => (
        <p>
          Le llegará un correo con un enlace que vence en 30 minutos para que elija una contraseña nueva. Tú
          no verás el enlace ni la contraseña, y su contraseña actual sigue funcionando hasta que la cambie.
          Queda registrado en la auditoría.
        </p>
      )}
    </ConfirmActionDialog>
  );
}
