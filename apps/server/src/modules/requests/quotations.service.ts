import {
  type CreateQuotationSchema,
  canRejectQuotation,
  checkQuotationItems,
  checkQuotationValidUntil,
  defaultQuotationValidUntil,
  formatMXN,
  IVA_PERCENT,
  mexicoCityDate,
  type Quotation,
  splitIvaIncluded,
} from '@tramites/shared';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/app-error.ts';
import { loadVisibleRequest } from '../../lib/request-access.ts';
import { notifyQuotationSent } from '../notifications/notification-rules.ts';
import { hasPaymentUnderWay } from '../payments/balance.service.ts';
import {
  findExpiredPendingQuotations,
  findQuotationById,
  insertQuotation,
  type QuotationRow,
  setQuotationStatus,
  supersedePendingQuotations,
} from './quotations.repository.ts';
import { recordEvent } from './request-audit.service.ts';
import { transitionRequest } from './request-transition.service.ts';
import { findRequestForUpdate, type RequestRow, updateRequest } from './requests.repository.ts';

export function isQuotationExpired(quotation: QuotationRow, today = mexicoCityDate()): boolean {
  return quotation.validUntil < today;
}

export function toQuotationDto(row: QuotationRow, today = mexicoCityDate()): Quotation {
  return {
    id: row.id,
    tramite_request_id: row.requestId,
    amount: Number(row.amount),
    description: row.description,
    valid_until: row.validUntil,
    items: row.items.map((item) => ({ concepto: item.concepto, tipo: item.tipo, monto: Number(item.monto) })),
    status: row.status as Quotation['status'],
    is_automatic: row.isAutomatic,
    is_expired: row.status === 'pendiente' && isQuotationExpired(row, today),
    created_at: row.createdAt.toISOString(),
    deposit_percent: row.depositPercent,
    derechos_included: row.items.some((item) => item.tipo === 'derechos'),
    client_derechos_amount: row.clientDerechosAmount === null ? null : Number(row.clientDerechosAmount),
    client_derechos_note: row.clientDerechosNote,
  };
}

/** Itemised quotations must add up, and IVA is that of our fee only (the shared rule). */
function checkItems(input: z.output<typeof CreateQuotationSchema>): void {
  const problem = checkQuotationItems(input);
  if (problem) {
    throw unprocessable(problem, 'items');
  }
}

/** Where the client pays derechos of a fixed-price procedure (the gestor confirms the details in the chat). */
const AUTOMATIC_DERECHOS_NOTE =
  'Los pagas directamente a la dependencia, en banco o en línea, con la línea de captura que te indicará tu gestor.';

/** Fixed-price procedures are quoted by the system at creation (DESIGN section 4); returns the quoted request. */
export async function createAutomaticQuotation(
  tx: DbOrTx,
  request: RequestRow,
  tramite: { fixedPrice: string; governmentFee: string | null },
): Promise<RequestRow> {
  const fixedPrice = tramite.fixedPrice;
  // The fee includes IVA: itemised as the invoice will show it. The derechos, when known, the client pays
  // to the authority directly: they are not part of what the platform charges.
  const { base, iva } = splitIvaIncluded(Number(fixedPrice));
  const derechos =
    tramite.governmentFee !== null && Number(tramite.governmentFee) > 0 ? tramite.governmentFee : null;
  const quotation = await insertQuotation(tx, {
    requestId: request.id,
    amount: fixedPrice,
    description: 'Precio fijo del trámite (honorarios de gestoría)',
    items: [
      { concepto: 'Honorarios de gestoría', tipo: 'honorarios', monto: base.toFixed(2) },
      { concepto: `IVA ${IVA_PERCENT}% sobre honorarios`, tipo: 'iva', monto: iva.toFixed(2) },
    ],
    validUntil: defaultQuotationValidUntil(mexicoCityDate()),
    isAutomatic: true,
    clientDerechosAmount: derechos,
    clientDerechosNote: derechos ? AUTOMATIC_DERECHOS_NOTE : '',
  });
  const quoted = await updateRequest(tx, request.id, { quotedPrice: fixedPrice, derechosIncluded: false });
  await recordEvent(tx, {
    request: quoted,
    performer: 'system',
    action: 'quotation_created',
    reason: `Cotización automática por ${formatMXN(fixedPrice)} MXN`,
    metadata: { quotation_id: quotation.id, amount: fixedPrice },
  });
  return quoted;
}

