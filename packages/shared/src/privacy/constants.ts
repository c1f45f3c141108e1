/**
 * Privacy rules of the LFPDPPP (DOF 20 March 2025) as the product applies them (issue 25). One place for
 * the numbers the aviso states, the server enforces and the web shows.
 */

/** The aviso de privacidad's version and date: changing it asks every signed-in user to accept again. */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';
export const PRIVACY_NOTICE_DATE = '2026-11-27';
/** The términos y condiciones' version and date. */
export const TERMS_VERSION = '2026-11-27';
export const TERMS_DATE = '2026-11-27';

/** aviso: the aviso integral; sensibles: express consent for sensitive data; secundarias: marketing and surveys. */
export const CONSENT_KINDS = ['aviso', 'sensibles', 'secundarias'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const ARCO_REQUEST_TYPES = ['acceso', 'rectificacion', 'cancelacion', 'oposicion'] as const;
export type ArcoRequestType = (typeof ARCO_REQUEST_TYPES)[number];
export const ARCO_REQUEST_TYPE_LABELS: Record<ArcoRequestType, string> = {
  acceso: 'Acceso',
  rectificacion: 'Rectificación',
  cancelacion: 'Cancelación',
  oposicion: 'Oposición',
};

export const ARCO_REQUEST_STATUSES = ['pendiente', 'atendida', 'rechazada'] as const;
export type ArcoRequestStatus = (typeof ARCO_REQUEST_STATUSES)[number];
export const ARCO_REQUEST_STATUS_LABELS: Record<ArcoRequestStatus, string> = {
  pendiente: 'Pendiente',
  atendida: 'Atendida',
  rechazada: 'Rechazada',
};

/** LFPDPPP: the responsible party answers an ARCO request within 20 días hábiles. */
export const ARCO_RESPONSE_BUSINESS_DAYS = 20;

/** What the document access log records. */
export const ACCESS_LOG_ACTIONS = [
  'ver',
  'vista_previa',
  'descarga',
  'aprobacion',
  'rechazo',
  'exportacion',
] as const;
export type AccessLogAction = (typeof ACCESS_LOG_ACTIONS)[number];
export const ACCESS_LOG_ACTION_LABELS: Record<AccessLogAction, string> = {
  ver: 'Vio',
  vista_previa: 'Vio en vista previa',
  descarga: 'Descargó',
  aprobacion: 'Aprobó',
  rechazo: 'Rechazó',
  exportacion: 'Exportó con tus datos',
};

/** Document files of a completed or cancelled request are purged after this many days (DOCUMENT_RETENTION_DAYS). */
export const DEFAULT_DOCUMENT_RETENTION_DAYS = 180;
/** The client is warned this many days before the purge. */
export const RETENTION_WARNING_DAYS = 7;
/** Código Fiscal de la Federación, art. 30: payments and CFDI are kept 5 years, even after a cancellation. */
export const FISCAL_RETENTION_YEARS = 5;
