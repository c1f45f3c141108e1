import type { User } from '@tramites/shared';
import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { api, errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useResendVerification } from '../api/email-api.ts';

export interface VerifyEmailBannerProps {
  /** The address the link went to. */
  email: string;
}

/**
 * Shown on every signed-in page while the account's address is unverified (issue 23): where the link
 * went, and a way to get a new one. What happened after a resend is announced politely (role=status);
 * an account verified elsewhere meanwhile (409) reads its profile again, which hides the banner.
 */
export function VerifyEmailBanner({ email }: VerifyEmailBannerProps) {
  const resend = useResendVerification();
  const { replaceUser } = useAuth();

  const onResend = () =>
    resend.mutate(undefined, {
      onError: (error) => {
        // Verified meanwhile (on another device): the profile says so, and the banner goes.
        if (isApiError(error) && error.status === 409) {
          api.get<User>('/auth/me').then(replaceUser, () => undefined);
        }
      },
    });
  const outcome = resend.isSuccess
    ? resend.data.detail
    : resend.isError
      ? errorMessage(resend.error, 'No se pudo reenviar el enlace.')
      : null;

  return (
    <section
      aria-label="Verificación de correo"
      className="border-amber-200 border-b bg-amber-50 text-amber-900"
    >
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5 text-sm">
        <MailWarning className="size-5 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 break-words">
          <strong className="font-semibold">Verifica tu correo:</strong> te enviamos un enlace a{' '}
          <span className="font-medium">{email}</span>.
        </p>
        <Button
          variant="outline"
          size="sm"
          isLoading={resend.isPending}
          disabled={resend.isPending || resend.isSuccess}
          onClick={onResend}
        >
          Reenviar enlace
        </Button>
        <p role="status" className="w-full empty:hidden">
          {outcome}
        </p>
      </div>
    </section>
  );
}
