import { IVA_PERCENT, ivaOn } from '@tramites/shared';

/** What the itemised quotation form adds up. */
export interface QuotationBreakdown {
  derechos: number;
  honorarios: number;
  /** IVA of honorarios only: government fees carry no IVA. */
  iva: number;
  total: number;
}

export interface QuotationItemPayload {
  concepto: string;
  tipo: 'derechos' | 'honorarios' | 'iva';
  monto: string;
}

export const QUOTATION_ITEM_LABELS = {
  derechos: 'Derechos gubernamentales',
  honorarios: 'Honorarios de gestoría',
  iva: `IVA (${IVA_PERCENT}% de honorarios)`,
} as const;

const toCents = (value: number) => Math.round(value * 100);

/** A money input's text as a number rounded to cents; empty, negative or unreadable text is 0. */
export function parseMoneyInput(value: string | number | null | undefined): number {
  const parsed =
    typeof value === 'number'
      ? value
      : Number(
          String(value ?? '')
            .trim()
            .replace(/,/g, ''),
        );
  if (!Number.isFinite(parsed) || parsed < 0) {
    return 0;
  }
  return toCents(parsed) / 100;
}

/** IVA is that of honorarios (`ivaOn`, rounded to cents as the server checks it); the total is the sum of the items. */
export function computeQuotationBreakdown(input: {
  derechos: string | number;
  honorarios: string | number;
}): QuotationBreakdown {
  const derechos = parseMoneyInput(input.derechos);
  const honorarios = parseMoneyInput(input.honorarios);
  const iva = ivaOn(honorarios);
  // Add in cents so that 0.1 + 0.2 is 0.30.
  const total = (toCents(derechos) + toCents(honorarios) + toCents(iva)) / 100;
  return { derechos, honorarios, iva, total };
}

/** The items sent with POST /api/quotations: one per non-zero concept, amounts with two decimals. */
export function toQuotationItems(breakdown: QuotationBreakdown): QuotationItemPayload[] {
  const rows: [QuotationItemPayload['tipo'], number][] = [
    ['derechos', breakdown.derechos],
    ['honorarios', breakdown.honorarios],
    ['iva', breakdown.iva],
  ];
  return rows
    .filter(([, amount]) => amount > 0)
    .map(([tipo, amount]) => ({ concepto: QUOTATION_ITEM_LABELS[tipo], tipo, monto: amount.toFixed(2) }));
}
