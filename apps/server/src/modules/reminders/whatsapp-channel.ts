import { type ReminderKind, reminderActionPath } from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppConfig } from '../../config.ts';
import type { ReminderChannel } from './reminder-channel.ts';

/**
 * The WhatsApp Business templates of the reminders (WhatsApp only lets a business start a conversation with a
 * template approved by Meta). Each must be registered in the account, in Spanish (es_MX), with three body
 * variables: {{1}} the folio and procedure, {{2}} what is pending (the reminder's summary), {{3}} the link.
 */
export const WHATSAPP_REMINDER_TEMPLATES: Record<ReminderKind, string> = {
  documentos: 'recordatorio_documentos',
  cotizacion: 'recordatorio_cotizacion',
  oxxo: 'recordatorio_ficha_oxxo',
};

export const WHATSAPP_TEMPLATE_LANGUAGE = 'es_MX';

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * A Mexican number as WhatsApp's `to` wants it: 52 and the 10 digits (the old mobile "1" after 52 dropped).
 * Null when it is not a Mexican number of 10 digits.
 */
export function whatsappRecipient(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) {
    return `52${digits}`;
  }
  if (digits.length === 12 && digits.startsWith('52')) {
    return digits;
  }
  if (digits.length === 13 && digits.startsWith('521')) {
    return `52${digits.slice(3)}`;
  }
  return null;
}

/**
 * Reminders by WhatsApp (Cloud API, `POST /{phone-number-id}/messages` with a template), to the phone the
 * client gave in the request. The call runs after the reminder's commit; a failure is logged and not retried
 * (at most once: the reminder already went by notification and e-mail).
 */
export function createWhatsAppChannel(options: {
  config: WhatsAppConfig;
  publicUrl: string;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}): ReminderChannel {
  const post = options.fetch ?? fetch;
  const url = `${options.config.apiUrl}/${options.config.phoneNumberId}/messages`;
  return {
    name: 'whatsapp',
    send: async (_tx, reminder) => {
      const to = whatsappRecipient(reminder.request.telefono);
      if (!to) {
        options.log.warn(
          { requestId: reminder.request.id },
          'no WhatsApp reminder: the phone is not Mexican',
        );
        return undefined;
      }
      const text = (value: string) => ({ type: 'text', text: value });
      const body = {
        messaging_product: 'whatsapp',
        to,
        type: 'template',
        template: {
          name: WHATSAPP_REMINDER_TEMPLATES[reminder.kind],
          language: { code: WHATSAPP_TEMPLATE_LANGUAGE },
          components: [
            {
              type: 'body',
              parameters: [
                text(`${reminder.request.folio} (${reminder.request.tramiteName})`),
                text(reminder.summary),
                text(`${options.publicUrl}${reminderActionPath(reminder.kind, reminder.request.id)}`),
              ],
            },
          ],
        },
      };
      return async () => {
        const response = await post(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.config.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        if (!response.ok) {
          throw new Error(`WhatsApp respondió ${response.status}: ${(await response.text()).slice(0, 300)}`);
        }
      };
    },
  };
}
