import { plural } from '../format/format.ts';
import type { InstalmentKind } from '../payments/plan.ts';
import type { QuotationPhase } from './quotation-phase.ts';
import type { RequestStatus } from './statuses.ts';

/**
 * The one thing a request waits for now, and who must do it (issue 26): the client's next-action card at
 * the top of the request pages, the dashboard's "Acción requerida" and the gestor's "esperando al cliente /
 * a nosotros" all read it from here, so they never disagree.
 */

/** Who the request waits for. The action's fields are snake_case: it is also an API shape (GET /api/tramites/my-actions). */
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
  | { kind: 'esperar_cotizacion'; waiting_on: 'gestoria' }
  | { kind: 'aceptar_cotizacion'; waiting_on: 'cliente'; total: number; valid_until: string | null }
  | { kind: 'pagar'; waiting_on: 'cliente'; instalment: InstalmentKind; amount: number }
  | { kind: 'confirmar_pago'; waiting_on: 'gestoria' }
  | {
      kind: 'corregir_documentos';
      waiting_on: 'cliente';
      documents: { name: string; reason: string | null }[];
    }
  | { kind: 'subir_documentos'; waiting_on: 'cliente'; documents: string[] }
  | { kind: 'revisar_documentos'; waiting_on: 'gestoria'; due_date: string | null }
  | { kind: 'en_tramite'; waiting_on: 'gestoria' | 'autoridad'; due_date: string | null }
  | { kind: 'entregar'; waiting_on: 'gestoria' }
  | { kind: 'completado'; waiting_on: 'nadie' }
  | { kind: 'cancelado'; waiting_on: 'nadie' };

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
    return { kind: 'completado', waiting_on: 'nadie' };
  }
  if (status === 'cancelado') {
    return { kind: 'cancelado', waiting_on: 'nadie' };
  }
  // Before a quotation is agreed, only the quotation matters.
  if (status === 'cotizacion_solicitada' || status === 'cotizacion_enviada') {
    if (quotation?.phase === 'pendiente') {
      return {
        kind: 'aceptar_cotizacion',
        waiting_on: 'cliente',
        total: quotation.total,
        valid_until: quotation.validUntil,
      };
    }
    if (quotation?.phase === 'aceptada' && due) {
      return payStep(input, due);
    }
    return { kind: 'esperar_cotizacion', waiting_on: 'gestoria' };
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
        waiting_on: 'cliente',
        documents: rejected.map((document) => ({ name: document.name, reason: document.rejectionReason })),
      };
    }
    const missing = required.filter((document) => document.status === null);
    if (missing.length > 0) {
      return {
        kind: 'subir_documentos',
        waiting_on: 'cliente',
        documents: missing.map((document) => document.name),
      };
    }
  }
  // The balance is due before completion (issue 24): asked once the client's documents are in.
  if (due) {
    return payStep(input, due);
  }
  if (DOCUMENT_STAGE.includes(status)) {
    return { kind: 'revisar_documentos', waiting_on: 'gestoria', due_date: input.dueDate };
  }
  if (status === 'listo_para_entrega') {
    return { kind: 'entregar', waiting_on: 'gestoria' };
  }
  return {
    kind: 'en_tramite',
    waiting_on: status === 'esperando_autoridad' ? 'autoridad' : 'gestoria',
    due_date: input.dueDate,
  };
}

function payStep(input: NextActionInput, due: { kind: InstalmentKind; amount: number }): NextAction {
  if (input.paymentAwaitingConfirmation) {
    return { kind: 'confirmar_pago', waiting_on: 'gestoria' };
  }
  return { kind: 'pagar', waiting_on: 'cliente', instalment: due.kind, amount: due.amount };
}

/** The same step in the gestoría's words: the staff's "waiting on the client / on us" line (and their queue). */
export const STAFF_NEXT_ACTION_LABELS: Record<NextActionKind, string> = {
  esperar_cotizacion: 'Cotización por enviar',
  aceptar_cotizacion: 'El cliente debe aceptar la cotización',
  pagar: 'El cliente debe pagar',
  confirmar_pago: 'Pago por confirmar (transferencia)',
  corregir_documentos: 'El cliente debe corregir documentos rechazados',
  subir_documentos: 'El cliente debe subir documentos',
  revisar_documentos: 'Documentos por revisar',
  en_tramite: 'Trámite por mover',
  entregar: 'Listo para entregar al cliente',
  completado: 'Entregado',
  cancelado: 'Cancelada',
};

/** Staff's line for an action: who it waits on, and what. */
export function staffNextActionLabel(action: NextAction): string {
  return action.kind === 'en_tramite' && action.waiting_on === 'autoridad'
    ? 'Esperando a la autoridad'
    : STAFF_NEXT_ACTION_LABELS[action.kind];
}

/** Where the action's button takes the client. */
export type NextActionTarget = 'cotizacion' | 'pago' | 'documentos' | 'chat';

export interface NextActionCopy {
  title: string;
  detail: string;
  /** The button that does it; none when there is nothing for the client to do. */
  action: { label: string; target: NextActionTarget } | null;
}

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
          (action.valid_until ? ` Es válida hasta el ${format.date(action.valid_until)}.` : ''),
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
        title: `Corrige ${count === 1 ? 'un documento rechazado' : plural(count, 'documento rechazado', 'documentos rechazados')}`,
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
        title: `Sube ${plural(count, 'documento', 'documentos')}`,
        detail: `${count === 1 ? 'Falta' : 'Faltan'}: ${action.documents.join(', ')}.`,
        action: { label: count === 1 ? 'Subir documento' : 'Subir documentos', target: 'documentos' },
      };
    }
    case 'revisar_documentos':
      return {
        title: 'Estamos revisando tus documentos',
        detail: withDueDate('Te avisaremos si alguno necesita corrección.', action.due_date, format),
        action: null,
      };
    case 'en_tramite':
      return {
        title:
          action.waiting_on === 'autoridad'
            ? 'Tu trámite está con la dependencia'
            : 'Tu gestor está haciendo tu trámite',
        detail: withDueDate(
          action.waiting_on === 'autoridad'
            ? 'Esperamos la respuesta de la autoridad; te avisaremos en cuanto la tengamos.'
            : 'No necesitas hacer nada por ahora; te avisaremos de cada avance.',
          action.due_date,
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
