import { describe, expect, it } from 'vitest';
import { requirementFor } from './upload-form-files.ts';

describe('requirementFor', () => {
  const requirements = [
    'Comprobante de domicilio',
    'INE (ine_frente)',
    'INE (ine_reverso)',
    'Acta de nacimiento',
  ];

  it('finds the requirement a file field became: by label, or label and name when labels repeat', () => {
    expect(requirementFor(requirements, { name: 'comprobante', label: 'comprobante de  domicilio' })).toBe(
      'Comprobante de domicilio',
    );
    expect(requirementFor(requirements, { name: 'ine_reverso', label: 'INE' })).toBe('INE (ine_reverso)');
    expect(requirementFor(requirements, { name: 'acta_de_nacimiento', label: 'Acta' })).toBe(
      'Acta de nacimiento',
    );
  });

  it('falls back to the label when the list is unknown', () => {
    expect(requirementFor([], { name: 'curp', label: 'CURP' })).toBe('CURP');
  });
});
