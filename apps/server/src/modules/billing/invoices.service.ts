import {
  CANCELLATION_MOTIVE_LABELS,
  type CancelInvoiceSchema,
  CFDI_KEYS,
  cfdiPaymentForm,
  checkInvoiceWindow,
  formatMXN,
  type Invoice,
  IVA_RATE,
  missingTaxProfileFields,
  paymentConcepts,
  roundMoney,
} from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { checkVisibleRequest, isRequestId } from '../../lib/request-access.ts';
import { notifyInvoiceIssued } from '../notifications/notification-rules.ts';
import { recordEvent } from '../requests/request-audit.service.ts';
import {
  findInvoiceById,
  findInvoiceWithRequest,
  findLiveInvoice,
  findPaymentForBilling,
  findTaxProfile,
  type InvoiceRow,
  insertInvoice,
  type PaymentForBilling,
  updateInvoice,
} from './billing.repository.ts';
import { type InvoiceIssuer, isFacturapiRefusal } from './facturapi-issuer.ts';
import { PAYMENT_NOT_FOUND } from './receipts.service.ts';

export interface InvoicingContext {
  db: Database;
  /** Facturapi when FACTURAPI_KEY is set; null: facturas are recorded for staff to issue outside. */
  issuer: InvoiceIssuer | null;
  log: FastifyBaseLogger;
}

const INVOICE_NOT_FOUND = 'La factura no existe';
const PROVIDER_UNAVAILABLE =
  'No pudimos comunicarnos con el servicio de facturación. Inténtalo de nuevo en unos minutos.';

