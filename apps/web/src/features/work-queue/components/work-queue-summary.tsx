import type { WorkQueueItem } from '@tramites/shared';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { SlaIndicator } from '../../../components/sla-indicator.tsx';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';
import {
  ageText,
  nextStepText,
  REASON_TONES,
  reasonText,
  URGENCY_BADGES,
  waitingOnText,
} from '../work-queue-display.ts';

export interface WorkQueueSummaryProps {
  item: WorkQueueItem;
  /** /solicitud/{id}. */
  solicitudHref: string;
  /** Back to the list (on a phone, where the pane replaces it). */
  backHref: string;
  /** The request's documents to review, composed by the page. */
  reviewPane: ReactNode;
}

/** The selected request beside the queue: who, what, the next step, the SLA, and its documents. */
export function WorkQueueSummary({ item, solicitudHref, backHref, reviewPane }: WorkQueueSummaryProps) {
  const urgency = URGENCY_BADGES[item.urgency];
  return (
    <section aria-labelledby="bandeja-detalle-titulo" className="space-y-4">
      <ButtonLink to={backHref} variant="ghost" size="sm" className="xl:hidden">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Volver a la bandeja
      </ButtonLink>
      <Card className="space-y-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h2 id="bandeja-detalle-titulo" className="font-mono font-semibold text-lg text-slate-900">
              {item.folio}
            </h2>
            <p className="text-slate-700">{item.tramite_name}</p>
          </div>
          <SolicitudStatusBadge status={item.status} />
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">Cliente</dt>
            <dd className="font-medium text-slate-900">{item.client_name}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Contacto</dt>
            <dd className="break-words text-slate-800">
              {item.client_email}
              {item.client_phone ? ` · ${item.client_phone}` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Creada</dt>
            <dd className="flex flex-wrap items-center gap-2 text-slate-800">
              {formatDate(item.created_at)} ({ageText(item.age_days).toLowerCase()})
              <Badge tone={urgency.tone}>{urgency.label}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Plazo (SLA)</dt>
            <dd>
              <SlaIndicator sla={item.sla} status={item.status} wrap />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Gestor</dt>
            <dd className="text-slate-800">{item.gestor_name ?? 'Sin gestor asignado'}</dd>
          </div>
        </dl>
        <div className="space-y-2 rounded-lg bg-slate-50 p-3">
          <p className="font-semibold text-slate-900 text-sm">Siguiente paso</p>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={REASON_TONES[item.reason]}>{reasonText(item)}</Badge>
            {waitingOnText(item) ? (
              <span className="text-slate-600 text-sm">{waitingOnText(item)}</span>
            ) : null}
          </div>
          {/* The shared step's words, when they say more than the badge ("El cliente debe subir documentos"). */}
          {reasonText(item).startsWith(nextStepText(item)) ? null : (
            <p className="text-slate-700 text-sm">{nextStepText(item)}</p>
          )}
          {item.unanswered_message && item.reason !== 'mensaje_sin_responder' ? (
            <p className="text-sky-800 text-sm">El cliente también escribió un mensaje sin responder.</p>
          ) : null}
        </div>
        <ButtonLink to={solicitudHref} variant="primary" size="sm">
          <ExternalLink className="size-4" aria-hidden="true" />
          Abrir solicitud
        </ButtonLink>
      </Card>
      {reviewPane}
    </section>
  );
}
