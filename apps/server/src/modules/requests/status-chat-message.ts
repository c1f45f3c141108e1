import { type AuditAction, formatMXN, type RequestStatus } from '@tramites/shared';

/** Statuses in which the client's documents are being gathered or reviewed. */
const DOCUMENT_STAGE: readonly RequestStatus[] = [
  'pago_procesado',
  'esperando_documentos',
  'documentos_en_revision',
  'documentos_rechazados',
];

export interface StatusChatMessageInput {
  from: RequestStatus;
  to: RequestStatus;
  /** The audit action of the move: the same status is reached for different reasons (expiry, rejection). */
  action: AuditAction;
  /** The request's quoted price, for the quotation's message. */
  amount: number | null;
  /** What a person typed for the move (staff's reason, the client's reason to reject), shown as is. */
  note?: string;
  /** The client made the move (cancel, reject the quotation): the message speaks to them as its author. */
  byClient: boolean;
}

/**
 * The chat's system message for a status change, written as a person would write it to the client
 * (issue 26): "Te enviamos tu cotización por $X MXN.", "Recibimos tu pago.". Staff read the same chat; the
 * precise record (from → to, who, why) stays in the audit log.
 */
export function statusChatMessage(input: StatusChatMessageInput): string {
  const sentence = sentenceFor(input);
  const note = input.note?.trim();
  return note ? `${sentence} Motivo: ${note.replace(/[.\s]+$/, '')}.` : sentence;
}

function sentenceFor({ from, to, action, amount, byClient }: StatusChatMessageInput): string {
  switch (to) {
    case 'cotizacion_solicitada':
      if (action === 'quotation_expired') {
        return 'Tu cotización venció sin pagarse. Tu gestor te enviará una nueva.';
      }
      if (action === 'quotation_rejected') {
        return 'Rechazaste la cotización. Tu gestor te enviará una nueva.';
      }
      return 'Tu gestor está preparando una nueva cotización.';
    case 'cotizacion_enviada':
      return amount !== null
        ? `Te enviamos tu cotización por ${formatMXN(amount)} MXN. Revísala y acéptala para continuar.`
        : 'Te enviamos tu cotización. Revísala y acéptala para continuar.';
    case 'pago_procesado':
      return 'Recibimos tu pago. ¡Gracias!';
    case 'esperando_documentos':
      return 'Ahora sube tus documentos para que tu gestor pueda revisarlos.';
    case 'documentos_en_revision':
      return from === 'documentos_rechazados'
        ? 'Recibimos tus correcciones. Tu gestor revisará de nuevo tus documentos.'
        : 'Recibimos tus documentos. Tu gestor los está revisando.';
    case 'documentos_rechazados':
      return 'Revisamos tus documentos y hay que corregir algunos. En la sección de documentos verás el motivo; sube una nueva versión.';
    case 'en_proceso':
      if (DOCUMENT_STAGE.includes(from)) {
        return 'Revisamos tus documentos: todo en orden. Tu gestor ya está haciendo tu trámite.';
      }
      if (from === 'esperando_autoridad') {
        return 'La dependencia respondió. Tu gestor sigue con tu trámite.';
      }
      return 'Tu gestor está haciendo tu trámite.';
    case 'esperando_autoridad':
      return 'Tu trámite ya está con la dependencia. Te avisaremos en cuanto responda.';
    case 'listo_para_entrega':
      return '¡Tu trámite está listo! Tu gestor te contactará para entregártelo.';
    case 'completado':
      return 'Tu trámite fue entregado. ¡Gracias por confiar en nosotros!';
    case 'cancelado':
      return byClient ? 'Cancelaste esta solicitud.' : 'Tu solicitud fue cancelada.';
  }
}
