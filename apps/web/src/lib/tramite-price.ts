import type { Tramite } from '@tramites/shared';
import { formatMXN } from './format.ts';

/** "$1,250.00" for a fixed price, otherwise "Cotización" (spec section 2). */
export function formatTramitePrice(tramite: Pick<Tramite, 'price_type' | 'fixed_price'>): string {
  if (tramite.price_type === 'fijo' && tramite.fixed_price !== null && tramite.fixed_price !== undefined) {
    return formatMXN(tramite.fixed_price);
  }
  return 'Cotización';
}
