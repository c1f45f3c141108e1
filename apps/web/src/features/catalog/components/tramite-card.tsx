import { MODALIDAD_LABELS, type Tramite } from '@tramites/shared';
import { Building2, CalendarClock, CheckCircle2, Clock, Landmark, Laptop } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDays, formatMXN } from '../../../lib/format.ts';
import { formatTramitePrice } from '../../../lib/tramite-price.ts';

export interface TramiteCardProps {
  tramite: Tramite;
  onRequest: (tramite: Tramite) => void;
  /** Highlighted when the user comes back to it (e.g. after signing in). */
  isSelected?: boolean;
}

/** A procedure on its category page: what it costs, how long, who issues it and what to bring. */
export function TramiteCard({ tramite, onRequest, isSelected = false }: TramiteCardProps) {
  const isFixed = tramite.price_type === 'fijo' && tramite.fixed_price !== null;
  const headingId = `tramite-${tramite.id}`;
  return (
    <Card
      id={`tramite-card-${tramite.id}`}
      aria-labelledby={headingId}
      className={cn('flex h-full flex-col', isSelected && 'ring-2 ring-brand-600')}
    >
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={headingId} className="min-w-0 flex-1 font-semibold text-lg text-slate-900 leading-snug">
            {tramite.name}
          </h3>
          <div className="text-right">
            <p className={cn('font-bold text-xl', isFixed ? 'text-brand-800' : 'text-slate-800')}>
              {formatTramitePrice(tramite)}
            </p>
            {isFixed ? <p className="text-slate-500 text-xs">Honorarios de gestoría</p> : null}
          </div>
        </div>
        <p className="text-slate-600 text-sm">{tramite.description}</p>

        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          <div className="flex items-center gap-2">
            <Clock className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <dt className="sr-only">Tiempo estimado</dt>
            <dd>{formatDays(tramite.estimated_time_days)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Laptop className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <dt className="sr-only">Modalidad</dt>
            <dd>{MODALIDAD_LABELS[tramite.modalidad] ?? tramite.modalidad}</dd>
          </div>
          {tramite.dependencia ? (
            <div className="flex items-center gap-2 sm:col-span-2">
              <Building2 className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <dt className="sr-only">Dependencia</dt>
              <dd>{tramite.dependencia}</dd>
            </div>
          ) : null}
          {tramite.vigencia ? (
            <div className="flex items-center gap-2">
              <CalendarClock className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <dt className="text-slate-500">Vigencia:</dt>
              <dd>{tramite.vigencia}</dd>
            </div>
          ) : null}
          {tramite.government_fee !== null && tramite.government_fee !== undefined ? (
            <div className="flex items-center gap-2">
              <Landmark className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <dt className="sr-only">Pago de derechos a la dependencia</dt>
              <dd>Derechos: {formatMXN(tramite.government_fee)}</dd>
            </div>
          ) : null}
        </dl>

        {tramite.required_documents.length > 0 ? (
          <div>
            <p className="mb-2 font-medium text-slate-800 text-sm">Documentos requeridos</p>
            <ul className="space-y-1.5 text-slate-600 text-sm">
              {tramite.required_documents.map((document) => (
                <li key={document} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  <span>{document}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="border-slate-100 border-t p-5 sm:px-6">
        <Button fullWidth onClick={() => onRequest(tramite)} aria-describedby={headingId}>
          Solicitar
        </Button>
      </div>
    </Card>
  );
}