export async function createQuotation(
  db: Database,
  actor: Actor,
  input: z.output<typeof CreateQuotationSchema>,
): Promise<Quotation> {
  checkItems(input);
  const today = mexicoCityDate();
  const validUntil = input.valid_until ?? defaultQuotationValidUntil(today);
  const validityProblem = checkQuotationValidUntil(validUntil, today);
  if (validityProblem) {
    throw unprocessable(validityProblem, 'valid_until');
  }
  const row = await db.transaction(async (tx) => {
    await loadVisibleRequest(tx, actor, input.tramite_request_id);
    const request = (await findRequestForUpdate(tx, input.tramite_request_id))!;
    if (request.status !== 'cotizacion_solicitada' && request.status !== 'cotizacion_enviada') {
      throw conflict('Solo se puede cotizar una solicitud que espera cotización', 'invalid_transition');
    }
    await supersedePendingQuotations(tx, request.id);
    const quotation = await insertQuotation(tx, {
      requestId: request.id,
      amount: input.amount,
      description: input.description,
      items: input.items,
      validUntil,
      createdBy: actor.id,
      depositPercent: input.deposit_percent ?? null,
      clientDerechosAmount: input.client_derechos_amount ?? null,
      clientDerechosNote: input.client_derechos_amount ? input.client_derechos_note : '',
    });
    // Derechos among the items: the gestoría pays them and attaches their receipt (the client is not asked).
    const updated = await updateRequest(tx, request.id, {
      quotedPrice: input.amount,
      derechosIncluded: input.items.some((item) => item.tipo === 'derechos'),
    });
    await recordEvent(tx, {
      request: updated,
      performer: actor,
      action: 'quotation_created',
      reason: `Cotización por ${formatMXN(input.amount)} MXN, vigente hasta ${validUntil}`,
      metadata: { quotation_id: quotation.id, amount: input.amount },
      chatMessage:
        request.status === 'cotizacion_enviada'
          ? `Se envió una cotización actualizada por ${formatMXN(input.amount)} MXN.`
          : undefined,
    });
    await notifyQuotationSent(tx, request, {
      amount: input.amount,
      isUpdate: request.status === 'cotizacion_enviada',
    });
    if (request.status === 'cotizacion_solicitada') {
      await transitionRequest(tx, {
        request: updated,
        to: 'cotizacion_enviada',
        performer: actor,
        as: 'staff',
        reason: `Cotización enviada por ${formatMXN(input.amount)} MXN`,
        action: 'quotation_sent',
      });
    }
    return quotation;
  });
  return toQuotationDto(row, today);
}

/** Loads a quotation for its request's owner, locking the request. */
async function loadOwnQuotation(tx: DbOrTx, actor: Actor, quotationId: string) {
  const quotation = /^[0-9a-f-]{36}$/i.test(quotationId)
    ? await findQuotationById(tx, quotationId)
    : undefined;
  if (!quotation) {
    throw notFound('Cotización no encontrada');
  }
  const request = await loadVisibleRequest(tx, actor, quotation.requestId);
  if (request.clientId !== actor.id) {
    throw forbidden('Solo el cliente de la solicitud puede responder la cotización');
  }
  return { quotation, request: (await findRequestForUpdate(tx, request.id))! };
}

/** Moves a request whose quotation expired back to 'cotización solicitada'. */
async function expireQuotation(tx: DbOrTx, quotation: QuotationRow, request: RequestRow): Promise<void> {
  await setQuotationStatus(tx, quotation.id, 'vencida');
  await transitionRequest(tx, {
    request,
    to: 'cotizacion_solicitada',
    performer: 'system',
    as: 'system',
    reason: `La cotización venció el ${quotation.validUntil}`,
    action: 'quotation_expired',
  });
}

export async function acceptQuotation(db: Database, actor: Actor, quotationId: string): Promise<Quotation> {
  const outcome = await db.transaction(async (tx) => {
    const { quotation, request } = await loadOwnQuotation(tx, actor, quotationId);
    if (quotation.status !== 'pendiente' || request.status !== 'cotizacion_enviada') {
      throw conflict('Esta cotización ya no está pendiente');
    }
    if (isQuotationExpired(quotation)) {
      await expireQuotation(tx, quotation, request);
      return { expired: true as const };
    }
    await setQuotationStatus(tx, quotation.id, 'aceptada');
    await recordEvent(tx, {
      request,
      performer: actor,
      action: 'quotation_accepted',
      reason: `Cotización aceptada por ${formatMXN(quotation.amount)} MXN`,
      metadata: { quotation_id: quotation.id },
      chatMessage: 'El cliente aceptó la cotización.',
    });
    return { expired: false as const, quotation: (await findQuotationById(tx, quotation.id))! };
  });
  if (outcome.expired) {
    throw conflict(
      'La cotización ha vencido y ya no puede aceptarse. Tu gestor enviará una nueva.',
      'quotation_expired',
    );
  }
  return toQuotationDto(outcome.quotation);
}

export async function rejectQuotation(
  db: Database,
  actor: Actor,
  quotationId: string,
  reason: string,
): Promise<Quotation> {
  const row = await db.transaction(async (tx) => {
    const { quotation, request } = await loadOwnQuotation(tx, actor, quotationId);
    if (quotation.status === 'aceptada' && request.status === 'cotizacion_enviada') {
      throw conflict('Ya aceptaste esta cotización: solo queda pagarla');
    }
    if (!canRejectQuotation(quotation.status) || request.status !== 'cotizacion_enviada') {
      throw conflict('Esta cotización ya no puede rechazarse');
    }
    await setQuotationStatus(tx, quotation.id, 'rechazada');
    await transitionRequest(tx, {
      request,
      to: 'cotizacion_solicitada',
      performer: actor,
      as: 'cliente',
      reason: reason || 'El cliente rechazó la cotización',
      note: reason,
      action: 'quotation_rejected',
    });
    return (await findQuotationById(tx, quotation.id))!;
  });
  return toQuotationDto(row);
}

/** Expires every pending quotation past its validity; run at start-up and hourly. */
export async function expireOverdueQuotations(db: Database): Promise<number> {
  const overdue = await findExpiredPendingQuotations(db, mexicoCityDate());
  let expired = 0;
  for (const { quotation } of overdue) {
    await db.transaction(async (tx) => {
      const request = await findRequestForUpdate(tx, quotation.requestId);
      // A voucher or transfer under way keeps the quotation payable until it settles or lapses.
      if (request?.status === 'cotizacion_enviada' && !(await hasPaymentUnderWay(tx, quotation.id))) {
        await expireQuotation(tx, quotation, request);
        expired += 1;
      }
    });
  }
  return expired;
}
