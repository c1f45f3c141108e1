import { describe, expect, it } from 'vitest';
import { reminderActionPath, reminderCopy } from './reminder-copy.ts';
import {
  documentReminderDates,
  dueDocumentReminder,
  isOxxoReminderDue,
  isQuotationReminderDue,
  isReminderSendingTime,
} from './reminder-schedule.ts';

/** An instant given in Mexico City time (UTC−6 all year since 2022). */
const cdmx = (isoDate: string, hour = 10, minute = 0) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + ((hour + 6) * 60 + minute) * 60_000);

// Thursday 12 November 2026; Monday 16 is the Revolución holiday (third Monday of November).
const paidAt = cdmx('2026-11-12', 17);

describe('documents reminders', () => {
  it('fall 2 business days after the payment, then every 3, 4 at most, skipping weekends and holidays', () => {
    expect(documentReminderDates(paidAt)).toEqual(['2026-11-17', '2026-11-20', '2026-11-25', '2026-11-30']);
  });

  it('counts from the payment day in Mexico City, not in UTC', () => {
    // 23:30 of Friday 13 in Mexico City is already Saturday in UTC: the day is still Friday.
    expect(documentReminderDates(cdmx('2026-11-13', 23, 30))[0]).toBe('2026-11-18');
  });

  it('names the latest reminder whose day has come, from 9:00, and none past the fourth', () => {
    expect(dueDocumentReminder(paidAt, cdmx('2026-11-13'))).toBeNull();
    expect(dueDocumentReminder(paidAt, cdmx('2026-11-16'))).toBeNull(); // the holiday
    expect(dueDocumentReminder(paidAt, cdmx('2026-11-17', 8, 59))).toBeNull(); // before office hours
    expect(dueDocumentReminder(paidAt, cdmx('2026-11-17', 9))).toBe(1);
    expect(dueDocumentReminder(paidAt, cdmx('2026-11-19'))).toBe(1);
    expect(dueDocumentReminder(paidAt, cdmx('2026-11-20'))).toBe(2);
    expect(dueDocumentReminder(paidAt, cdmx('2026-11-25'))).toBe(3);
    expect(dueDocumentReminder(paidAt, cdmx('2026-11-30'))).toBe(4);
    expect(dueDocumentReminder(paidAt, cdmx('2027-01-30'))).toBe(4);
  });

  it('are sent only between 9:00 and 20:00 in Mexico City', () => {
    expect(isReminderSendingTime(cdmx('2026-11-17', 8, 59))).toBe(false);
    expect(isReminderSendingTime(cdmx('2026-11-17', 9))).toBe(true);
    expect(isReminderSendingTime(cdmx('2026-11-17', 19, 59))).toBe(true);
    expect(isReminderSendingTime(cdmx('2026-11-17', 20))).toBe(false);
    expect(dueDocumentReminder(paidAt, cdmx('2026-11-17', 21))).toBeNull();
  });
});

describe('quotation reminders', () => {
  const quotation = { validUntil: '2026-12-10', createdAt: cdmx('2026-11-10') };

  it('are due from 3 days before the last valid day until it ends', () => {
    expect(isQuotationReminderDue(quotation, cdmx('2026-12-06'))).toBe(false);
    expect(isQuotationReminderDue(quotation, cdmx('2026-12-07'))).toBe(true);
    expect(isQuotationReminderDue(quotation, cdmx('2026-12-10', 19))).toBe(true);
    expect(isQuotationReminderDue(quotation, cdmx('2026-12-11'))).toBe(false);
    expect(isQuotationReminderDue(quotation, cdmx('2026-12-07', 7))).toBe(false);
  });

  it('are not due for a quotation sent inside that window', () => {
    expect(
      isQuotationReminderDue({ ...quotation, createdAt: cdmx('2026-12-08') }, cdmx('2026-12-08', 12)),
    ).toBe(false);
  });
});

describe('OXXO reminders', () => {
  const voucher = { expiresAt: cdmx('2026-11-20', 23, 59), createdAt: cdmx('2026-11-17') };

  it('are due in the last 24 hours of the voucher, within sending hours', () => {
    expect(isOxxoReminderDue(voucher, cdmx('2026-11-19', 19))).toBe(false);
    expect(isOxxoReminderDue(voucher, cdmx('2026-11-20', 9))).toBe(true);
    expect(isOxxoReminderDue(voucher, cdmx('2026-11-20', 21))).toBe(false);
    expect(isOxxoReminderDue(voucher, cdmx('2026-11-21', 10))).toBe(false);
  });

  it('are not due for a voucher issued inside its last day', () => {
    expect(isOxxoReminderDue({ ...voucher, createdAt: cdmx('2026-11-20', 8) }, cdmx('2026-11-20', 10))).toBe(
      false,
    );
  });
});

describe('what a reminder says', () => {
  const request = { folio: 'TMX-2026-000042', tramiteName: 'Pasaporte' };

  it('names every missing and rejected document, and links to the documents page', () => {
    const copy = reminderCopy(
      {
        kind: 'documentos',
        missing: ['INE', 'CURP'],
        rejected: [{ name: 'Acta de nacimiento', reason: 'Ilegible.' }],
      },
      request,
    );
    expect(copy.summary).toBe('Faltan: «INE», «CURP». Por corregir: «Acta de nacimiento» (Ilegible).');
    expect(copy.message).toContain('TMX-2026-000042 (Pasaporte)');
    expect(copy.message).toContain(copy.summary);
    expect(reminderActionPath('documentos', 'abc')).toBe('/tramite/abc/documentos');
  });

  it('gives the quotation total and last day, and the OXXO amount and hour', () => {
    expect(
      reminderCopy({ kind: 'cotizacion', quotationId: 'q', total: 1350.5, validUntil: '2026-12-10' }, request)
        .message,
    ).toContain('$1,350.50 para la solicitud TMX-2026-000042 (Pasaporte) vence el 10 de diciembre');
    expect(
      reminderCopy(
        { kind: 'oxxo', attemptId: 'a', amount: 500, expiresAt: cdmx('2026-11-20', 23, 59) },
        request,
      ).summary,
    ).toMatch(/^Ficha OXXO de \$500\.00 vigente hasta el 20 de noviembre/);
    expect(reminderActionPath('cotizacion', 'abc')).toBe('/solicitud/abc#cotizacion');
    expect(reminderActionPath('oxxo', 'abc')).toBe('/solicitud/abc#pago');
  });
});
