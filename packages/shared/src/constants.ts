/** Business constants of spec section 9, in one place for server and web. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const NOTIFICATION_DURATION_MS = 5_000;
export const CATEGORY_FETCH_TIMEOUT_DESKTOP_MS = 5_000;
export const CATEGORY_FETCH_TIMEOUT_MOBILE_MS = 10_000;
export const CATEGORY_FETCH_MOBILE_ATTEMPTS = 3;
export const CATEGORY_FETCH_RETRY_STEP_MS = 1_000;
export const REQUIRED_DOCUMENTS_PREVIEW = 3;
export const PHONE_DIGITS = 10;
export const NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 6;
export const ESTIMATED_PROCEDURES_MIN = 1;
export const ESTIMATED_PROCEDURES_MAX = 100;
export const ESTIMATED_DAYS_MIN = 1;
export const ESTIMATED_DAYS_MAX = 365;
export const UPLOAD_MAX_BYTES = 10_485_760;
export const UPLOAD_ALLOWED_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png'] as const;
export const FORM_FILE_MAX_MB_MIN = 1;
export const FORM_FILE_MAX_MB_MAX = 100;
export const FORM_FILE_MAX_MB_DEFAULT = 10;
export const QUOTATION_VALIDITY_DAYS = 30;
/** A quotation binds our price: at most about a quarter ahead (DESIGN section 4). */
export const QUOTATION_MAX_VALIDITY_DAYS = 90;
export const CHAT_MAX_LENGTH = 500;
export const DOCUMENT_POLL_MS = 30_000;
export const GESTOR_PANEL_REFRESH_MS = 60_000;
export const URGENCY_MEDIA_DAYS = 3;
export const URGENCY_URGENTE_DAYS = 7;
export const NAVIGATION_DELAY_MS = 500;
export const FORM_ID_SHORT_LENGTH = 7;
export const REQUEST_ID_SHORT_LENGTH = 8;
export const ADMIN_RECENT_REQUESTS = 5;
export const CHAT_LIST_SIZE = 3;
export const GESTOR_DEFAULT_MAX_CONCURRENT = 10;
/** IVA applies to our fee only, never to government fees (derechos). */
export const IVA_RATE = 0.16;
/** IVA as people read it: "16%". */
export const IVA_PERCENT = Math.round(IVA_RATE * 100);
/** IVA on our fee only (never on government fees), rounded to cents. Here, free of zod, for the public pages. */
export const ivaOn = (honorarios: number): number => Math.round(honorarios * IVA_PERCENT) / 100;

/**
 * Whether `iva` is the IVA of `honorarios` as the SAT accepts it in a CFDI 4.0: between the rate applied to
 * the base minus and plus half a centavo, truncated and rounded up (Anexo 20, "límites" of the traslado).
 * A fee with IVA included such as $500.00 has no base whose exact IVA adds up (431.03 + 68.96 = 499.99);
 * 431.03 + 68.97 is within those limits, so the fee splits to the cent.
 */
export function isIvaOf(honorarios: number, iva: number): boolean {
  const lower = Math.floor((honorarios - 0.005) * IVA_PERCENT) / 100;
  const upper = Math.ceil((honorarios + 0.005) * IVA_PERCENT) / 100;
  const ivaCents = Math.round(iva * 100);
  return ivaCents >= Math.round(lower * 100) && ivaCents <= Math.round(upper * 100);
}

/** The spec's marketing claims, shown as written. */
export const MARKETING = {
  yearsExperience: '10+',
  successRate: '95%',
  processed: '10,000+',
  support: '24/7',
  categories: '17',
  procedures: '97+',
  delivery: '5-30 días',
  contactHours: 'Lun-Vie 9:00-18:00',
} as const;
