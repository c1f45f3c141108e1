import type { Notification } from '@tramites/shared';
import { paths } from '../../config/paths.ts';

/**
 * Where each kind of notification leads (issue 26): to the section that holds the action it asks for, not
 * just the request. Kinds not listed open the request's detail, whose next-action card says what is next.
 */
const SECTION_OF_KIND: Record<string, { page: 'solicitud' | 'documentos'; section: string }> = {
  quotation_sent: { page: 'solicitud', section: 'cotizacion' },
  payment_received: { page: 'solicitud', section: 'cotizacion' },
  invoice_issued: { page: 'solicitud', section: 'cotizacion' },
  document_rejected: { page: 'documentos', section: 'documentos' },
  document_uploaded: { page: 'solicitud', section: 'documentos' },
  documents_purge_warning: { page: 'solicitud', section: 'documentos' },
  message: { page: 'solicitud', section: 'chat' },
  // Reminders (issue 27) lead to the action they ask for.
  reminder_documentos: { page: 'documentos', section: 'documentos' },
  reminder_cotizacion: { page: 'solicitud', section: 'cotizacion' },
  reminder_oxxo: { page: 'solicitud', section: 'pago' },
};

export function notificationLink(notification: Notification): string | null {
  const requestId = notification.tramite_request_id;
  if (!requestId) {
    return null;
  }
  const target = SECTION_OF_KIND[notification.kind];
  if (!target) {
    return paths.solicitud.href(requestId);
  }
  const page =
    target.page === 'documentos' ? paths.tramiteDocumentos.href(requestId) : paths.solicitud.href(requestId);
  return `${page}#${target.section}`;
}
