import { ARCO_REQUEST_TYPE_LABELS } from '@tramites/shared';
import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useOwnArcoRequests } from '../api/arco-requests.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { ArcoRequestForm } from './arco-request-form.tsx';
import { ArcoStatusBadge, businessDaysLeftLabel, calendarDate } from './arco-status-badge.tsx';

/**
 * "Mis datos" in /cuenta (issue 25): the ZIP of everything we hold (acceso, at once), the ARCO request
 * form, and the user's cases with their deadline and answer.
 */
export function MyDataSection() {
  const download = useDownloadMyData();
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <h3 className="font-semibold text-slate-900">Descarga tus datos</h3>
        <p className="text-slate-600 text-sm">
          Un archivo ZIP con tu perfil, tus solicitudes (respuestas, cotizaciones, historial y mensajes),
          pagos, facturas, consentimientos, quién ha visto tus documentos y los archivos que subiste.
        </p>
        <Button
          variant="outline"
          leftIcon={<Download className="size-4" aria-hidden="true" />}
          isLoading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: (name) => notifySuccess(`Descargaste ${name}`),
              onError: (error) =>
                notifyError(error instanceof Error ? error.message : 'No se pudo descargar'),
            })
          }
        >
          {download.isPending ? 'Preparando tus datos...' : 'Descargar mis datos'}
        </Button>
      </div>
      <div className="space-y-3 border-slate-200 border-t pt-5">
        <h3 className="font-semibold text-slate-900">Tus derechos ARCO</h3>
        <p className="text-slate-600 text-sm">
          La ley te da derecho a acceder a tus datos, rectificarlos, cancelarlos u oponerte a un uso. Te
          respondemos en un máximo de 20 días hábiles.
        </p>
        <ArcoRequestForm />
      </div>
      <OwnArcoRequests />
    </div>
  );
}

function OwnArcoRequests() {
  const { data, isPending, isError } = useOwnArcoRequests();
  if (isPending) {
    return <Skeleton className="h-16 w-full" />;
  }
  if (isError) {
    return <Alert tone="error">No se pudieron cargar tus solicitudes ARCO.</Alert>;
  }
  if (data.requests.length === 0) {
    return null;
  }
  return (
    <div className="space-y-3 border-slate-200 border-t pt-5">
      <h3 className="font-semibold text-slate-900">Tus solicitudes</h3>
      <ul className="space-y-3" aria-label="Tus solicitudes ARCO">
        {data.requests.map((entry) => (
          <li key={entry.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{ARCO_REQUEST_TYPE_LABELS[entry.type]}</span>
              <ArcoStatusBadge status={entry.status} />
              <span className="text-slate-500 text-sm">enviada el {formatDate(entry.created_at)}</span>
            </div>
            {entry.detail ? <p className="break-words text-slate-700 text-sm">{entry.detail}</p> : null}
            {entry.status === 'pendiente' ? (
              <p className="text-slate-600 text-sm">
                Te responderemos a más tardar el {formatDate(calendarDate(entry.due_date))}
                {entry.business_days_left !== null
                  ? ` (${businessDaysLeftLabel(entry.business_days_left).toLowerCase()})`
                  : ''}
                .
              </p>
            ) : (
              <div className="rounded-md bg-slate-50 p-3 text-sm">
                <p className="font-medium text-slate-900">
                  Respuesta del {formatDateTime(entry.resolved_at)}
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-slate-700">{entry.resolution}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
