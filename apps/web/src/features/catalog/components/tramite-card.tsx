import {
  MODALIDAD_LABELS,
  PRICE_LABELS,
  type Tramite,
  tramitePriceHeadline,
  tramitePriceSummary,
} from '@tramites/shared';
import { Building2, CalendarClock, CheckCircle2, ChevronDown, Clock, Laptop } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDays, formatMXN } from '../../../lib/format.ts';
import { formatTramitePrice } from '../../../lib/tramite-price.ts';

export interface TramiteCardProps {
  tramite: Tramite;
  onRequest: (tramite: Tramite) => void;
  /** Highlighted when the user comes back to it (e.g. after signing in). */
  isSelected?: boolean;
  /** The procedure a search result points at: its details open on a phone. */
  isPointedAt?: boolean;
}

/** A procedure on its category page: what it costs, how long, who issues it and what to bring. */
export function TramiteCard({
  tramite,
  onRequest,
  isSelected = false,
  isPointedAt = false,
}: TramiteCardProps) {
  // The total only when every part is known: a total without the state's derechos is not what the client pays.
  const headline = tramitePriceHeadline(tramite);
  const headingId = `tramite-${tramite.id}`;
  /*
   * On a phone (< 640 px) the card is compact: name, price, days and "Solicitar"; the rest opens on tap,
   * so a category fits in a few screens (issue 26). From 640 px everything shows and the toggle is hidden.
   * Only CSS decides the width, so the prerendered markup is the same for both.
   */
  const [isExpanded, setExpanded] = useState(false);
  useEffect(() => {
    if (isPointedAt) {
      setExpanded(true);
    }
  }, [isPointedAt]);
  const detailsId = `tramite-detalles-${tramite.id}`;
  const detail = isExpanded ? undefined : 'max-sm:hidden';
  return (
    <Card
      id={`tramite-card-${tramite.id}`}
      aria-labelledby={headingId}
      className={cn('flex h-full flex-col', isSelected && 'ring-2 ring-brand-600')}
    >
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={headingId} className="min-w-48 flex-1 font-semibold text-lg text-slate-900 leading-snug">
            {/* Its own page (issue 26): every detail, and the URL to share. */}
            <Link
              to={paths.tramiteInfo.href(tramite.id)}
              className="rounded underline-offset-4 hover:text-brand-800 hover:underline"
            >
              {tramite.name}
            </Link>
          </h3>
          <div className="sm:text-right">
            <p
              className={cn(
                'font-bold',
                headline.isFixed ? 'text-brand-800 text-xl' : 'text-lg text-slate-800',
              )}
            >
              {headline.label}
            </p>
            {headline.caption ? <p className="text-slate-500 text-xs">{headline.caption}</p> : null}
          </div>
        </div>
        <p id={`${detailsId}-descripcion`} className={cn('text-slate-600 text-sm', detail)}>
          {tramite.description}
        </p>

        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          <div className="flex items-center gap-2">
            <Clock className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <dt className="sr-only">Tiempo estimado</dt>
            <dd>{formatDays(tramite.estimated_time_days)}</dd>
          </div>
          <div className={cn('flex items-center gap-2', detail)}>
            <Laptop className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <dt className="sr-only">Modalidad</dt>
            <dd>{MODALIDAD_LABELS[tramite.modalidad] ?? tramite.modalidad}</dd>
          </div>
          {tramite.dependencia ? (
            <div className={cn('flex items-center gap-2 sm:col-span-2', detail)}>
              <Building2 className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <dt className="sr-only">Dependencia</dt>
              <dd>{tramite.dependencia}</dd>
            </div>
          ) : null}
          {tramite.vigencia ? (
            <div className={cn('flex items-center gap-2', detail)}>
              <CalendarClock className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <dt className="text-slate-500">Vigencia:</dt>
              <dd>{tramite.vigencia}</dd>
            </div>
          ) : null}
        </dl>

        <div id={detailsId} className={cn('flex flex-col gap-4', detail)}>
          <PriceBreakdown tramite={tramite} />

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

        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={`${detailsId}-descripcion ${detailsId}`}
          onClick={() => setExpanded((expanded) => !expanded)}
          className="-my-1 inline-flex min-h-11 items-center gap-1.5 self-start rounded font-medium text-brand-700 text-sm sm:hidden"
        >
          {isExpanded ? 'Ocultar detalles' : 'Ver detalles'}
          <span className="sr-only"> de {tramite.name}</span>
          <ChevronDown
            className={cn('size-4 transition-transform', isExpanded && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </div>
      <div className="border-slate-100 border-t px-5 py-4 sm:p-5 sm:px-6">
        <Button fullWidth onClick={() => onRequest(tramite)} aria-describedby={headingId}>
          Solicitar
        </Button>
      </div>
    </Card>
  );
}

/**
 * Who gets what: our fee with IVA (what the platform charges), the authority's derechos (no IVA, paid on the
 * client's behalf) and their sum, marked as an estimate because the authority sets its fee.
 */
export function PriceBreakdown({ tramite }: { tramite: Tramite }) {
  const price = tramitePriceSummary(tramite);
  const derechos =
    price.derechos === null
      ? 'Según la entidad; se pagan aparte'
      : price.derechos === 0
        ? 'Sin costo'
        : formatMXN(price.derechos);
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm">
      <p className="sr-only">Desglose del precio</p>
      <dl className="space-y-1">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{PRICE_LABELS.honorarios}</dt>
          <dd className="shrink-0 font-medium text-slate-900">
            {price.kind === 'fijo'
              ? formatMXN(price.honorarios)
              : price.kind === 'desde'
                ? formatTramitePrice(tramite)
                : 'Según tu caso'}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{PRICE_LABELS.derechos}</dt>
          <dd className="shrink-0 text-right font-medium text-slate-900">{derechos}</dd>
        </div>
        {price.kind === 'fijo' && price.derechos !== null ? (
          <div className="flex justify-between gap-3 border-slate-200 border-t pt-1">
            <dt className="font-semibold text-slate-900">{PRICE_LABELS.total}</dt>
            <dd className="shrink-0 font-semibold text-brand-800">{formatMXN(price.total)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-2 text-slate-500 text-xs">
        {price.kind === 'fijo'
          ? 'Estimado: los derechos los fija la dependencia y pueden cambiar. En la plataforma pagas los honorarios; los derechos, directamente a la dependencia.'
          : 'El precio final llega en tu cotización, con IVA incluido, antes de pagar.'}
      </p>
    </div>
  );
}
