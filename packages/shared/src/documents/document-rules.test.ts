import { describe, expect, it } from 'vitest';
import {
  canonicalFileType,
  detectFileType,
  documentAgeDays,
  filenameForType,
  priorityLevel,
  sanitizeFilename,
  urgencyLevel,
  worstUrgency,
} from './document-rules.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectFileType', () => {
  it('recognises PDF, JPEG and PNG by their magic numbers', () => {
    expect(detectFileType(new TextEncoder().encode('%PDF-1.4\n'))).toBe('application/pdf');
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg');
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
  });

  it('refuses executables, archives, HTML and truncated signatures', () => {
    expect(detectFileType(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
    expect(detectFileType(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull();
    expect(detectFileType(new TextEncoder().encode('<html><script>'))).toBeNull();
    expect(detectFileType(new TextEncoder().encode('%PDF'))).toBeNull();
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectFileType(bytes())).toBeNull();
  });
});

describe('canonicalFileType', () => {
  it('accepts the four declared types of the spec, image/jpg as image/jpeg', () => {
    expect(canonicalFileType('application/pdf')).toBe('application/pdf');
    expect(canonicalFileType('image/jpeg')).toBe('image/jpeg');
    expect(canonicalFileType('IMAGE/JPG')).toBe('image/jpeg');
    expect(canonicalFileType('image/png; charset=binary')).toBe('image/png');
  });

  it('refuses anything else', () => {
    for (const type of [
      'text/html',
      'application/octet-stream',
      'image/svg+xml',
      'image/gif',
      '',
      undefined,
    ]) {
      expect(canonicalFileType(type)).toBeNull();
    }
  });
});

describe('sanitizeFilename', () => {
  it('keeps only the base name, whichever separator', () => {
    expect(sanitizeFilename('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitizeFilename('C:\\Users\\Ana\\INE frente.jpg')).toBe('INE frente.jpg');
    expect(sanitizeFilename('/')).toBe('documento');
    expect(sanitizeFilename('..')).toBe('documento');
    expect(sanitizeFilename('')).toBe('documento');
  });

  it('removes control and bidirectional override characters', () => {
    expect(sanitizeFilename('acta\u0000\u0007\r\n.pdf')).toBe('acta.pdf');
    expect(sanitizeFilename('foto\u202Egpj.exe')).toBe('fotogpj.exe');
  });

  it('keeps accents and caps the length at 200 keeping the extension', () => {
    expect(sanitizeFilename('Comprobante de domicilio (año).pdf')).toBe('Comprobante de domicilio (año).pdf');
    const long = sanitizeFilename(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('filenameForType', () => {
  it('adds the real extension when the name lies about it', () => {
    expect(filenameForType('acta.pdf', 'application/pdf')).toBe('acta.pdf');
    expect(filenameForType('ine.JPEG', 'image/jpeg')).toBe('ine.JPEG');
    expect(filenameForType('foto.exe', 'image/png')).toBe('foto.exe.png');
    expect(filenameForType('a'.repeat(200), 'application/pdf')).toHaveLength(200);
  });
});

describe('priority and urgency', () => {
  it('uses the 3 and 7 day thresholds', () => {
    expect([0, 3, 4, 7, 8].map(priorityLevel)).toEqual(['normal', 'normal', 'high', 'high', 'urgent']);
    expect([0, 3, 4, 7, 8].map(urgencyLevel)).toEqual(['normal', 'normal', 'media', 'media', 'urgente']);
    expect(worstUrgency(['normal', 'urgente', 'media'])).toBe('urgente');
    expect(worstUrgency([])).toBe('normal');
  });

  it('counts whole days of age', () => {
    const now = new Date('2025-06-10T12:00:00Z');
    expect(documentAgeDays('2025-06-10T00:00:00Z', now)).toBe(0);
    expect(documentAgeDays(new Date('2025-06-06T11:59:00Z'), now)).toBe(4);
    expect(documentAgeDays('2025-06-11T00:00:00Z', now)).toBe(0);
  });
});
