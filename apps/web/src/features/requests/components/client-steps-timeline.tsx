import { type ClientStep, type ClientStepState, clientSteps, type SolicitudComplete } from '@tramites/shared';
import { Circle, CircleCheck, CircleDot, CircleX, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';

const STATE_STYLES: Record<ClientStepState, { icon: LucideIcon; tone: string; srLabel: string }> = {
  done: { icon: CircleCheck, tone: 'text-green-600', srLabel: 'hecho' },
  current: { icon: CircleDot, tone: 'text-brand-700', srLabel: 'paso actual' },
  upcoming: { icon: Circle, tone: 'text-slate-300', srLabel: 'por venir' },
  cancelled: { icon: CircleX, tone: 'text-slate-500', srLabel: 'cancelado' },
  skipped: { icon: Circle, tone: 'text-slate-200', srLabel: 'no se realizó' },
};

/** The steps of one request, from its complete DTO (status, history, quotation and SLA). */
export function stepsOfSolicitud(data: SolicitudComplete): ClientStep[] {
  return clientSteps({
    status: data.solicitud.status,
    history: data.timeline,
    quotationAccepted: data.cotizacion?.status === 'aceptada',
    expectedDelivery: data.solicitud.sla.fecha_compromiso,
  });
}

/** The line under a step's title: when it was done, that it is under way, or when it is expected. */
function stepNote(step: ClientStep): string | null {
  switch (step.state) {
    case 'done':
      return step.date ? formatDate(step.date) : null;
    case 'current':
      return 'En curso';
    case 'cancelled':
      return step.date ? `Cancelada el ${formatDate(step.date)}` : 'Cancelada';
    case 'upcoming':
      return step.date ? `Fecha estimada: ${formatDate(step.date)}` : null;
    case 'skipped':
      return null;
  }
}

/**
 * The request in the client's words (issue 26): six steps, each done with its date, current, or to come
 * with the expected delivery date. An ordered list with the current step marked for assistive technology;
 * a column on a phone, a row from md up.
 */
export function ClientStepsTimeline({
  steps,
  label = 'Pasos de tu trámite',
  className,
}: {
  steps: ClientStep[];
  /** The list's accessible name: the client's words by default. */
  label?: string;
  className?: string;
}) {
  return (
    <ol aria-label={label} className={cn('grid gap-0 md:grid-cols-6 md:gap-2', className)}>
      {steps.map((step, index) => {
        const style = STATE_STYLES[step.state];
        const Icon = style.icon;
        const note = stepNote(step);
        const isLast = index === steps.length - 1;
        return (
          <li
            key={step.key}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-4 last:pb-0 md:flex-col md:items-center md:gap-1.5 md:pb-0 md:text-center"
          >
            {isLast ? null : (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-7 bottom-0 left-[0.6875rem] w-px md:top-[0.6875rem] md:right-[-0.5rem] md:bottom-auto md:left-[calc(50%+0.875rem)] md:h-px md:w-auto',
                  step.state === 'done' ? 'bg-green-300' : 'bg-slate-200',
                )}
              />
            )}
            <Icon
              className={cn('relative size-6 shrink-0 bg-white', style.tone)}
              aria-hidden="true"
              strokeWidth={step.state === 'current' ? 2.5 : 2}
            />
            <div className="min-w-0 pt-0.5 md:pt-0">
              <p
                className={cn(
                  'font-medium text-sm leading-snug',
                  step.state === 'current'
                    ? 'text-brand-800'
                    : step.state === 'upcoming' || step.state === 'skipped'
                      ? 'text-slate-500'
                      : 'text-slate-900',
                )}
              >
                {step.title}
                <span className="sr-only"> ({style.srLabel})</span>
              </p>
              {note ? (
                <p className={cn('text-xs', step.state === 'current' ? 'text-brand-700' : 'text-slate-500')}>
                  {note}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
