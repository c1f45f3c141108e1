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
 * Splits a fee that includes IVA into its base and IVA, adding up to the fee to the cent: the base whose
 * exact IVA (the shared rule) adds up when there is one, otherwise the nearest base with the IVA the SAT's
 * rounding limits accept (`isIvaOf`): about one fee in six, such as $500.00 = 431.03 + 68.97.
 */
export function splitIvaIncluded(withIva: number): { base: number; iva: number } {
  const totalCents = toCents(withIva);
  const guess = Math.round(totalCents / 1.16);
  for (const baseCents of [guess, guess - 1, guess + 1]) {
    const base = baseCents / 100;
    if (baseCents + toCents(ivaOn(base)) === totalCents) {
      return { base, iva: ivaOn(base) };
    }
  }
  return { base: guess / 100, iva: (totalCents - guess) / 100 };
}

export function tramitePriceSummary(tramite: TramitePriceInput): TramitePriceSummary {
  const derechos = tramite.government_fee ?? null;
  if (tramite.price_type === 'fijo' && tramite.fixed_price !== null) {
    const split = splitIvaIncluded(tramite.fixed_price);
    return {
      kind: 'fijo',
      honorarios: tramite.fixed_price,
      honorariosBase: split.base,
      iva: split.iva,
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
