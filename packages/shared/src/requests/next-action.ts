import type { InstalmentKind } from '../payments/plan.ts';
import type { QuotationPhase } from './quotation-phase.ts';
import type { RequestStatus } from './statuses.ts';

/**
 * The one thing a request waits for now, and who must do it (issue 26): the client's next-action card at
 * the top of the request pages, the dashboard's "Acción requerida" and the gestor's "esperando al cliente /
 * a nosotros" all read it from here, so they never disagree.
 */

/** Who the request waits for. */
export type WaitingOn = 'cliente' | 'gestoria' | 'autoridad' | 'nadie';

export const WAITING_ON_LABELS: Record<WaitingOn, string> = {
  cliente: 'Esperando al cliente',
  gestoria: 'Esperando a la gestoría',
  autoridad: 'Esperando a la autoridad',
  nadie: 'Sin pendientes',
};

/** One requirement as the documents status reports it. */
export interface NextActionDocument {
  name: string;
  /** False for an optional file of the request's form: never awaited. */
  required: boolean;
  /** null when nothing has been uploaded for it yet. */
  status: 'pending' | 'approved' | 'rejected' | null;
  rejectionReason: string | null;
}

export interface NextActionInput {
  status: RequestStatus;
  /** The current quotation, as the client sees it (quotationPhase), or null before the first one. */
  quotation: { phase: QuotationPhase; total: number; validUntil: string | null } | null;
  /** What the payment plan says is due now (paymentPlan().due), or null. */
  due: { kind: InstalmentKind; amount: number } | null;
  /** A transfer comprobante the client sent that staff have not confirmed yet. */
  paymentAwaitingConfirmation: boolean;
  /** The requirements, or null when they are not known (not loaded): then no document step is named. */
  documents: readonly NextActionDocument[] | null;
  /** The expected delivery date ('YYYY-MM-DD'), when the request has one. */
  dueDate: string | null;
}

export type NextAction =
  | { kind: 'esperar_cotizacion'; waitingOn: 'gestoria' }
  | { kind: 'aceptar_cotizacion'; waitingOn: 'cliente'; total: number; validUntil: string | null }
  | { kind: 'pagar'; waitingOn: 'cliente'; instalment: InstalmentKind; amount: number }
  | { kind: 'confirmar_pago'; waitingOn: 'gestoria' }
  | {
      kind: 'corregir_documentos';
      waitingOn: 'cliente';
      documents: readonly { name: string; reason: string | null }[];
    }
  | { kind: 'subir_documentos'; waitingOn: 'cliente'; documents: readonly string[] }
  | { kind: 'revisar_documentos'; waitingOn: 'gestoria'; dueDate: string | null }
  | { kind: 'en_tramite'; waitingOn: 'gestoria' | 'autoridad'; dueDate: string | null }
  | { kind: 'entregar'; waitingOn: 'gestoria' }
  | { kind: 'completado'; waitingOn: 'nadie' }
  | { kind: 'cancelado'; waitingOn: 'nadie' };

export type NextActionKind = NextAction['kind'];

/** Statuses in which the client's documents are what the request is gathering. */
const DOCUMENT_STAGE: readonly RequestStatus[] = [
  'pago_procesado',
  'esperando_documentos',
  'documentos_rechazados',
  'documentos_en_revision',
];

export function nextAction(input: NextActionInput): NextAction {
  const { status, quotation, due } = input;
  if (status === 'completado') {
    return { kind: 'completado', waitingOn: 'nadie' };
  }
  if (status === 'cancelado') {
    return { kind: 'cancelado', waitingOn: 'nadie' };
  }
  // Before a quotation is agreed, only the quotation matters.
  if (status === 'cotizacion_solicitada' || status === 'cotizacion_enviada') {
    if (quotation?.phase === 'pendiente') {
      return {
        kind: 'aceptar_cotizacion',
        waitingOn: 'cliente',
        total: quotation.total,
        validUntil: quotation.validUntil,
      };
    }
    if (quotation?.phase === 'aceptada' && due) {
      return payStep(input, due);
    }
    return { kind: 'esperar_cotizacion', waitingOn: 'gestoria' };
  }
  // The first instalment opens the work: nothing else is asked before it.
  if (due && due.kind !== 'saldo') {
    return payStep(input, due);
  }
  if (DOCUMENT_STAGE.includes(status) && input.documents) {
    const required = input.documents.filter((document) => document.required);
    const rejected = required.filter((document) => document.status === 'rejected');
    if (rejected.length > 0) {
      return {
        kind: 'corregir_documentos',
        waitingOn: 'cliente',
        documents: rejected.map((document) => ({ name: document.name, reason: document.rejectionReason })),
      };
    }
    const missing = required.filter((document) => document.status === null);
    if (missing.length > 0) {
      return {
        kind: 'subir_documentos',
        waitingOn: 'cliente',
        documents: missing.map((document) => document.name),
      };
    }
  }
  // The balance is due before completion (issue 24): asked once the client's documents are in.
  if (due) {
    return payStep(input, due);
  }
  if (DOCUMENT_STAGE.includes(status)) {
    return { kind: 'revisar_documentos', waitingOn: 'gestoria', dueDate: input.dueDate };
  }
  if (status === 'listo_para_entrega') {
    return { kind: 'entregar', waitingOn: 'gestoria' };
  }
  return {
    kind: 'en_tramite',
    waitingOn: status === 'esperando_autoridad' ? 'autoridad' : 'gestoria',
    dueDate: input.dueDate,
  };
}

