import { ivaOn } from '../constants.ts';
import type { PriceType } from './constants.ts';

/*
 * What a procedure costs, as the catalogue shows it. Free of zod: the public pages import it (DESIGN 7).
 *
 * A fixed price is our fee with IVA included (consumer prices in Mexico are quoted with their taxes): it is
 * exactly what the automatic quotation charges through the platform. The derechos are the authority's fee,
 * paid on the client's behalf ("pagos por cuenta de terceros"), never with IVA; the estimated total adds them.
 */

export interface TramitePriceInput {
  price_type: PriceType;
  fixed_price: number | null;
  government_fee: number | null;
  price_from?: number | null;
}

export type TramitePriceSummary =
  | {
      kind: 'fijo';
      /** Our fee with IVA: what the automatic quotation charges. */
      honorarios: number;
      /** The fee before IVA and its IVA (the shared rule: 16 % of the fee, rounded to cents). */
      honorariosBase: number;
      iva: number;
      /** Null when the authority's fee is unknown (it varies by state). */
      derechos: number | null;
      /** Honorarios with IVA plus derechos when known. */
      total: number;
    }
  | { kind: 'desde'; from: number; derechos: number | null }
  | { kind: 'cotizacion'; derechos: number | null };

const toCents = (amount: number) => Math.round(amount * 100);

/**
 * Splits a fee that includes IVA into its base and IVA so that base + ivaOn(base) is the fee to the cent, as
 * a quotation's items must add up. Null when no base does (a fee no IVA-exclusive price can produce).
 */
export function splitIvaIncluded(withIva: number): { base: number; iva: number } | null {
  const totalCents = toCents(withIva);
  const guess = Math.round(totalCents / 1.16);
  for (const baseCents of [guess, guess - 1, guess + 1]) {
    const base = baseCents / 100;
    if (baseCents + toCents(ivaOn(base)) === totalCents) {
      return { base, iva: ivaOn(base) };
    }
  }
  return null;
}

export function tramitePriceSummary(tramite: TramitePriceInput): TramitePriceSummary {
  const derechos = tramite.government_fee ?? null;
  if (tramite.price_type === 'fijo' && tramite.fixed_price !== null) {
    const split = splitIvaIncluded(tramite.fixed_price);
    // A fee no base reaches exactly (about one in six cent values) still shows parts that add up.
    const base = split?.base ?? Math.round(toCents(tramite.fixed_price) / 1.16) / 100;
    return {
      kind: 'fijo',
      honorarios: tramite.fixed_price,
      honorariosBase: base,
      iva: split ? split.iva : (toCents(tramite.fixed_price) - toCents(base)) / 100,
      derechos,
      total: (toCents(tramite.fixed_price) + toCents(derechos ?? 0)) / 100,
    };
  }
  if (tramite.price_from !== null && tramite.price_from !== undefined) {
    return { kind: 'desde', from: tramite.price_from, derechos };
  }
  return { kind: 'cotizacion', derechos };
}

/** The catalogue's words for a price that is not fixed. */
export const PRICE_LABELS = {
  total: 'Total estimado',
  honorarios: 'Honorarios (IVA incluido)',
  derechos: 'Derechos (pago por cuenta de terceros, sin IVA)',
  desde: 'Desde',
  cotizacion: 'Cotización en 24 h hábiles',
} as const;