export function toInvoiceDto(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    payment_id: row.paymentId,
    tramite_request_id: row.requestId,
    status: row.status as Invoice['status'],
    provider: row.provider as Invoice['provider'],
    sat_uuid: row.satUuid,
    series: row.series,
    folio_number: row.folioNumber,
    total: Number(row.total),
    receiver: row.receiver as Invoice['receiver'],
    error: row.error,
    cancellation_motive: row.cancellationMotive,
    created_at: row.createdAt.toISOString(),
    issued_at: row.issuedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

const unavailable = () => new AppError(502, PROVIDER_UNAVAILABLE, 'invoice_provider_unavailable');

/** Facturapi's own message (Spanish, naming the SAT rule) when it refuses; unreachable otherwise. */
function providerFailure(error: unknown, what: string): AppError {
  if (isFacturapiRefusal(error)) {
    return conflict(`${what}: ${error.message.replace(/\.?\s*$/, '')}.`);
  }
  return unavailable();
}

/**
 * A Facturapi invoice left "solicitada" this long was interrupted between our two transactions (a crash, a
 * timeout): asking again retries it, and its idempotency key keeps Facturapi from stamping it twice.
 */
const STALE_ISSUE_MS = 2 * 60_000;

/** Whether the payment's live invoice may be asked for again (it failed, or its issue was interrupted). */
const isRetryable = (live: InvoiceRow, now: Date) =>
  live.status === 'error' ||
  (live.status === 'solicitada' &&
    live.provider === 'facturapi' &&
    now.getTime() - live.createdAt.getTime() > STALE_ISSUE_MS);

/** The 409s of a payment that cannot be invoiced now, in the order the client can act on them. */
function checkInvoiceable(row: PaymentForBilling, live: InvoiceRow | undefined, now: Date): void {
  if (live && !isRetryable(live, now)) {
    throw conflict(
      live.status === 'emitida'
        ? 'Este pago ya tiene factura emitida: descárgala desde la solicitud'
        : live.provider === 'facturapi'
          ? 'La factura de este pago se está emitiendo: en un momento podrás descargarla'
          : 'Ya pediste la factura de este pago: el equipo la emitirá y te la enviará por correo',
    );
  }
  if (row.payment.reviewReason) {
    throw conflict(`Este pago está en revisión y no puede facturarse: ${row.payment.reviewReason}`);
  }
  if (Number(row.refunded) >= Number(row.payment.amount)) {
    throw conflict('Este pago se reembolsó por completo: no hay nada que facturar');
  }
  const closed = checkInvoiceWindow(row.payment.createdAt, now);
  if (closed) {
    throw conflict(closed);
  }
}

/** The body of a CFDI 4.0 de ingreso for one payment, as Facturapi's invoices.create takes it. */
export function facturapiInvoiceBody(row: PaymentForBilling, invoice: InvoiceRow): Record<string, unknown> {
  const receiver = invoice.receiver as Invoice['receiver'];
  const concepts = paymentConcepts(
    { amount: row.quotation.amount, items: row.quotation.items },
    invoice.total,
  );
  const about = `${row.request.tramiteName} (solicitud ${row.request.folio})`;
  const items: Record<string, unknown>[] = [
    {
      quantity: 1,
      product: {
        description: `Honorarios de gestoría: ${about}`,
        product_key: CFDI_KEYS.honorarios.productKey,
        unit_key: CFDI_KEYS.honorarios.unitKey,
        unit_name: CFDI_KEYS.honorarios.unitName,
        // The base from the shared IVA rule, so base + IVA is the fee to the cent; a fee no base reaches
        // exactly goes with its IVA included and Facturapi breaks it out.
        price: concepts.honorarios.exact ? concepts.honorarios.base : concepts.honorarios.withIva,
        tax_included: !concepts.honorarios.exact,
        taxability: '02',
        taxes: [{ type: 'IVA', rate: IVA_RATE }],
      },
    },
  ];
  if (concepts.derechos > 0) {
    // Derechos paid to the authority on the client's behalf: not the gestoría's income, no IVA
    // (ObjetoImp 01). The ACuentaTerceros node is not used: it needs the authority's RFC and régimen.
    items.push({
      quantity: 1,
      product: {
        description: `Derechos de ${about}, pagados por cuenta del cliente`,
        product_key: CFDI_KEYS.derechos.productKey,
        unit_key: CFDI_KEYS.derechos.unitKey,
        unit_name: CFDI_KEYS.derechos.unitName,
        price: concepts.derechos,
        tax_included: false,
        taxability: '01',
        taxes: [],
      },
    });
  }
  return {
    customer: {
      legal_name: receiver.razon_social,
      tax_id: receiver.rfc,
      tax_system: receiver.regimen_fiscal,
      address: { zip: receiver.codigo_postal },
    },
    use: receiver.uso_cfdi,
    payment_form: cfdiPaymentForm(row.payment.method),
    // Paid when invoiced: pago en una sola exhibición.
    payment_method: 'PUE',
    currency: 'MXN',
    items,
    external_id: row.payment.id,
    // A retry of the same invoice row never stamps a second CFDI.
    idempotency_key: invoice.id,
  };
}

/**
 * POST /api/payments/{id}/invoice: the request's client asks for the factura of a paid payment. With
 * Facturapi it is stamped at once (outside the transaction: the SAT may take seconds) and e-mailed; without
 * it, it is recorded as "solicitada" for staff to issue outside.
 */
export async function requestInvoice(
  ctx: InvoicingContext,
  actor: Actor,
  paymentId: string,
): Promise<Invoice> {
  const { db, issuer } = ctx;
  const requested = await db.transaction(async (tx) => {
    const row = isRequestId(paymentId) ? await findPaymentForBilling(tx, paymentId, true) : undefined;
    if (!row) {
      throw notFound(PAYMENT_NOT_FOUND);
    }
    checkVisibleRequest(actor, row.request);
    if (actor.id !== row.request.clientId) {
      throw forbidden('Solo el cliente de la solicitud puede pedir la factura de un pago');
    }
    const live = await findLiveInvoice(tx, row.payment.id);
    checkInvoiceable(row, live, new Date());
    const profile = await findTaxProfile(tx, actor.id);
    const profileValues = profile && {
      rfc: profile.rfc,
      razon_social: profile.razonSocial,
      regimen_fiscal: profile.regimenFiscal,
      uso_cfdi: profile.usoCfdi,
      codigo_postal: profile.codigoPostal,
    };
    const missing = missingTaxProfileFields(profileValues ?? null);
    if (missing.length > 0 || !profileValues) {
      throw conflict(
        `Completa tus datos de facturación en Mi cuenta antes de pedir la factura: falta o no es válido ${missing.join(', ')}`,
      );
    }
    const values = {
      status: 'solicitada',
      provider: issuer ? 'facturapi' : 'externa',
      total: roundMoney(Number(row.payment.amount) - Number(row.refunded)).toFixed(2),
      receiver: profileValues,
      error: null,
      requestedBy: actor.id,
    };
    const invoice = live
      ? await updateInvoice(tx, live.id, values)
      : await insertInvoice(tx, { ...values, paymentId: row.payment.id, requestId: row.request.id });
    await recordEvent(tx, {
      request: row.request,
      performer: actor,
      action: 'invoice_requested',
      // Staff who issue it outside read the receiver here, in the request's timeline.
      reason: `Factura de ${formatMXN(invoice.total)} MXN a ${profileValues.razon_social}, RFC ${profileValues.rfc}, régimen ${profileValues.regimen_fiscal}, uso ${profileValues.uso_cfdi}, CP ${profileValues.codigo_postal}`,
      metadata: { invoice_id: invoice.id, payment_id: row.payment.id },
      chatMessage: issuer
        ? undefined
        : `${actor.name} pidió la factura del pago de ${formatMXN(invoice.total)} MXN. El equipo la emitirá y la enviará por correo.`,
    });
    return { row, invoice };
  });
  if (!issuer) {
    return toInvoiceDto(requested.invoice);
  }
  return issueThroughFacturapi(ctx, issuer, actor, requested.row, requested.invoice);
}

async function issueThroughFacturapi(
  ctx: InvoicingContext,
  issuer: InvoiceIssuer,
  actor: Actor,
  row: PaymentForBilling,
  invoice: InvoiceRow,
): Promise<Invoice> {
  let issued: Awaited<ReturnType<InvoiceIssuer['create']>>;
  try {
    issued = await issuer.create(facturapiInvoiceBody(row, invoice));
  } catch (error) {
    const failure = providerFailure(error, 'El SAT no aceptó la factura');
    ctx.log.warn({ err: error, invoiceId: invoice.id }, 'facturapi did not issue an invoice');
    await updateInvoice(ctx.db, invoice.id, { status: 'error', error: failure.detail });
    throw failure;
  }
  const saved = await ctx.db.transaction(async (tx) => {
    const updated = await updateInvoice(tx, invoice.id, {
      status: 'emitida',
      providerRef: issued.id,
      satUuid: issued.uuid,
      series: issued.series,
      folioNumber: issued.folio_number,
      error: null,
      issuedAt: new Date(),
    });
    await recordEvent(tx, {
      request: row.request,
      performer: actor,
      action: 'invoice_issued',
      reason: `CFDI ${issued.uuid} por ${formatMXN(updated.total)} MXN`,
      metadata: { invoice_id: invoice.id, payment_id: row.payment.id, sat_uuid: issued.uuid },
    });
    await notifyInvoiceIssued(tx, row.request, updated);
    return updated;
  });
  return toInvoiceDto(saved);
}

async function loadVisibleInvoice(db: DbOrTx, actor: Actor, invoiceId: string) {
  const row = isRequestId(invoiceId) ? await findInvoiceWithRequest(db, invoiceId) : undefined;
  if (!row) {
    throw notFound(INVOICE_NOT_FOUND);
  }
  checkVisibleRequest(actor, row.request);
  return row;
}

export type InvoiceFileKind = 'xml' | 'pdf';

/** GET /api/invoices/{id}/xml|pdf: the stamped files, through Facturapi, for whoever sees the request. */
export async function downloadInvoiceFile(
  ctx: InvoicingContext,
  actor: Actor,
  invoiceId: string,
  kind: InvoiceFileKind,
): Promise<{ filename: string; contentType: string; content: Buffer }> {
  const { invoice, request } = await loadVisibleInvoice(ctx.db, actor, invoiceId);
  if (invoice.provider === 'externa') {
    throw notFound('Esta factura la emite el equipo fuera de la plataforma: la recibirás por correo');
  }
  if (!invoice.providerRef || !['emitida', 'cancelada'].includes(invoice.status)) {
    throw notFound('La factura todavía no se ha emitido');
  }
  if (!ctx.issuer) {
    throw notFound('Las facturas no pueden descargarse en este momento: pídela al equipo por el chat');
  }
  let content: Buffer;
  try {
    content =
      kind === 'xml'
        ? await ctx.issuer.downloadXml(invoice.providerRef)
        : await ctx.issuer.downloadPdf(invoice.providerRef);
  } catch (error) {
    ctx.log.warn({ err: error, invoiceId }, 'facturapi download failed');
    throw providerFailure(error, 'No se pudo descargar la factura');
  }
  return {
    filename: `${invoiceFileStem(invoice, request.folio)}.${kind}`,
    contentType: kind === 'xml' ? 'application/xml' : 'application/pdf',
    content,
  };
}

const invoiceFileStem = (invoice: InvoiceRow, folio: string) =>
  `factura-${folio}${invoice.series || invoice.folioNumber ? `-${invoice.series ?? ''}${invoice.folioNumber ?? ''}` : ''}`;

/** The XML and PDF attached to the "Tu factura está lista" e-mail (built when the outbox sends it). */
export async function invoiceAttachments(ctx: Pick<InvoicingContext, 'db' | 'issuer'>, invoiceId: string) {
  const invoice = await findInvoiceById(ctx.db, invoiceId);
  if (!invoice?.providerRef || !ctx.issuer) {
    throw new Error(`invoice ${invoiceId} of an e-mail has no stamped files to attach`);
  }
  const row = await findInvoiceWithRequest(ctx.db, invoiceId);
  const stem = invoiceFileStem(invoice, row!.request.folio);
  const [xml, pdf] = await Promise.all([
    ctx.issuer.downloadXml(invoice.providerRef),
    ctx.issuer.downloadPdf(invoice.providerRef),
  ]);
  return [
    { filename: `${stem}.xml`, content: xml, contentType: 'application/xml' },
    { filename: `${stem}.pdf`, content: pdf, contentType: 'application/pdf' },
  ];
}

/**
 * POST /api/invoices/{id}/cancel (staff: the request's gestor or an admin) with one of the SAT's motives.
 * A stamped CFDI is cancelled through Facturapi; the SAT may wait for the receiver to accept (then it stays
 * "emitida" with the motive noted). A factura never stamped (solicitada, error) is simply closed.
 */
export async function cancelInvoice(
  ctx: InvoicingContext,
  actor: Actor,
  invoiceId: string,
  input: z.output<typeof CancelInvoiceSchema>,
): Promise<Invoice> {
  const { invoice, request } = await loadVisibleInvoice(ctx.db, actor, invoiceId);
  if (invoice.status === 'cancelada') {
    throw conflict('La factura ya está cancelada');
  }
  const stamped = invoice.status === 'emitida' && invoice.provider === 'facturapi' && invoice.providerRef;
  let cancelledNow = true;
  let note: string | null = null;
  if (stamped) {
    if (!ctx.issuer) {
      throw conflict(
        'Sin FACTURAPI_KEY no se puede cancelar una factura timbrada desde aquí: cancélala en Facturapi',
      );
    }
    try {
      const result = await ctx.issuer.cancel(invoice.providerRef!, {
        motive: input.motive,
        substitution: input.substitution,
      });
      cancelledNow = result.status === 'canceled';
      if (!cancelledNow) {
        note = 'Cancelación en proceso: el SAT espera que el receptor la acepte';
      }
    } catch (error) {
      ctx.log.warn({ err: error, invoiceId }, 'facturapi did not cancel an invoice');
      throw providerFailure(error, 'El SAT no aceptó la cancelación');
    }
  }
  const saved = await ctx.db.transaction(async (tx) => {
    const updated = await updateInvoice(tx, invoice.id, {
      status: cancelledNow ? 'cancelada' : invoice.status,
      cancellationMotive: input.motive,
      cancelledAt: cancelledNow ? new Date() : null,
      error: note,
    });
    await recordEvent(tx, {
      request,
      performer: actor,
      action: 'invoice_cancelled',
      reason: `Motivo ${input.motive}: ${CANCELLATION_MOTIVE_LABELS[input.motive]}${input.substitution ? ` (sustituye ${input.substitution})` : ''}${note ? `. ${note}` : ''}`,
      metadata: { invoice_id: invoice.id, motive: input.motive, sat_uuid: invoice.satUuid },
    });
    return updated;
  });
  return toInvoiceDto(saved);
}
