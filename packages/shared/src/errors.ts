/**
 * The machine codes of API errors (`{detail, code, errors?}`), one list for the server that sends them
 * and the web that reacts to them. `detail` is what people read; `code` is what programs branch on.
 */
export const ERROR_CODES = [
  /** 422: a field is missing or wrong (see `errors`). */
  'validation',
  /** 400: the body is not JSON or not multipart as announced. */
  'bad_request',
  'bad_multipart',
  /** 401: no session, or an expired or revoked one. */
  'unauthorized',
  /** 401: the session ended by itself (idle too long, or past its last day): sign in again. */
  'session_expired',
  /** 403: the role or the ownership does not allow it. */
  'forbidden',
  /** 403: the account was deactivated. */
  'inactive',
  'not_found',
  /** 406: GET /api/events without `Accept: text/event-stream`. */
  'not_acceptable',
  /** 409: a business rule refused it. */
  'conflict',
  'invalid_transition',
  'request_closed',
  'quotation_expired',
  'document_not_pending',
  'email_taken',
  /** 409: only a verified e-mail may pay (issue 24). */
  'email_not_verified',
  /** 400: a one-time link (password reset, e-mail verification or change) was used, expired or never existed. */
  'invalid_link',
  /** 413 and 415: uploads. */
  'too_large',
  'unsupported_file_type',
  'unsupported_media_type',
  /** 410: the document's file was purged (retention or an ARCO cancellation); its row stays as a tombstone. */
  'document_purged',
  'upload_interrupted',
  'rate_limited',
  'internal',
  /** 502: the payment provider did not answer or refused; nothing was charged. */
  'payment_provider_unavailable',
  /** 502: Facturapi did not answer; the factura was not issued (the client may ask again). */
  'invoice_provider_unavailable',
  /** 503: the database is briefly unreachable (a restart); try again after `Retry-After`. */
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
