import { PRIVACY_NOTICE_VERSION } from '@tramites/shared';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useConsents, useGiveConsent } from '../api/consents.ts';

/**
 * /cuenta's "Privacidad" (issue 25): the secondary purposes (promotions, satisfaction surveys) granted or
 * revoked at any time, with the date of the last choice, and when the aviso was accepted.
 */
export function PrivacyConsentsSection() {
  const consents = useConsents();
  const giveConsent = useGiveConsent();

  if (consents.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Cargando tus consentimientos">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  }
  if (consents.isError) {
    return (
      <QueryError
        title="No pudimos cargar tus consentimientos"
        error={consents.error}
        onRetry={() => void consents.refetch()}
        isRetrying={consents.isFetching}
      />
    );
  }

  const byKind = Object.fromEntries(consents.data.consents.map((consent) => [consent.kind, consent]));
  const secondary = byKind.secundarias;
  const aviso = byKind.aviso;

  const onChange = async (granted: boolean) => {
    try {
      await giveConsent.mutateAsync({ kind: 'secundarias', version: PRIVACY_NOTICE_VERSION, granted });
      notifySuccess(
        granted
          ? 'Aceptaste recibir promociones y encuestas'
          : 'Ya no usaremos tus datos para promociones ni encuestas',
      );
    } catch (error) {
      notifyError('No se pudo guardar tu elección', error);
    }
  };

  return (
    <div className="space-y-4 text-sm">
      <Switch
        label="Promociones y encuestas de satisfacción"
        description={
          secondary?.updated_at
            ? `Finalidades secundarias del aviso de privacidad. Tu última elección: ${secondary.granted ? 'aceptadas' : 'rechazadas'} el ${formatDateTime(secondary.updated_at)}.`
            : 'Finalidades secundarias del aviso de privacidad. Aún no las has aceptado; no las usamos sin tu autorización.'
        }
        checked={secondary?.granted ?? false}
        disabled={giveConsent.isPending}
        onChange={(event) => void onChange(event.target.checked)}
      />
      <p className="text-slate-600">
        {aviso?.updated_at && consents.data.aviso_accepted
          ? `Aceptaste el aviso de privacidad vigente el ${formatDate(aviso.updated_at)}. `
          : null}
        <Link to={paths.privacidad.href()} className="font-semibold text-brand-700 hover:underline">
          Lee el aviso de privacidad
        </Link>
        . Para acceder a tus datos, corregirlos, cancelarlos u oponerte a su uso, usa «Mis datos».
      </p>
    </div>
  );
}
