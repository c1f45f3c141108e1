import { DOCUMENT_POLL_MS, type DocumentStatusResponse } from '@tramites/shared';
import { FileQuestion } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LiveUpdateNote } from '../../../components/live-fallback-banner.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSolicitudDocuments } from '../api/get-solicitud-documents.ts';
import { RequirementCard, type ReviewActionsSlot } from './requirement-card.tsx';

/** The completion message, worded for whoever reads it: the client's documents, or the case's for staff. */
const ALL_APPROVED_TITLE = '¡Todos tus documentos fueron aprobados!';
const STAFF_ALL_APPROVED_TITLE = 'Todos los documentos de esta solicitud están aprobados';
const DOCUMENTS_LOAD_ERROR = 'Error cargando documentos';

/** Spec section 2: when a procedure has no list of documents, the generic guidance. */
const GENERIC_TRAMITE_GUIDANCE = {
  price: 'Precio variable (se cotiza según tu caso)',
  days: 15,
};

/** Some version of some document still has its file (the purge has not removed them all). */
const hasStoredFiles = (data: DocumentStatusResponse) =>
  data.documents_status.some((requirement) =>
    requirement.document?.versions.some((version) => version.purged_at === null),
  );

/** A closed solicitud: until when its files are kept before the retention purge (issue 25). */
function RetentionNotice({ keptUntil, isStaff }: { keptUntil: string; isStaff: boolean }) {
  if (isStaff) {
    return (
      <Alert tone="info">
        Los archivos de esta solicitud se conservarán hasta el {formatDate(keptUntil)} (periodo de
        conservación); después se eliminan y queda solo el registro de cada documento.
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={`Tus documentos se conservarán hasta el ${formatDate(keptUntil)}`}>
      Después se eliminarán los archivos (periodo de conservación); te avisamos una semana antes. Si los
      necesitas, descárgalos antes aquí o descarga todos tus datos en{' '}
      <Link to={paths.cuenta.href()} className="font-medium underline underline-offset-2">
        Mi cuenta
      </Link>
      .
    </Alert>
  );
}

export interface SolicitudDocumentsProps {
  solicitudId: string;
  canUpload: boolean;
  isStaff: boolean;
  /** Staff's approve / reject buttons for each pending document (composed by the page). */
  reviewActions?: ReviewActionsSlot;
}

/**
 * The required documents of a solicitud (live; every 30 s while the live stream is down): overall progress, the completion
 * message, and one card per requirement with upload, review and history.
 */
export function SolicitudDocuments({
  solicitudId,
  canUpload,
  isStaff,
  reviewActions,
}: SolicitudDocumentsProps) {
  const documents = useSolicitudDocuments(solicitudId);
  const allApproved = documents.data?.all_approved;
  const wasAllApproved = useRef<boolean | null>(null);

  // The alert of spec section 2: said once when the last document gets approved while the page is open.
  useEffect(() => {
    if (allApproved === undefined) {
      return;
    }
    if (wasAllApproved.current === false && allApproved) {
      if (isStaff) {
        notifySuccess(STAFF_ALL_APPROVED_TITLE, { description: 'El trámite pasa a proceso.' });
      } else {
        notifySuccess(ALL_APPROVED_TITLE, { description: 'Tu trámite pasa a proceso con tu gestor.' });
      }
    }
    wasAllApproved.current = allApproved;
  }, [allApproved, isStaff]);

  if (documents.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Cargando documentos">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-2 w-full rounded-full" />
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-40 w-full rounded-xl" />
        ))}
      </div>
    );
  }

  if (documents.isError) {
    // No access or no such solicitud: retrying cannot help.
    const isFinal = isApiError(documents.error) && [403, 404].includes(documents.error.status);
    return (
      <QueryError
        title={DOCUMENTS_LOAD_ERROR}
        error={documents.error}
        onRetry={isFinal ? undefined : () => void documents.refetch()}
        isRetrying={documents.isFetching}
      />
    );
  }

  const data = documents.data;
  if (data.documents_status.length === 0) {
    return (
      <div className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
        <FileQuestion className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="space-y-1.5">
          <p className="font-semibold text-slate-900">Este trámite no tiene una lista fija de documentos</p>
          <p className="text-slate-600">
            {isStaff
              ? 'Indica al cliente por el chat qué documentos necesita su caso.'
              : 'Tu gestor te indicará por el chat qué documentos necesita para tu caso.'}
          </p>
          <dl className="grid gap-1 pt-1 text-slate-700 sm:grid-cols-2">
            <div>
              <dt className="inline font-medium">Precio: </dt>
              <dd className="inline">{GENERIC_TRAMITE_GUIDANCE.price}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Tiempo estimado: </dt>
              <dd className="inline">{GENERIC_TRAMITE_GUIDANCE.days} días</dd>
            </div>
          </dl>
        </div>
      </div>
    );
  }

  const percent = data.total_required > 0 ? Math.round((data.total_approved / data.total_required) * 100) : 0;

  return (
    <div className="space-y-4">
      {data.all_approved ? (
        <Alert tone="success" title={isStaff ? STAFF_ALL_APPROVED_TITLE : ALL_APPROVED_TITLE}>
          {isStaff
            ? 'El trámite pasa a proceso: continúa con la gestión ante la autoridad.'
            : 'Tu gestor ya tiene todo lo necesario y continúa con tu trámite ante la autoridad. Te avisaremos por el chat de cada avance.'}
        </Alert>
      ) : null}

      <div className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <p className="text-slate-700">
            <span className="font-semibold text-slate-900">{data.total_uploaded}</span> de{' '}
            {data.total_required} entregados ·{' '}
            <span className="font-semibold text-slate-900">{data.total_approved}</span> aprobados
          </p>
          <LiveUpdateNote intervalMs={DOCUMENT_POLL_MS} />
        </div>
        <div
          role="progressbar"
          aria-label="Documentos aprobados"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${data.total_approved} de ${data.total_required} aprobados`}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-green-600 transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      {!canUpload && !data.all_approved ? (
        <Alert tone="info">La solicitud está cerrada: ya no se pueden subir ni revisar documentos.</Alert>
      ) : null}

      {data.files_kept_until && hasStoredFiles(data) ? (
        <RetentionNotice keptUntil={data.files_kept_until} isStaff={isStaff} />
      ) : null}

      <ul className="space-y-3">
        {data.documents_status.map((requirement) => (
          <li key={requirement.required_name}>
            <RequirementCard
              solicitudId={solicitudId}
              requirement={requirement}
              canUpload={canUpload}
              isStaff={isStaff}
              reviewActions={reviewActions}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
