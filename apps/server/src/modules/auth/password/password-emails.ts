import { PASSWORD_RESET_TTL_MINUTES } from '@tramites/shared';
import type { OutgoingEmail } from '../../../lib/mailer.ts';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Recipient {
  name: string;
  email: string;
}

/** The page of the web app that opens a reset link. */
export const resetLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/restablecer?token=${encodeURIComponent(token)}`;

/** The reset link, in Spanish: what it is for, how long it lasts, and what to do if nobody asked for it. */
export function composeResetEmail(recipient: Recipient, url: string): OutgoingEmail {
  const intro = 'Recibimos una solicitud para restablecer la contraseña de tu cuenta en Trámites MX.';
  const action = `Para elegir una contraseña nueva, abre este enlace. Sirve una sola vez y vence en ${PASSWORD_RESET_TTL_MINUTES} minutos:`;
  const ignore =
    'Si no lo pediste, ignora este correo: tu contraseña no cambia. Nunca te pediremos tu contraseña por correo ni por teléfono.';
  return {
    to: recipient.email,
    subject: 'Restablece tu contraseña · Trámites MX',
    text: `Hola, ${recipient.name}:\n\n${intro}\n\n${action}\n\n${url}\n\n${ignore}\n`,
    html: [
      `<p>Hola, ${escapeHtml(recipient.name)}:</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(action)}</p>`,
      `<p><a href="${escapeHtml(url)}">Elegir una contraseña nueva</a></p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}

/** The notice that a password changed (ASVS 2.2.3): the owner learns of a change they did not make. */
export function composePasswordChangedEmail(recipient: Recipient, publicUrl: string): OutgoingEmail {
  const body = 'La contraseña de tu cuenta en Trámites MX acaba de cambiar y cerramos tus otras sesiones.';
  const warning = `Si no fuiste tú, pide un enlace nuevo en ${publicUrl}/recuperar y escríbenos de inmediato.`;
  return {
    to: recipient.email,
    subject: 'Tu contraseña cambió · Trámites MX',
    text: `Hola, ${recipient.name}:\n\n${body}\n\n${warning}\n`,
    html: [
      `<p>Hola, ${escapeHtml(recipient.name)}:</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p>${escapeHtml(warning)}</p>`,
    ].join('\n'),
  };
}
