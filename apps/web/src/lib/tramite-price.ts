import { PRICE_LABELS, type Tramite, tramitePriceSummary } from '@tramites/shared';
import { formatMXN } from './format.ts';

type PriceFields = Pick<Tramite, 'price_type' | 'fixed_price' | 'government_fee'> & {
  price_from?: number | null;
};

/** A price that is not fixed: "Desde $1,500.00" when the admin set a minimum, else the quotation promise. */
function variablePrice(tramite: PriceFields): string | null {
  const summary = tramitePriceSummary(tramite);
  if (summary.kind === 'desde') {
    return `${PRICE_LABELS.desde} ${formatMXN(summary.from)}`;
  }
  return summary.kind === 'cotizacion' ? PRICE_LABELS.cotizacion : null;
}

/** Our fee with IVA ("$1,250.00", what the automatic quotation charges), or the variable price's words. */
export function formatTramitePrice(tramite: PriceFields): string {
  return variablePrice(tramite) ?? formatMXN(tramite.fixed_price ?? 0);
}

/** What the client pays in all (fee with IVA plus derechos) for a fixed price, or the variable price's words. */
export function formatTramiteTotal(tramite: PriceFields): string {
  const summary = tramitePriceSummary(tramite);
  return summary.kind === 'fijo' ? formatMXN(summary.total) : (variablePrice(tramite) ?? '');
}
