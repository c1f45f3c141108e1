import { describe, expect, it } from 'vitest';
import { CreateInternalNoteSchema } from '../internal-notes/schemas.ts';
import {
  formatLongDate,
  joinSpanishList,
  QUICK_REPLY_MISSING,
  renderQuickReply,
} from './render-quick-reply.ts';
import { CreateQuickReplySchema, QUICK_REPLY_MESSAGES, QuickReplyInputSchema } from './schemas.ts';

const values = {
  nombre: 'María López',
  folio: 'TMX-2026-000123',
  tramite: 'Pasaporte mexicano',
  documentos_pendientes: ['INE', 'CURP', 'Acta de nacimiento'],
  total: '$1,350.00',
  fecha_estimada: '15 de diciembre de 2026',
};

describe('renderQuickReply', () => {
  it('fills every variable with the request’s values', () => {
    expect(
      renderQuickReply(
        'Hola {nombre}: tu {tramite} ({folio}) cuesta {total}; faltan {documentos_pendientes}. Entrega: {fecha_estimada}.',
        values,
      ),
    ).toBe(
      'Hola María López: tu Pasaporte mexicano (TMX-2026-000123) cuesta $1,350.00; faltan INE, CURP y Acta de nacimiento. Entrega: 15 de diciembre de 2026.',
    );
  });

  it('repeats a variable as often as it appears', () => {
    expect(renderQuickReply('{nombre}, {nombre}', values)).toBe('María López, María López');
  });

  it('leaves an unknown {x} as typed, and text without braces alone', () => {
    expect(renderQuickReply('Hola {apellido} {Nombre} {nombre} {}', values)).toBe(
      'Hola {apellido} {Nombre} María López {}',
    );
    expect(renderQuickReply('Sin variables', values)).toBe('Sin variables');
  });

  it('says something sensible for a missing value, never a hole or the raw variable', () => {
    const rendered = renderQuickReply(
      '{nombre}|{folio}|{tramite}|{documentos_pendientes}|{total}|{fecha_estimada}',
      {
        nombre: null,
        folio: '',
        documentos_pendientes: [],
        total: null,
        fecha_estimada: null,
      },
    );
    expect(rendered).toBe(
      [
        QUICK_REPLY_MISSING.nombre,
        QUICK_REPLY_MISSING.folio,
        QUICK_REPLY_MISSING.tramite,
        'sin documentos pendientes',
        'por cotizar',
        'por confirmar',
      ].join('|'),
    );
  });

  it('inserts a value literally, even one that looks like a variable or a replacement pattern', () => {
    expect(renderQuickReply('{nombre} {folio}', { nombre: '{folio} $& $1', folio: 'F-1' })).toBe(
      '{folio} $& $1 F-1',
    );
  });
});

describe('joinSpanishList and formatLongDate', () => {
  it('lists as a person writes', () => {
    expect(joinSpanishList([])).toBe('');
    expect(joinSpanishList(['INE'])).toBe('INE');
    expect(joinSpanishList(['INE', 'CURP'])).toBe('INE y CURP');
    expect(joinSpanishList(['INE', 'CURP', 'RFC'])).toBe('INE, CURP y RFC');
  });

  it('writes a calendar day in Spanish, the same day whatever the time zone', () => {
    expect(formatLongDate('2026-12-15')).toBe('15 de diciembre de 2026');
    expect(formatLongDate('2027-01-01')).toBe('1 de enero de 2027');
  });
});

describe('ready reply and note schemas', () => {
  it('require a title and a text, with Spanish messages', () => {
    const result = QuickReplyInputSchema.safeParse({ title: '  ', body: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(QUICK_REPLY_MESSAGES.tituloRequerido);
    expect(messages).toContain(QUICK_REPLY_MESSAGES.textoRequerido);
  });

  it('limit the title and the text (a reply fills the 500-character chat box)', () => {
    expect(
      QuickReplyInputSchema.safeParse({ title: 'x'.repeat(81), body: 'ok' }).error?.issues[0]?.message,
    ).toBe(QUICK_REPLY_MESSAGES.tituloLargo);
    expect(
      QuickReplyInputSchema.safeParse({ title: 'ok', body: 'x'.repeat(501) }).error?.issues[0]?.message,
    ).toBe(QUICK_REPLY_MESSAGES.textoLargo);
  });

  it('create a private reply unless the gestoría’s is asked for', () => {
    expect(CreateQuickReplySchema.parse({ title: ' Hola ', body: 'Texto' })).toEqual({
      title: 'Hola',
      body: 'Texto',
      scope: 'personal',
    });
    expect(CreateQuickReplySchema.safeParse({ title: 'a', body: 'b', scope: 'todos' }).success).toBe(false);
  });

  it('refuse a blank or oversized note', () => {
    expect(CreateInternalNoteSchema.safeParse({ body: '   ' }).error?.issues[0]?.message).toBe(
      'La nota no puede estar vacía',
    );
    expect(CreateInternalNoteSchema.safeParse({ body: 'x'.repeat(2001) }).success).toBe(false);
    expect(CreateInternalNoteSchema.parse({ body: ' Llamó el cliente ' })).toEqual({
      body: 'Llamó el cliente',
    });
  });
});
