import {
  formatMXN,
  type NotificationType,
  REMINDER_NOTIFICATION_KINDS,
  type ReminderKind,
  type RequestStatus,
  STATUS_LABELS,
} from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Performer } from '../../lib/actor.ts';
import { isUserConnected } from '../live/live-events.service.ts';
import { listActiveAdmins } from '../users/users.service.ts';
import { hasUnreadNotification } from './notifications.repository.ts';
import { createNotification } from './notifications.service.ts';

/**
 * Who hears of what (issue 13), one function per rule, each called by the use case that causes it, in
 * its transaction. The client: a quotation, a rejected document (with the reason), all documents
 * approved, a status change, a message while away. The gestor: an assignment, an upload, a message.
 * The admins: a gestor waiting for approval.
 */

/** The rule behind a notification: the email's subject, and the key of message coalescing. */
export const NOTIFICATION_KINDS = [
  'quotation_sent',
  'document_rejected',
  'documents_approved',
  'status_changed',
  'message',
  'assignment',
  'document_uploaded',
  'gestor_pending',
  'payment_received',
  'invoice_issued',
  'documents_purge_warning',
  'arco_request',
  'arco_resolved',
  'reminder_documentos',
  'reminder_cotizacion',
  'reminder_oxxo',
  'sla_alert',
  'satisfaction_request',
  'satisfaction_low',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification says about a request: its folio and procedure, and who is involved. */
export interface NotifiedRequest {
  id: string;
  folio: string;
  tramiteName: string;
  clientId: string;
  assignedGestorId: string | null;
}

const about = (request: NotifiedRequest) => `${request.folio} (${request.tramiteName})`;

const notify = (
  tx: DbOrTx,
  request: NotifiedRequest | null,
  params: {
    userId: string;
    type: NotificationType;
    kind: NotificationKind;
    message: string;
    email?: boolean;
    subjectId?: string;
  },
) => createNotification(tx, { ...params, requestId: request?.id ?? null });

/** Staff sent a quotation (or a new one replaced it). */
export async function notifyQuotationSent(
  tx: DbOrTx,
  request: NotifiedRequest,
  quotation: { amount: string | number; isUpdate: boolean },
): Promise<void> {
  const amount = `${formatMXN(quotation.amount)} MXN`;
  await notify(tx, request, {
    userId: request.clientId,
    type: 'info',
    kind: 'quotation_sent',
    message: quotation.isUpdate
      ? `Se actualizó la cotización de tu solicitud ${about(request)}: ${amount}.`
      : `Recibiste una cotización de ${amount} para tu solicitud ${about(request)}.`,
  });
}

export async function notifyDocumentRejected(
  tx: DbOrTx,
  request: NotifiedRequest,
  document: { requiredName: string; reason: string },
): Promise<void> {
  await notify(tx, request, {
    userId: request.clientId,
    type: 'error',
    kind: 'document_rejected',
    message: `Se rechazó «${document.requiredName}» de tu solicitud ${about(request)}. Motivo: ${document.reason.replace(/[.\s]+$/, '')}. Sube una nueva versión.`,
  });
}

export async function notifyDocumentsApproved(tx: DbOrTx, request: NotifiedRequest): Promise<void> {
  await notify(tx, request, {
    userId: request.clientId,
    type: 'success',
    kind: 'documents_approved',
    message: `Se aprobaron todos los documentos de tu solicitud ${about(request)}.`,
  });
}

/**
 * Moves announced by a notification of their own: a quotation (cotización enviada) and a rejected
 * document (documentos rechazados). The rest are announced here.
 */
const ANNOUNCED_ELSEWHERE: ReadonlySet<RequestStatus> = new Set([
  'cotizacion_enviada',
  'documentos_rechazados',
]);

const STATUS_TYPES: Partial<Record<RequestStatus, NotificationType>> = {
  listo_para_entrega: 'success',
  completado: 'success',
  cancelado: 'warning',
  documentos_rechazados: 'error',
};

/**
 * The client hears where their request now stands, once per change (after the automatic follow-ups,
 * not at each step), unless the client caused it themselves (an upload, a payment, a cancellation).
 */
export async function notifyStatusChanged(
  tx: DbOrTx,
  request: NotifiedRequest,
  change: { to: RequestStatus; cause: Performer },
): Promise<void> {
  if (ANNOUNCED_ELSEWHERE.has(change.to)) {
    return;
  }
  if (change.cause !== 'system' && change.cause.id === request.clientId) {
    return;
  }
  await notify(tx, request, {
    userId: request.clientId,
    type: STATUS_TYPES[change.to] ?? 'info',
    kind: 'status_changed',
    message: `Tu solicitud ${about(request)} pasó a «${STATUS_LABELS[change.to]}».`,
  });
}

const snippet = (text: string) => (text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text);

/**
 * A chat message written by a person (the server's own system messages come with their own
 * notifications). The gestor hears of every message not theirs; the client only while away (no event
 * stream open anywhere: the message did not reach them live). Either gets one notification per request
 * until they read it, not one per message; the email goes out only to someone away.
 */
export async function notifyNewMessage(
  tx: DbOrTx,
  request: NotifiedRequest,
  message: { senderId: string; senderName: string; text: string },
): Promise<void> {
  const recipients = [request.clientId, request.assignedGestorId].filter(
    (userId): userId is string => userId !== null && userId !== message.senderId,
  );
  for (const userId of recipients) {
    const isConnected = await isUserConnected(tx, userId);
    if (userId === request.clientId && isConnected) {
      continue;
    }
    if (await hasUnreadNotification(tx, { userId, requestId: request.id, kind: 'message' })) {
      continue;
    }
    await notify(tx, request, {
      userId,
      type: 'info',
      kind: 'message',
      message: `Nuevo mensaje de ${message.senderName} en ${about(request)}: «${snippet(message.text)}»`,
      email: !isConnected,
    });
  }
}

/** A request was given to a gestor (automatically at creation, or by an admin). */
export async function notifyAssignment(
  tx: DbOrTx,
  request: NotifiedRequest,
  gestorId: string,
): Promise<void> {
  await notify(tx, request, {
    userId: gestorId,
    type: 'info',
    kind: 'assignment',
    message: `Se te asignó la solicitud ${about(request)}.`,
  });
}

/** Someone other than the gestor uploaded a document to review. */
export async function notifyDocumentUploaded(
  tx: DbOrTx,
  request: NotifiedRequest,
  upload: { uploaderId: string; uploaderName: string; requiredName: string; version: number },
): Promise<void> {
  if (!request.assignedGestorId || request.assignedGestorId === upload.uploaderId) {
    return;
  }
  await notify(tx, request, {
    userId: request.assignedGestorId,
    type: 'info',
    kind: 'document_uploaded',
    message:
      upload.version > 1
        ? `${upload.uploaderName} subió una nueva versión de «${upload.requiredName}» (versión ${upload.version}) en ${about(request)}.`
        : `${upload.uploaderName} subió «${upload.requiredName}» en ${about(request)}.`,
  });
}

/** A self-registered gestor waits for an admin's approval (DESIGN 9.5): every active admin hears of it. */
export async function notifyPendingGestor(
  tx: DbOrTx,
  gestor: { name: string; email: string },
): Promise<void> {
  for (const admin of await listActiveAdmins(tx)) {
    await notify(tx, null, {
      userId: admin.id,
      type: 'warning',
      kind: 'gestor_pending',
      message: `${gestor.name} (${gestor.email}) se registró como gestor y espera tu aprobación.`,
    });
  }
}

/**
 * Money for the client's request entered the ledger (not flagged): the client hears of it, and the email
 * carries the receipt, built when it is sent (the billing module attaches it to this kind).
 */
export async function notifyPaymentReceived(
  tx: DbOrTx,
  request: NotifiedRequest,
  payment: { id: string; amount: string | number },
): Promise<void> {
  await notify(tx, request, {
    userId: request.clientId,
    type: 'success',
    kind: 'payment_received',
    message: `Recibimos tu pago de ${formatMXN(payment.amount)} MXN para tu solicitud ${about(request)}. Te enviamos el recibo por correo; también puedes descargarlo desde la solicitud.`,
    subjectId: payment.id,
  });
}

/** A factura was stamped: the email carries its XML and PDF (attached by the billing module). */
export async function notifyInvoiceIssued(
  tx: DbOrTx,
  request: NotifiedRequest,
  invoice: { id: string; satUuid: string | null; total: string | number },
): Promise<void> {
  await notify(tx, request, {
    userId: request.clientId,
    type: 'success',
    kind: 'invoice_issued',
    message: `Tu factura de ${formatMXN(invoice.total)} MXN de la solicitud ${about(request)} está lista${invoice.satUuid ? ` (folio fiscal ${invoice.satUuid})` : ''}. Te enviamos el XML y el PDF por correo.`,
    subjectId: invoice.id,
  });
}

/**
 * The retention purge will remove the files of a closed request's documents (issue 25): the client hears
 * of it once, days before, with the date and where to download them first (the email links the request).
 */
export async function notifyDocumentsPurgeWarning(
  tx: DbOrTx,
  request: NotifiedRequest,
  purge: { date: string; retentionDays: number },
): Promise<void> {
  await notify(tx, request, {
    userId: request.clientId,
    type: 'warning',
    kind: 'documents_purge_warning',
    message: `Los archivos de los documentos de tu solicitud ${about(request)} se eliminarán el ${purge.date}, al terminar el periodo de conservación de ${purge.retentionDays} días desde que se cerró. Si los necesitas, descárgalos antes desde la solicitud, o descarga todos tus datos en «Mi cuenta» › «Mis datos».`,
  });
}

/**
 * The SLA of a running request reached 80% of its business days (issue 27): its gestor and every admin hear
 * of it once (the job marks the request in the same transaction), with the days used and the due date.
 */
export async function notifySlaAlert(
  tx: DbOrTx,
  request: NotifiedRequest,
  sla: { consumedDays: number; slaDays: number; dueDate: string },
): Promise<void> {
  const admins = (await listActiveAdmins(tx)).map((admin) => admin.id);
  const recipients = new Set([request.assignedGestorId, ...admins].filter((id): id is string => id !== null));
  for (const userId of recipients) {
    await notify(tx, request, {
      userId,
      type: 'warning',
      kind: 'sla_alert',
      message: `La solicitud ${about(request)} ya usó ${sla.consumedDays} de ${sla.slaDays} días hábiles de su plazo (80 %); la fecha compromiso es el ${sla.dueDate}.`,
    });
  }
}

/** A request was completed: its client is asked once (in the app and by e-mail) how we did. */
export async function notifySatisfactionRequest(tx: DbOrTx, request: NotifiedRequest): Promise<void> {
  await notify(tx, request, {
    userId: request.clientId,
    type: 'info',
    kind: 'satisfaction_request',
    message: `Tu solicitud ${about(request)} está completada. ¿Cómo te atendimos? Califícanos de 1 a 5 estrellas desde la solicitud; nos toma un minuto leerte.`,
  });
}

/** A client rated a request with 1 or 2 stars: every admin hears of it, with the comment. */
export async function notifyLowSatisfaction(
  tx: DbOrTx,
  request: NotifiedRequest,
  rating: { stars: number; comment: string },
): Promise<void> {
  const comment = rating.comment ? ` Comentario: «${snippet(rating.comment)}»` : ' Sin comentario.';
  for (const admin of await listActiveAdmins(tx)) {
    await notify(tx, request, {
      userId: admin.id,
      type: 'warning',
      kind: 'satisfaction_low',
      message: `El cliente calificó la solicitud ${about(request)} con ${rating.stars} de 5 estrellas.${comment}`,
    });
  }
}

/**
 * A reminder that chases the client (issue 27), scheduled or sent by the gestor's button: its words name what
 * is missing (reminderCopy); its kind gives the e-mail's subject and the link to the action.
 */
export async function notifyReminder(
  tx: DbOrTx,
  request: NotifiedRequest,
  reminder: { kind: ReminderKind; message: string },
): Promise<void> {
  await notify(tx, request, {
    userId: request.clientId,
    type: 'warning',
    kind: REMINDER_NOTIFICATION_KINDS[reminder.kind],
    message: reminder.message,
  });
}
