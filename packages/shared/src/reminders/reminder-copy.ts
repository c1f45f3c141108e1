import { formatMXN } from '../format/format.ts';

/**
 * What a reminder says and where it leads (issue 27). The same words go to the client (notification and
 * e-mail) and, as `summary`, to the staff's list and the request's timeline, so both read what was sent.
 */

/** What a reminder chases: documents still missing, a quotation about to expire, an OXXO voucher about to expire. */
export const REMINDER_KINDS = ['documentos', 'cotizacion', 'oxxo'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = {
  documentos: 'Documentos pendientes',
  cotizacion: 'Cotización por vencer',
  oxxo: 'Ficha OXXO por vencer',
};

/** What is pending, as the job or the gestor's button found it. */
export type ReminderSubject =
  | {
      kind: 'documentos';
      /** Required documents never uploaded, by name. */
      missing: string[];
      /** Rejected documents to upload again, with the reason given. */
      rejected: { name: string; reason: string | null }[];
    }
  | { kind: 'cotizacion'; quotationId: string; total: number; validUntil: string }
  | { kind: 'oxxo'; attemptId: string; amount: number; expiresAt: Date };

/** The page (and section) of the action a reminder asks for, relative to the site. */
export function reminderActionPath(kind: ReminderKind, requestId: string): string {
  switch (kind) {
    case 'documentos':
      return `/tramite/${requestId}/documentos`;
    case 'cotizacion':
      return `/solicitud/${requestId}#cotizacion`;
    case 'oxxo':
      return `/solicitud/${requestId}#pago`;
  }
}

/** The notification kind of each reminder (its e-mail subject and its link). */
export const REMINDER_NOTIFICATION_KINDS = {
  documentos: 'reminder_documentos',
  cotizacion: 'reminder_cotizacion',
  oxxo: 'reminder_oxxo',
} as const satisfies Record<ReminderKind, string>;

export type ReminderNotificationKind = (typeof REMINDER_NOTIFICATION_KINDS)[ReminderKind];

/** The reminder kind behind a notification kind, or null for any other notification. */
export function reminderKindOfNotification(notificationKind: string): ReminderKind | null {
  const entry = Object.entries(REMINDER_NOTIFICATION_KINDS).find(([, value]) => value === notificationKind);
  return entry ? (entry[0] as ReminderKind) : null;
}

// Made once, in Mexico City time: what the client reads whatever the server's zone.
const longDate = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  day: 'numeric',
  month: 'long',
});
const longDateTime = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join(', ');

/** "26 de mayo" for a 'YYYY-MM-DD' day (noon UTC: the same day in Mexico City). */
const dayOf = (isoDate: string) => longDate.format(new Date(`${isoDate}T18:00:00Z`));

/**
 * `summary`: what was pending, in one line for staff and the timeline. `message`: the client's text, naming
 * exactly that and the action; the notification and the e-mail link to `reminderActionPath`.
 */
export function reminderCopy(
  subject: ReminderSubject,
  request: { folio: string; tramiteName: string },
): { summary: string; message: string } {
  const about = `${request.folio} (${request.tramiteName})`;
  switch (subject.kind) {
    case 'documentos': {
      const parts: string[] = [];
      if (subject.missing.length > 0) {
        parts.push(`Faltan: ${quoted(subject.missing)}.`);
      }
      if (subject.rejected.length > 0) {
        const rejected = subject.rejected.map(({ name, reason }) =>
          reason ? `«${name}» (${reason.replace(/[.\s]+$/, '')})` : `«${name}»`,
        );
        parts.push(`Por corregir: ${rejected.join(', ')}.`);
      }
      const summary = parts.join(' ');
      return {
        summary,
        message: `Recordatorio: tu solicitud ${about} espera tus documentos. ${summary} Súbelos en «Documentos y seguimiento» para que podamos continuar.`,
      };
    }
    case 'cotizacion': {
      const summary = `Cotización de ${formatMXN(subject.total)} vigente hasta el ${dayOf(subject.validUntil)}.`;
      return {
        summary,
        message: `Recordatorio: tu cotización de ${formatMXN(subject.total)} para la solicitud ${about} vence el ${dayOf(subject.validUntil)}. Revísala y acéptala antes para conservar el precio.`,
      };
    }
    case 'oxxo': {
      const when = longDateTime.format(subject.expiresAt);
      const summary = `Ficha OXXO de ${formatMXN(subject.amount)} vigente hasta el ${when}.`;
      return {
        summary,
        message: `Recordatorio: tu ficha OXXO de ${formatMXN(subject.amount)} para la solicitud ${about} vence el ${when}. Págala en cualquier OXXO antes de esa hora o elige otra forma de pago.`,
      };
    }
  }
}
