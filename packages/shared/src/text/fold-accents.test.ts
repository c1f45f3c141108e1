import { describe, expect, it } from 'vitest';
import { foldAccents } from './fold-accents.ts';

describe('foldAccents', () => {
  it('lower-cases and removes Spanish accents and the tilde of ñ', () => {
    expect(foldAccents('Trámite de PASAPORTE')).toBe('tramite de pasaporte');
    expect(foldAccents('Peña Güemes')).toBe('pena guemes');
  });
});
