import {
  INSTALMENT_LABELS,
  type InstalmentKind,
  LEDGER_INVOICE_LABELS,
  LEDGER_STATUS_LABELS,
  type LedgerEntry,
  type LedgerFilters,
  type LedgerPage,
  type LedgerQuery,
  ledgerStatusOf,
  mexicoCityDate,
  paymentMethodLabel,
  REFUND_STATUS_LABELS,
  type RefundStatus,
  type Revenue,
  type RevenueQuery,
  roundMoney,
  toCentavos,
} from '@tramites/shared';
import type { Database } from '../../../db/client.ts';
import { toPaymentDto } from '../payments.service.ts';
import {
  type LedgerRow,
  ledgerTotals,
  listLedgerBatch,
  listLedgerPage,
  revenueByMonth,
} from './ledger.repository.ts';

const fromCentavos = (centavos: number) => centavos / 100;

export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  const payment = toPaymentDto(row);
  return {
    ...payment,
    status: ledgerStatusOf(payment),
    folio: row.folio,
    tramite_name: row.tramiteName,
    request_status: row.requestStatus,
    client: row.client,
    gestor: row.gestorId ? { id: row.gestorId, name: row.gestorName ?? '' } : null,
    refunds: row.refunds.map((refund) => ({
      ...refund,
      amount: Number(refund.amount),
      status: refund.status as RefundStatus,
    })),
  };
}

/** GET /api/admin/payments: a page of the ledger, the count and the money of everything the filters match. */
export async function listLedger(db: Database, query: LedgerQuery): Promise<LedgerPage> {
  const { limit, offset, ...filters } = query;
  const [rows, totals] = await Promise.all([
    listLedgerPage(db, filters, { limit, offset }),
    ledgerTotals(db, filters),
  ]);
  const collected = toCentavos(totals.collected);
  const refunded = toCentavos(totals.refunded);
  return {
    entries: rows.map(toLedgerEntry),
    total: totals.count,
    totals: {
      count: totals.count,
      collected: fromCentavos(collected),
      refunded: fromCentavos(refunded),
      net: fromCentavos(collected - refunded),
    },
  };
}

/* ---------- CSV ---------- */

/**
 * The export's shape: one row per movement of money. A payment is a row ("Pago", positive amount) and each
 * of its refunds is a row of its own right after it ("Reembolso", negative amount, its own date and
 * reason): summing "Monto" gives what was kept, and a refund made weeks later is matched against the bank
 * statement by its own date. A failed refund moved no money and has no row. The factura is a document about a payment, not money: it is columns of the
 * payment's row.
 */
export const LEDGER_CSV_HEADERS = [
  'Tipo',
  'Fecha (Ciudad de México)',
  'Folio',
  'Trámite',
  'Cliente',
  'Correo del cliente',
  'Gestor',
  'Concepto',
  'Método',
  'Proveedor',
  'Referencia',
  'Monto',
  'Moneda',
  'Estado',
  'Motivo',
  'Factura',
  'Folio fiscal (UUID)',
  'ID del pago',
  'ID del reembolso',
] as const;

/** Excel opens a UTF-8 file as UTF-8 (accents intact) only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

const mexicoCityDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-02-28 21:00": sortable, and read by Excel as a date. */
export const formatCsvDate = (iso: string) => mexicoCityDateTime.format(new Date(iso));

/**
 * One CSV field. Text that a spreadsheet would run as a formula (=, +, -, @ first: a client's name is
 * theirs to choose) is prefixed with an apostrophe; amounts are written by us and stay numbers.
 */
