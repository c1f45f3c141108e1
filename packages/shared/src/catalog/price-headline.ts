import { formatMXN } from '../format/format.ts';
import { PRICE_LABELS, type TramitePriceInput, tramitePriceSummary } from './price.ts';

/**
 * The one price a procedure shows in a list (its card, a search result): the total when every part is
 * known, our fee with IVA when the state's derechos are not (a total without them is not what the client
 * pays), "Desde $…" or the quotation promise otherwise. Free of zod: the public pages import it.
 */
export interface TramitePriceHeadline {
  label: string;
  /** What the amount is ("Total estimado", "Honorarios (IVA incluido)"); null for words that say it. */
  caption: string | null;
  isFixed: boolean;
}

export function tramitePriceHeadline(tramite: TramitePriceInput): TramitePriceHeadline {
  const price = tramitePriceSummary(tramite);
  if (price.kind === 'fijo') {
    return price.derechos === null
      ? { label: formatMXN(price.honorarios), caption: PRICE_LABELS.honorarios, isFixed: true }
      : { label: formatMXN(price.total), caption: PRICE_LABELS.total, isFixed: true };
  }
  if (price.kind === 'desde') {
    return { label: `${PRICE_LABELS.desde} ${formatMXN(price.from)}`, caption: null, isFixed: false };
  }
  return { label: PRICE_LABELS.cotizacion, caption: null, isFixed: false };
}
