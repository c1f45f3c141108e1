export const REQUEST_STATUSES = [
  'cotizacion_solicitada',
  'cotizacion_enviada',
  'pago_procesado',
  'esperando_documentos',
  'documentos_en_revision',
  'documentos_rechazados',
  'en_proceso',
  'esperando_autoridad',
  'listo_para_entrega',
  'completado',
  'cancelado',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const isRequestStatus = (value: string): value is RequestStatus =>
  (REQUEST_STATUSES as readonly string[]).includes(value);

export const STATUS_LABELS: Record<RequestStatus, string> = {
  cotizacion_solicitada: 'Cotización solicitada',
  cotizacion_enviada: 'Cotización enviada',
  pago_procesado: 'Pago procesado',
  esperando_documentos: 'Esperando documentos',
  documentos_en_revision: 'Documentos en revisión',
  documentos_rechazados: 'Documentos rechazados',
  en_proceso: 'En proceso',
  esperando_autoridad: 'Esperando a la autoridad',
  listo_para_entrega: 'Listo para entrega',
  completado: 'Completado',
  cancelado: 'Cancelado',
};

/** Unknown values are shown raw (spec section 4). */
export const statusLabel = (status: string): string =>
  isRequestStatus(status) ? STATUS_LABELS[status] : status;

export const TERMINAL_STATUSES: readonly RequestStatus[] = ['completado', 'cancelado'];
export const isTerminalStatus = (status: RequestStatus): boolean => TERMINAL_STATUSES.includes(status);

/** Progress bar of the detail view: the spec's mapping plus DESIGN section 4 for the rest. */
export const STATUS_PROGRESS: Record<RequestStatus, number> = {
  cotizacion_solicitada: 20,
  cotizacion_enviada: 30,
  pago_procesado: 40,
  esperando_documentos: 50,
  documentos_rechazados: 50,
  documentos_en_revision: 60,
  en_proceso: 80,
  esperando_autoridad: 85,
  listo_para_entrega: 95,
  completado: 100,
  cancelado: 0,
};

/** Statuses where the service-level clock is paused: waiting on the client or the authority. */
export const CLOCK_PAUSED_STATUSES: readonly RequestStatus[] = [
  'cotizacion_solicitada',
  'cotizacion_enviada',
  'esperando_documentos',
  'documentos_rechazados',
  'esperando_autoridad',
];

/** Groupings used by dashboards and summary cards. */
export const ACTIVE_STATUSES: readonly RequestStatus[] = REQUEST_STATUSES.filter(
  (status) => !TERMINAL_STATUSES.includes(status),
);
export const IN_PROGRESS_STATUSES: readonly RequestStatus[] = [
  'pago_procesado',
  'esperando_documentos',
  'documentos_en_revision',
  'documentos_rechazados',
  'en_proceso',
  'esperando_autoridad',
  'listo_para_entrega',
];