function csvField(value: string | number, isNumber = false): string {
  let text = typeof value === 'number' ? value.toFixed(2) : value;
  if (!isNumber && /^[=+\-@\t\r]/.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: (string | number | { amount: number })[]) =>
  `${fields
    .map((field) => (typeof field === 'object' ? csvField(field.amount, true) : csvField(field)))
    .join(',')}\r\n`;

/** The CSV lines of one ledger entry: the payment, then its refunds. */
export function ledgerCsvLines(entry: LedgerEntry): string {
  const common = {
    folio: entry.folio,
    tramite: entry.tramite_name,
    client: entry.client.name,
    email: entry.client.email,
    gestor: entry.gestor?.name ?? '',
    concept: INSTALMENT_LABELS[entry.kind as InstalmentKind] ?? entry.kind,
    method: paymentMethodLabel(entry.method),
  };
  let lines = csvLine([
    'Pago',
    formatCsvDate(entry.created_at),
    common.folio,
    common.tramite,
    common.client,
    common.email,
    common.gestor,
    common.concept,
    common.method,
    entry.provider,
    entry.reference,
    { amount: entry.amount },
    entry.currency,
    LEDGER_STATUS_LABELS[entry.status],
    entry.review_reason ?? '',
    entry.invoice ? (LEDGER_INVOICE_LABELS[entry.invoice.status] ?? entry.invoice.status) : '',
    entry.invoice?.sat_uuid ?? '',
    entry.id,
    '',
  ]);
  // A failed refund gave nothing back: it is not a movement (it stays in the ledger's view of the payment).
  for (const refund of entry.refunds.filter((candidate) => candidate.status !== 'fallido')) {
    lines += csvLine([
      'Reembolso',
      formatCsvDate(refund.created_at),
      common.folio,
      common.tramite,
      common.client,
      common.email,
      common.gestor,
      common.concept,
      common.method,
      refund.provider,
      refund.provider_ref ?? '',
      { amount: -refund.amount },
      entry.currency,
      REFUND_STATUS_LABELS[refund.status],
      refund.reason,
      '',
      '',
      entry.id,
      refund.id,
    ]);
  }
  return lines;
}

const EXPORT_BATCH = 500;

/**
 * GET /api/admin/payments/export.csv: the whole filtered ledger, newest first, read in batches (keyset, so
 * a large export holds neither every row in memory nor an offset scan) and sent as it is read.
 */
export async function* exportLedgerCsv(db: Database, filters: LedgerFilters): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine([...LEDGER_CSV_HEADERS]);
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const rows = await listLedgerBatch(db, filters, after, EXPORT_BATCH);
    if (rows.length > 0) {
      yield rows.map((row) => ledgerCsvLines(toLedgerEntry(row))).join('');
    }
    if (rows.length < EXPORT_BATCH) {
      return;
    }
    const last = rows[rows.length - 1]!;
    after = { cursor: last.cursor, id: last.payment.id };
  }
}

/** The export's file name: the range it covers, or today's date. */
export function ledgerCsvFilename(filters: LedgerFilters): string {
  if (filters.from || filters.to) {
    return `pagos_${filters.from ?? 'inicio'}_a_${filters.to ?? mexicoCityDate()}.csv`;
  }
  return `pagos_${mexicoCityDate()}.csv`;
}

/* ---------- Revenue ---------- */

/** The `count` months ending with `last` (YYYY-MM), oldest first, and the month after `last`. */
export function monthsEndingWith(last: string, count: number): { months: string[]; afterLast: string } {
  const [year, month] = last.split('-').map(Number) as [number, number];
  const at = (offset: number) => {
    const date = new Date(Date.UTC(year, month - 1 + offset, 1));
    return date.toISOString().slice(0, 7);
  };
  const months = Array.from({ length: count }, (_, index) => at(index - count + 1));
  return { months, afterLast: at(1) };
}

/** GET /api/admin/payments/revenue: per Mexico City month, what came in, what went back, and the net. */
export async function getRevenue(db: Database, query: RevenueQuery, now = new Date()): Promise<Revenue> {
  const last = query.until ?? mexicoCityDate(now).slice(0, 7);
  const { months, afterLast } = monthsEndingWith(last, query.months);
  const { collected, refunded } = await revenueByMonth(db, months[0]!, afterLast);
  const collectedBy = new Map(collected.map((row) => [row.month, row]));
  const refundedBy = new Map(refunded.map((row) => [row.month, toCentavos(row.amount)]));
  return {
    months: months.map((month) => {
      const money = toCentavos(collectedBy.get(month)?.amount ?? 0);
      const back = refundedBy.get(month) ?? 0;
      return {
        month,
        collected: fromCentavos(money),
        refunded: fromCentavos(back),
        net: roundMoney(fromCentavos(money - back)),
        count: collectedBy.get(month)?.count ?? 0,
      };
    }),
  };
}
