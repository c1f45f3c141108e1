import { formatMXN } from '@tramites/shared';

/** What a payment's receipt says: every figure already computed by the receipts service. */
export interface ReceiptData {
  business: { name: string; legalName: string | null };
  receiptNumber: string;
  folio: string;
  tramiteName: string;
  client: { name: string; email: string };
  paidAt: Date;
  amount: number;
  currency: string;
  kindLabel: string;
  methodLabel: string;
  reference: string;
  /** The concept lines of this payment (honorarios, IVA, derechos); they add up to `amount`. */
  lines: { label: string; amount: number }[];
  /** The quotation and where it stands after this payment. */
  plan: { total: number; paidToDate: number; balance: number; depositPercent: number | null };
  /** What else the client must know (a refund, money under review, derechos paid directly). */
  notes: string[];
}

const paidAtFormat = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The date a receipt shows: Mexico City's wall clock, as the client lived it. */
export const formatPaidAt = (date: Date): string =>
  `${paidAtFormat.format(date)} h (hora del centro de México)`;

/** "$1,234.50": the shared money format already carries the sign. */
const money = (amount: number) => formatMXN(amount);

/**
 * The receipt as a PDF (Letter, the standard Helvetica of every PDF reader: no font to embed or download).
 * pdfkit is loaded on the first receipt, so the server starts without it.
 */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: {
      Title: `Recibo ${data.receiptNumber}`,
      Author: data.business.name,
      Subject: `Recibo de pago de la solicitud ${data.folio}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const amountWidth = 140;

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0f172a').text(data.business.name);
  if (data.business.legalName) {
    doc.font('Helvetica').fontSize(10).fillColor('#475569').text(data.business.legalName);
  }
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#0f172a').text('Recibo de pago');
  doc.font('Helvetica').fontSize(10).fillColor('#334155');
  doc.text(`Recibo núm. ${data.receiptNumber}`);
  doc.text(`Fecha del pago: ${formatPaidAt(data.paidAt)}`);
  doc.moveDown(0.8);

  const row = (label: string, value: string, options: { bold?: boolean } = {}) => {
    const y = doc.y;
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#0f172a');
    doc.text(label, left, y, { width: width - amountWidth - 12 });
    const afterLabel = doc.y;
    doc.text(value, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(afterLabel, doc.y);
    doc.x = left;
  };
  /** A fact of the receipt: its label, then the value in the rest of the line (wrapping there). */
  const info = (label: string, value: string) => {
    const y = doc.y;
    const labelWidth = 130;
    doc.font('Helvetica').fontSize(10).fillColor('#475569');
    doc.text(label, left, y, { width: labelWidth });
    const afterLabel = doc.y;
    doc.fillColor('#0f172a').text(value, left + labelWidth + 10, y, { width: width - labelWidth - 10 });
    doc.y = Math.max(afterLabel, doc.y) + 2;
    doc.x = left;
  };
  const rule = () => {
    doc.moveDown(0.3);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.moveDown(0.4);
  };

  info('Solicitud (folio)', data.folio);
  info('Trámite', data.tramiteName);
  info('Cliente', `${data.client.name} · ${data.client.email}`);
  info('Concepto del pago', data.kindLabel);
  info('Forma de pago', data.methodLabel);
  info('Referencia', data.reference || '—');
  rule();

  doc.font('Helvetica-Bold').fontSize(11).text('Conceptos', left);
  doc.moveDown(0.3);
  for (const line of data.lines) {
    row(line.label, money(line.amount));
  }
  rule();
  row(`Importe recibido (${data.currency})`, money(data.amount), { bold: true });
  doc.moveDown(0.8);

  doc.font('Helvetica-Bold').fontSize(11).text('Tu cotización', left);
  doc.moveDown(0.3);
  row('Total de la cotización', money(data.plan.total));
  if (data.plan.depositPercent) {
    row(
      `Anticipo (${data.plan.depositPercent} %)`,
      money((data.plan.total * data.plan.depositPercent) / 100),
    );
  }
  row('Pagado a la fecha', money(data.plan.paidToDate));
  row('Saldo pendiente', money(data.plan.balance), { bold: true });

  if (data.notes.length > 0) {
    doc.moveDown(0.8);
    doc.font('Helvetica').fontSize(9).fillColor('#92400e');
    for (const note of data.notes) {
      doc.text(note, left, doc.y, { width });
      doc.moveDown(0.2);
    }
  }

  doc.moveDown(1.2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#64748b')
    .text(
      'Este recibo ampara el pago recibido; no es un comprobante fiscal (CFDI). Si necesitas factura, solicítala desde tu solicitud en el mismo mes del pago.',
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
