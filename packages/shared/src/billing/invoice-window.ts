import { mexicoCityDate } from '../requests/business-days.ts';

/*
 * Until when a client may ask for the factura of a payment.
 *
 * A CFDI is due when the operation happens (CFF art. 29; RCFF art. 39: sent to the PAC within 24 hours).
 * A payment nobody asked a factura for goes, with the rest of the month's sales to the público en general,
 * into the month's factura global, which RMF rule 2.7.1.21 (and RCFF art. 39) lets the business stamp up to
 * 72 hours after the month closes. After that the sale is already invoiced once: a second CFDI to the client
 * would declare the same income twice. So the client may ask during the month of the payment and through the
 * first INVOICE_GRACE_DAYS days of the next one, in Mexico City's calendar (the SAT's). The SAT's 2022 list of
 * "prácticas indebidas" says a factura may not be refused for being asked late within the year; a gestoría
 * that wants that cancels the global invoice and issues it again, by hand, outside this rule.
 */
export const INVOICE_GRACE_DAYS = 3;

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The last Mexico City date (YYYY-MM-DD) on which a factura for a payment made at `paidAt` can be asked. */
export function invoiceDeadline(paidAt: Date | string): string {
  const [year, month] = mexicoCityDate(new Date(paidAt)).split('-').map(Number) as [number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return `${nextYear}-${pad2(nextMonth)}-${pad2(INVOICE_GRACE_DAYS)}`;
}

const monthYear = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  month: 'long',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** Why a payment's factura can no longer be asked for, or null while it can. */
export function checkInvoiceWindow(paidAt: Date | string, now: Date = new Date()): string | null {
  const deadline = invoiceDeadline(paidAt);
  if (mexicoCityDate(now) <= deadline) {
    return null;
  }
  const month = monthYear.format(new Date(paidAt));
  const last = longDate.format(new Date(`${deadline}T12:00:00Z`));
  return `El pago es de ${month}: su factura podía pedirse hasta el ${last}. Ese mes ya se cerró ante el SAT y el pago se incluyó en la factura global; escríbenos por el chat si necesitas aclararlo.`;
}
