/**
 * Ready replies ("respuestas rápidas", issue 27): a gestor types "/" in the chat, picks one, and its
 * {variables} are filled with the request's values before the text lands in the box for editing.
 */

/** The variables a ready reply may use, in the order the editor lists them. */
export const QUICK_REPLY_VARIABLES = [
  'nombre',
  'folio',
  'tramite',
  'documentos_pendientes',
  'total',
  'fecha_estimada',
] as const;
export type QuickReplyVariable = (typeof QUICK_REPLY_VARIABLES)[number];

/** What each variable becomes, as the editor explains it. */
export const QUICK_REPLY_VARIABLE_LABELS: Record<QuickReplyVariable, string> = {
  nombre: 'Nombre del cliente',
  folio: 'Folio de la solicitud',
  tramite: 'Nombre del trámite',
  documentos_pendientes: 'Documentos que faltan o fueron rechazados',
  total: 'Total de la cotización (MXN)',
  fecha_estimada: 'Fecha compromiso de entrega',
};

/**
 * The values of one request (GET /api/solicitudes/{id}/quick-reply-values), already formatted by the
 * server; null (or an empty list) when the request has none yet.
 */
export interface QuickReplyValues {
  nombre: string | null;
  folio: string | null;
  tramite: string | null;
  /** Names of the required documents not uploaded yet or rejected. */
  documentos_pendientes: string[];
  /** "$1,350.00"; null before a quotation exists. */
  total: string | null;
  /** "15 de diciembre de 2026"; null while the SLA clock is paused or the request is closed. */
  fecha_estimada: string | null;
}

/**
 * What a missing value reads as: a sentence with a hole in it ("Hola , …") or a literal "{total}" sent to
 * a client reads as a mistake; these read as information.
 */
export const QUICK_REPLY_MISSING: Record<QuickReplyVariable, string> = {
  nombre: 'cliente',
  folio: 'sin folio',
  tramite: 'tu trámite',
  documentos_pendientes: 'sin documentos pendientes',
  total: 'por cotizar',
  fecha_estimada: 'por confirmar',
};

/** "A", "A y B", "A, B y C": how a person lists documents in Spanish. */
export function joinSpanishList(items: readonly string[]): string {
  if (items.length <= 1) {
    return items[0] ?? '';
  }
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

const isVariable = (name: string): name is QuickReplyVariable =>
  (QUICK_REPLY_VARIABLES as readonly string[]).includes(name);

/**
 * Fills a ready reply's {variables} with a request's values. An unknown `{x}` stays as typed (the gestor
 * sees it in the box and fixes it); a known variable without a value reads as QUICK_REPLY_MISSING says.
 * Values are inserted as plain text (the chat shows text, never HTML).
 */
export function renderQuickReply(body: string, values: Partial<QuickReplyValues>): string {
  return body.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    if (!isVariable(name)) {
      return whole;
    }
    if (name === 'documentos_pendientes') {
      const names = (values.documentos_pendientes ?? []).filter((item) => item.trim() !== '');
      return names.length > 0 ? joinSpanishList(names) : QUICK_REPLY_MISSING.documentos_pendientes;
    }
    const value = values[name];
    return value?.trim() ? value : QUICK_REPLY_MISSING[name];
  });
}

const longDate = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD, as the SLA's due date is kept) as a client reads it: "15 de diciembre de 2026". */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
