import { describe, expect, it } from 'vitest';
import { isSameLooseName, looseName } from './loose-name.ts';

describe('looseName', () => {
  it('ignores case, accents, the tilde of ñ and repeated or outer spaces', () => {
    expect(looseName('  Acta   de NACIMIENTO ')).toBe('acta de nacimiento');
    expect(looseName('Trámite\tde\nPeña')).toBe('tramite de pena');
  });

  it('keeps what tells names apart: punctuation, digits and inner words', () => {
    expect(looseName('Formulario Auto: CURP')).toBe('formulario auto: curp');
    expect(isSameLooseName('Acta de nacimiento', 'Acta de nacimiento 2')).toBe(false);
    expect(isSameLooseName('Acta de nacimiento', 'Actade nacimiento')).toBe(false);
  });

  it('matches the names connect-by-name treats as one', () => {
    expect(isSameLooseName('Pasaporte ordinario', 'pasaporte  ORDINARIO')).toBe(true);
    expect(isSameLooseName('Constancia de situación fiscal', 'Constancia de situacion fiscal')).toBe(true);
    expect(isSameLooseName('Acta de nacimiento', 'Acta de matrimonio')).toBe(false);
  });
});
