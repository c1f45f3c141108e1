/** The text a visitor sends us on WhatsApp when opening the chat from the site. */
export const WHATSAPP_PREFILLED_TEXT =
  'Hola, me gustaría cotizar un trámite con Trámites MX. ¿Me pueden ayudar?';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** `tel:` link for a configured phone, or null. */
export function phoneHref(phone: string | null | undefined): string | null {
  const digits = phone ? digitsOf(phone) : '';
  return digits ? `tel:+${digits.length === 10 ? `52${digits}` : digits}` : null;
}

/** wa.me link with the prefilled Spanish text, or null when no number is configured. */
export function whatsappHref(
  whatsapp: string | null | undefined,
  text: string = WHATSAPP_PREFILLED_TEXT,
): string | null {
  const digits = whatsapp ? digitsOf(whatsapp) : '';
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

/** "5555555555" → "55 5555 5555" for display. */
export function formatPhoneForDisplay(phone: string): string {
  const digits = digitsOf(phone);
  if (digits.length === 10) {
    return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  }
  return phone;
}

let hasWarnedMissingContact = false;

/** The spec logs a warning when the contact links are not configured; once per page load is enough. */
export function warnMissingContactOnce(): void {
  if (hasWarnedMissingContact) {
    return;
  }
  hasWarnedMissingContact = true;
  console.warn('Contacto no configurado: define PUBLIC_PHONE y PUBLIC_WHATSAPP en el servidor.');
}
