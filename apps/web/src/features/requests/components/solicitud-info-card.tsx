import { BENEFICIARIO_LABELS, type BeneficiarioTipo, type SolicitudComplete } from '@tramites/shared';
import { CalendarDays, CircleDollarSign, Clock, Timer, User, UserCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { SlaIndicator } from '../../../components/sla-indicator.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { formatDate, formatMXN } from '../../../lib/format.ts';
import { ClientStepsTimeline, stepsOfSolicitud } from './client-steps-timeline.tsx';
import { NO_GESTOR_CLIENT_LABEL, NO_GESTOR_LABEL } from './solicitudes-list.tsx';

const PRICE_PENDING_LABEL = 'Por cotizar';

const formatBusinessDays = (days: number) => `${days} ${days === 1 ? 'día hábil' : 'días hábiles'}`;

/** The client's own words ('Para mí') read oddly to staff. */
const STAFF_BENEFICIARIO_LABELS: Record<BeneficiarioTipo, string> = {
  para_mi: 'El propio cliente',
  para_empresa: 'Empresa del cliente',
  para_tercero: 'Un tercero',
};

export interface SolicitudInfoCardProps {
  data: SolicitudComplete;
  /** The viewer is the solicitud's client: the client is 'Tú'. */
  isOwnSolicitud: boolean;
  isStaff: boolean;
}

/**
 * Progress, price, estimated time, SLA and the people on the solicitud. The client reads the steps of
 * their request and the expected delivery date instead of the SLA (issue 26).
 */
export function SolicitudInfoCard({ data, isOwnSolicitud, isStaff }: SolicitudInfoCardProps) {
  const { solicitud, tramite, gestor, cliente } = data;
  const progress = Math.max(0, Math.min(100, solicitud.progress));
  const labels = isStaff ? STAFF_BENEFICIARIO_LABELS : BENEFICIARIO_LABELS;
  const beneficiario = labels[solicitud.beneficiario_tipo as BeneficiarioTipo] ?? solicitud.beneficiario_tipo;

  return (
    <Card>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="font-semibold text-lg text-slate-900">Avance</h2>
            <span className="font-semibold text-slate-900 tabular-nums">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Avance del trámite"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={
                solicitud.status === 'cancelado'
                  ? 'h-full bg-slate-400'
                  : 'h-full rounded-full bg-brand-600 transition-[width] duration-500'
              }
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>

        {isStaff ? null : <ClientStepsTimeline steps={stepsOfSolicitud(data)} />}

        <dl className="grid grid-cols-2 gap-2.5 sm:gap-3">
          <InfoItem icon={CircleDollarSign} label="Precio">
            {solicitud.quoted_price != null ? (
              <>
                {formatMXN(solicitud.quoted_price)} <span className="text-slate-500 text-xs">MXN</span>
              </>
            ) : (
              PRICE_PENDING_LABEL
            )}
          </InfoItem>
          <InfoItem icon={Timer} label="Tiempo estimado">
            {tramite ? formatBusinessDays(tramite.estimated_time_days) : '—'}
          </InfoItem>
          <InfoItem icon={Clock} label={isStaff ? 'Plazo (SLA)' : 'Fecha estimada de entrega'}>
            <SlaIndicator sla={solicitud.sla} status={solicitud.status} forClient={!isStaff} wrap />
          </InfoItem>
          <InfoItem icon={UserCheck} label="Gestor responsable">
            {gestor?.name ?? (
              <span className="text-slate-600 italic">
                {isStaff ? NO_GESTOR_LABEL : NO_GESTOR_CLIENT_LABEL}
              </span>
            )}
          </InfoItem>
          <InfoItem icon={User} label="Cliente">
            {isOwnSolicitud ? (
              'Tú'
            ) : (
              <>
                {cliente?.name ?? solicitud.cliente_nombre}
                {isStaff ? (
                  <span className="block break-all font-normal text-slate-500 text-xs">
                    {solicitud.email} · {solicitud.telefono}
                  </span>
                ) : null}
              </>
            )}
          </InfoItem>
          <InfoItem icon={Users} label="Beneficiario">
            {beneficiario}
            {solicitud.nombre_beneficiario ? `: ${solicitud.nombre_beneficiario}` : ''}
          </InfoItem>
          <InfoItem icon={CalendarDays} label="Fecha de solicitud">
            {formatDate(solicitud.created_at)}
          </InfoItem>
        </dl>

        {solicitud.description ? (
          <div className="rounded-lg bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-700">Comentarios de la solicitud</p>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{solicitud.description}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function InfoItem({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Clock;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-slate-500 text-xs">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 font-medium text-slate-900 text-sm">{children}</dd>
    </div>
  );
}
