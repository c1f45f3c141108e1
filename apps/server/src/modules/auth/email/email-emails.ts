import { EMAIL_LINK_TTL_HOURS } from '@tramites/shared';
import type { OutgoingEmail } from '../../../lib/mailer.ts';
import { escapeHtml } from '../password/password-emails.ts';

interface Recipient {
  name: string;
  email: string;
}

/** The page of the web app that opens a verification or e-mail-change link. */
export const verifyLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/verificar-correo?token=${encodeURIComponent(token)}`;

function compose(
  recipient: Recipient,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
) {
  const [first, ...rest] = paragraphs;
  const textParts = [`Hola, ${recipient.name}:`, ...paragraphs];
  if (link) {
    textParts.splice(2, 0, link.url);
  }
  return {
    to: recipient.email,
    subject,
    text: `${textParts.join('\n\n')}\n`,
    html: [
      `<p>Hola, ${escapeHtml(recipient.name)}:</p>`,
      `<p>${escapeHtml(first ?? '')}</p>`,
      ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
      ...rest.map((paragraph) => `<p style="color:#666;font-size:12px">${escapeHtml(paragraph)}</p>`),
    ].join('\n'),
  } satisfies OutgoingEmail;
}

/** A new account's verification link: what it is for, how long it lasts, and what to do if nobody asked. */
export function composeVerifyEmail(recipient: Recipient, url: string): OutgoingEmail {
  return compose(
    recipient,
    'Confirma tu correo · Trámites MX',
    [
      `Para confirmar que este correo es tuyo, abre este enlace. Sirve una sola vez y vence en ${EMAIL_LINK_TTL_HOURS} horas:`,
      'Si no creaste una cuenta en Trámites MX, ignora este correo.',
    ],
    { url, label: 'Confirmar mi correo' },
  );
}

/** The e-mail-change link, sent to the NEW address: opening it proves the address is the person's. */
export function composeChangeLinkEmail(recipient: Recipient, url: string): OutgoingEmail {
  return compose(
    recipient,
    'Confirma tu correo nuevo · Trámites MX',
    [
      `Pediste usar este correo en tu cuenta de Trámites MX. Para confirmarlo, abre este enlace. Sirve una sola vez y vence en ${EMAIL_LINK_TTL_HOURS} horas:`,
      'Si no lo pediste, ignora este correo: la cuenta no cambia.',
    ],
    { url, label: 'Confirmar mi correo nuevo' },
  );
}

/** To the OLD address when a change is asked for: the owner learns of a change they did not ask for. */
export function composeChangeRequestedNotice(
  recipient: Recipient,
  newEmail: string,
  publicUrl: string,
): OutgoingEmail {
  return compose(recipient, 'Pidieron cambiar tu correo · Trámites MX', [
    `Alguien con tu contraseña pidió cambiar el correo de tu cuenta en Trámites MX a ${newEmail}. El cambio se hará solo si se abre el enlace que enviamos a esa dirección.`,
    `Si no fuiste tú, cambia tu contraseña en ${publicUrl}/cuenta (o pide un enlace en ${publicUrl}/recuperar) y escríbenos de inmediato.`,
  ]);
}

/** To the OLD address once the change applied: this inbox gets nothing more from the account. */
export function composeEmailChangedNotice(
  recipient: Recipient,
  newEmail: string,
  publicUrl: string,
): OutgoingEmail {
  return compose(recipient, 'Tu correo cambió · Trámites MX', [
    `El correo de tu cuenta en Trámites MX ahora es ${newEmail}. Desde hoy te escribiremos ahí.`,
    `Si no fuiste tú, escríbenos de inmediato desde ${publicUrl}: alguien más pudo entrar a tu cuenta.`,
  ]);
}
