import { PRIVACY_NOTICE_VERSION, privacyNoticeText, type User } from '@tramites/shared';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { api, isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useGiveConsent } from '../api/consents.ts';
import { usePrivacyNotice } from '../api/get-privacy-notice.ts';
import { LegalDocumentSections, LegalDocumentVersion } from './legal-document-view.tsx';

/**
 * Shown instead of any signed-in page to a client who has not accepted the aviso in force (an account made
 * by another API client, or a new version): the aviso, and accept or sign out (issue 25).
 */
export function PrivacyNoticeGate() {
  const { user, replaceUser, logout } = useAuth();
  const notice = usePrivacyNotice();
  const giveConsent = useGiveConsent();
  const [error, setError] = useState<string | null>(null);
  const isNewVersion = Boolean(user?.privacy_notice_version);

  const accept = async () => {
    setError(null);
    try {
      await giveConsent.mutateAsync({ kind: 'aviso', version: PRIVACY_NOTICE_VERSION, granted: true });
      // The profile now carries the accepted version: the page the user asked for opens.
      replaceUser(await api.get<User>('/auth/me'));
    } catch (cause) {
      setError(isApiError(cause) ? cause.detail : 'No pudimos registrar tu aceptación. Intenta de nuevo.');
    }
  };

  const document = notice.data
    ? privacyNoticeText({ responsible: notice.data.responsible, retentionDays: notice.data.retention_days })
    : null;

  return (
    <div className="container-page max-w-3xl py-8">
      <title>Aviso de privacidad actualizado · Trámites MX</title>
      <Card>
        <CardContent className="space-y-5">
          <div className="space-y-2">
            <h1 className="flex items-center gap-2.5 font-bold text-2xl text-slate-900">
              <ShieldCheck className="size-6 text-brand-700" aria-hidden="true" />
              Aviso de privacidad actualizado
            </h1>
            <p className="text-slate-700">
              {isNewVersion
                ? 'Actualizamos nuestro aviso de privacidad. Léelo y acéptalo para continuar usando tu cuenta.'
                : 'Antes de continuar, lee cómo tratamos tus datos personales y acepta el aviso de privacidad.'}
            </p>
            {document ? <LegalDocumentVersion document={document} /> : null}
          </div>
          <section
            aria-label="Aviso de privacidad integral"
            // A long text in a scrollable box: the buttons stay in reach. Focusable so the keyboard scrolls it.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
            className="max-h-[55vh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {document ? (
              <LegalDocumentSections document={document} />
            ) : (
              <div className="space-y-3" role="status" aria-label="Cargando el aviso de privacidad">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-20 w-full" />
              </div>
            )}
          </section>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => void logout()}>
              Cerrar sesión
            </Button>
            <Button onClick={() => void accept()} isLoading={giveConsent.isPending} disabled={!document}>
              Acepto el aviso de privacidad
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
