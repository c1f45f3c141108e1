import { inflateSync } from 'node:zlib';
import type { Payment } from '@tramites/shared';
import type { RequestFlow } from '../../test/request-flow.ts';
import { bearer, type TestApp } from '../../test/test-app.ts';

/*
 * Helpers of the billing tests (never imported by the app): the text of a pdfkit PDF, the attachments of an
 * e-mail the SMTP sink received, and a paid request.
 */

/**
 * The text a PDF shows, line by line: pdfkit writes each line as a TJ array of hex strings in WinAnsi (which
 * matches Latin-1 for Spanish) inside Flate-compressed content streams. Enough for the receipts we make.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  // Each stream is read by its dictionary's /Length: compressed bytes may end in a CR, which a search for
  // the line break before `endstream` would take away (the receipt e-mail test failed so, once in a run).
  for (const match of source.matchAll(/\/Length (\d+)(?![\d ]*R)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(Buffer.from(source.slice(start, start + Number(match[1])), 'latin1')).toString(
        'latin1',
      );
    } catch {
      continue;
    }
    for (const operation of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const text = [...operation[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
        .join('');
      lines.push(text);
    }
  }
  return lines.join('\n');
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The attachments of a MIME message as nodemailer writes them (base64 parts with a filename). */
export function attachmentsOf(raw: string): MailAttachment[] {
  const attachments: MailAttachment[] = [];
  for (const part of raw.split(/\r\n--[^\r\n]+/)) {
    const [headers = '', ...body] = part.split(/\r\n\r\n/);
    const unfolded = headers.replace(/\r\n[ \t]+/g, ' ');
    if (!/Content-Disposition:\s*attachment/i.test(unfolded)) {
      continue;
    }
    attachments.push({
      filename: /filename="?([^";\r\n]+)"?/i.exec(unfolded)?.[1] ?? '',
      contentType: /Content-Type:\s*([^;\r\n]+)/i.exec(unfolded)?.[1]?.trim() ?? '',
      content: Buffer.from(body.join('\r\n\r\n').replace(/\s+/g, ''), 'base64'),
    });
  }
  return attachments;
}

/** The payments of a request, as its page lists them. */
export async function paymentsOf(t: TestApp, flow: RequestFlow, requestId: string): Promise<Payment[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/solicitudes/${requestId}/complete`,
    headers: bearer(flow.tokens.admin),
  });
  return response.json().pagos;
}

/**
 * A request of the demo client paid in full by SPEI (recorded by staff): a fixed-price one, or — with
 * `derechos` — a variable one quoted with honorarios 1,000 + IVA 160 + those derechos.
 */
export async function paidRequest(
  t: TestApp,
  flow: RequestFlow,
  options: { derechos?: number } = {},
): Promise<{ id: string; folio: string; payment: Payment }> {
  const request = await flow.createRequest({ variable: options.derechos !== undefined });
  if (options.derechos !== undefined) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quotations',
      headers: bearer(flow.tokens.gestor),
      payload: {
        tramite_request_id: request.id,
        amount: (1160 + options.derechos).toFixed(2),
        description: 'Honorarios y derechos',
        items: [
          { concepto: 'Honorarios de gestoría', tipo: 'honorarios', monto: '1000.00' },
          { concepto: 'IVA', tipo: 'iva', monto: '160.00' },
          { concepto: 'Derechos', tipo: 'derechos', monto: options.derechos.toFixed(2) },
        ],
      },
    });
    if (response.statusCode !== 201) {
      throw new Error(`cotizar: ${response.statusCode} ${response.body}`);
    }
  }
  await flow.pay(request.id);
  const [payment] = await paymentsOf(t, flow, request.id);
  return { ...request, payment: payment! };
}
