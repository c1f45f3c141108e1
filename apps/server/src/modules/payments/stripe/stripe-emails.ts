import { formatMXN } from '@tramites/shared';
import type { OutgoingEmail } from '../../../lib/mailer.ts';
import { escapeHtml } from '../../auth/password/password-emails.ts';

/** Dates as a client in Mexico reads them, whatever the server's zone: "lunes, 30 de noviembre de 2026, 23:59". */
const mexicoDateTime = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  dateStyle: 'full',
  timeStyle: 'short',
});

export interface OxxoVoucher {
  client: { name: string; email: string };
  folio: string;
  tramiteName: string;
  /** Pesos with centavos. */
  amount: string;
  number: string;
  voucherUrl: string | null;
  expiresAt: Date | null;
  /** The request's page, where the voucher is shown too. */
  requestUrl: string;
}

/**
 * The OXXO voucher by e-mail (issue 24): the reference, the exact amount and the last day to pay, with
 * Stripe's printable voucher, so the client can pay at the store without opening the site again.
 */
export function composeOxxoVoucherEmail(voucher: OxxoVoucher): OutgoingEmail {
  const amount = `${formatMXN(voucher.amount)} MXN`;
  const expiry = voucher.expiresAt ? mexicoDateTime.format(voucher.expiresAt) : null;
  const intro = `Con esta ficha pagas en efectivo, en cualquier tienda OXXO, tu solicitud ${voucher.folio} (${voucher.tramiteName}).`;
  const steps =
    'En caja, di que quieres hacer un pago de OXXO Pay y dicta o muestra la referencia. Paga el monto exacto; el pago se acredita en un día hábil y te avisamos cuando llegue.';
  const lines: [string, string][] = [
    ['Referencia', voucher.number],
    ['Monto a pagar', amount],
    ...(expiry ? ([['Paga antes de', expiry]] as [string, string][]) : []),
  ];
  const text = [
    `Hola, ${voucher.client.name}:`,
    '',
    intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    steps,
    '',
    ...(voucher.voucherUrl ? [`Ficha para imprimir o mostrar en tu celular: ${voucher.voucherUrl}`] : []),
    `Tu solicitud: ${voucher.requestUrl}`,
    '',
    'Si la ficha vence sin pago, entra a tu solicitud y elige otra forma de pago.',
    '',
  ].join('\n');
  const html = [
    `<p>Hola, ${escapeHtml(voucher.client.name)}:</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table style="border-collapse:collapse">',
    ...lines.map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold;font-size:16px">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(steps)}</p>`,
    ...(voucher.voucherUrl
      ? [
          `<p><a href="${escapeHtml(voucher.voucherUrl)}">Ver la ficha para imprimir o mostrar en tu celular</a></p>`,
        ]
      : []),
    `<p><a href="${escapeHtml(voucher.requestUrl)}">Ir a mi solicitud</a></p>`,
    '<p style="color:#666;font-size:12px">Si la ficha vence sin pago, entra a tu solicitud y elige otra forma de pago.</p>',
  ].join('\n');
  return {
    to: voucher.client.email,
    subject: `Tu ficha de pago en OXXO por ${amount} · ${voucher.folio}`,
    text,
    html,
  };
}
