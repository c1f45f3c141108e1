import { DOCUMENT_MSG } from '@tramites/shared';
import { describe, expect, it } from 'vitest';
import { uploadAccept, validateUploadFile } from './upload-validation.ts';

const file = (type: string, mb: number) => ({ type, size: Math.round(mb * 1024 * 1024) });

describe('validateUploadFile', () => {
  it("keeps the spec's messages for the usual limits", () => {
    expect(validateUploadFile(file('application/pdf', 10))).toBeNull();
    expect(validateUploadFile(file('application/pdf', 10.1))).toBe(DOCUMENT_MSG.archivoGrande);
    expect(validateUploadFile(file('image/gif', 1))).toBe(DOCUMENT_MSG.archivoTipo);
  });

  it("uses a form field's own types and size, in the same words", () => {
    const pdfUpTo25 = { acceptedTypes: ['application/pdf'], maxFileSizeMb: 25 };
    expect(validateUploadFile(file('application/pdf', 20), pdfUpTo25)).toBeNull();
    expect(validateUploadFile(file('application/pdf', 26), pdfUpTo25)).toBe(
      'El archivo es demasiado grande. Máximo 25MB permitido.',
    );
    expect(validateUploadFile(file('image/png', 1), pdfUpTo25)).toBe(
      'Tipo de archivo no permitido. Solo se permiten PDF.',
    );
    expect(uploadAccept(pdfUpTo25)).toBe('.pdf,application/pdf');
  });

  it('takes the e.firma’s .cer and .key by their extension where a requirement asks for them (issue 25)', () => {
    const key = { acceptedTypes: ['application/pkcs8'], maxFileSizeMb: 1 };
    const cer = { acceptedTypes: ['application/pkix-cert'], maxFileSizeMb: 1 };
    expect(validateUploadFile({ ...file('', 0.01), name: 'Claveprivada_FIEL.key' }, key)).toBeNull();
    expect(
      validateUploadFile({ ...file('application/x-x509-ca-cert', 0.01), name: 'fiel.cer' }, cer),
    ).toBeNull();
    expect(validateUploadFile({ ...file('application/pdf', 0.01), name: 'fiel.pdf' }, key)).toBe(
      'Tipo de archivo no permitido. Solo se permiten clave privada de e.firma (.key).',
    );
    expect(validateUploadFile({ ...file('', 0.01), name: 'fiel.key' }, cer)).not.toBeNull();
    expect(validateUploadFile({ ...file('', 0.01), name: 'fiel.key' })).toBe(DOCUMENT_MSG.archivoTipo);
    expect(uploadAccept(key)).toBe('.key,application/pkcs8');
  });
});