function payStep(input: NextActionInput, due: { kind: InstalmentKind; amount: number }): NextAction {
  if (input.paymentAwaitingConfirmation) {
    return { kind: 'confirmar_pago', waitingOn: 'gestoria' };
  }
  return { kind: 'pagar', waitingOn: 'cliente', instalment: due.kind, amount: due.amount };
}

/** Where the action's button takes the client. */
export type NextActionTarget = 'cotizacion' | 'pago' | 'documentos' | 'chat';

export interface NextActionCopy {
  title: string;
  detail: string;
  /** The button that does it; none when there is nothing for the client to do. */
  action: { label: string; target: NextActionTarget } | null;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The card's words, in the client's terms (issue 26). Money and dates come formatted by the caller's
 * formatters, so the card and the rest of the page print them the same way.
 */
export function nextActionCopy(
  action: NextAction,
  format: { money: (amount: number) => string; date: (isoDate: string) => string },
): NextActionCopy {
  switch (action.kind) {
    case 'esperar_cotizacion':
      return {
        title: 'Estamos preparando tu cotización',
        detail:
          'Tu gestor revisa lo que necesitas y te enviará el precio final. Te avisaremos en cuanto esté lista.',
        action: { label: 'Escribir a tu gestor', target: 'chat' },
      };
    case 'aceptar_cotizacion':
      return {
        title: 'Revisa y acepta tu cotización',
        detail:
          `El total es ${format.money(action.total)}.` +
          (action.validUntil ? ` Es válida hasta el ${format.date(action.validUntil)}.` : ''),
        action: { label: 'Revisar cotización', target: 'cotizacion' },
      };
    case 'pagar':
      return {
        title:
          action.instalment === 'anticipo'
            ? 'Paga el anticipo para empezar'
            : action.instalment === 'saldo'
              ? 'Paga el saldo para terminar'
              : 'Paga para empezar tu trámite',
        detail: `Por pagar: ${format.money(action.amount)}. Con tarjeta, en OXXO o por transferencia.`,
        action: { label: 'Pagar ahora', target: 'pago' },
      };
    case 'confirmar_pago':
      return {
        title: 'Estamos confirmando tu pago',
        detail: 'Recibimos tu comprobante. Te avisaremos en cuanto confirmemos el depósito.',
        action: null,
      };
    case 'corregir_documentos': {
      const [first] = action.documents;
      const count = action.documents.length;
      return {
        title: plural(count, 'Corrige un documento rechazado', `Corrige ${count} documentos rechazados`),
        detail:
          count === 1 && first
            ? `«${first.name}» fue rechazado${first.reason ? `: ${first.reason}` : '.'}`
            : `Fueron rechazados: ${action.documents.map((document) => `«${document.name}»`).join(', ')}.`,
        action: { label: 'Subir nueva versión', target: 'documentos' },
      };
    }
    case 'subir_documentos': {
      const count = action.documents.length;
      return {
        title: plural(count, 'Sube 1 documento', `Sube ${count} documentos`),
        detail: `Falta${plural(count, '', 'n')}: ${action.documents.join(', ')}.`,
        action: { label: plural(count, 'Subir documento', 'Subir documentos'), target: 'documentos' },
      };
    }
    case 'revisar_documentos':
      return {
        title: 'Estamos revisando tus documentos',
        detail: withDueDate('Te avisaremos si alguno necesita corrección.', action.dueDate, format),
        action: null,
      };
    case 'en_tramite':
      return {
        title:
          action.waitingOn === 'autoridad'
            ? 'Tu trámite está con la dependencia'
            : 'Tu gestor está haciendo tu trámite',
        detail: withDueDate(
          action.waitingOn === 'autoridad'
            ? 'Esperamos la respuesta de la autoridad; te avisaremos en cuanto la tengamos.'
            : 'No necesitas hacer nada por ahora; te avisaremos de cada avance.',
          action.dueDate,
          format,
        ),
        action: null,
      };
    case 'entregar':
      return {
        title: 'Tu trámite está listo',
        detail: 'Tu gestor te contactará para entregártelo. Si tienes dudas, escríbele por el chat.',
        action: { label: 'Escribir a tu gestor', target: 'chat' },
      };
    case 'completado':
      return { title: 'Trámite entregado', detail: 'Gracias por confiar en nosotros.', action: null };
    case 'cancelado':
      return { title: 'Solicitud cancelada', detail: 'Esta solicitud ya no está activa.', action: null };
  }
}

function withDueDate(
  text: string,
  dueDate: string | null,
  format: { date: (isoDate: string) => string },
): string {
  return dueDate ? `${text} Fecha estimada de entrega: ${format.date(dueDate)}.` : text;
}
