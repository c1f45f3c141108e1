import { describe, expect, it } from 'vitest';
import { claimedEfirmaType, detectEfirmaType, efirmaFileTypeOf } from './efirma-files.ts';

const bytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

// A self-signed test certificate in DER (EC P-256, "PRUEBA e.firma"): the shape of a SAT .cer.
const CERTIFICATE = bytes(
  'MIIBwzCCAWmgAwIBAgIUXCtFjwZ18Wr/XXesBMQ0ONr8TkIwCgYIKoZIzj0EAwIwNzEXMBUGA1UEAwwOUFJVRUJBIGUuZmlybWExHDAaBgNVBAoME1RyYW1pdGVzIE1YIHBydWViYXMwHhcNMjYxMTI3MTA0OTU5WhcNMzYxMTI0MTA0OTU5WjA3MRcwFQYDVQQDDA5QUlVFQkEgZS5maXJtYTEcMBoGA1UECgwTVHJhbWl0ZXMgTVggcHJ1ZWJhczBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABLg783UlsOT+Epx/JfvtFmJsJTgIaLRwg2t/RXhlI9lZ0C9JZC9d8jeDaRRzHaLxnf4LlRN49/cub2vlkwmNwkyjUzBRMB0GA1UdDgQWBBR3SMdEzvud4Dg+73oskV1uOEb6XDAfBgNVHSMEGDAWgBR3SMdEzvud4Dg+73oskV1uOEb6XDAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0gAMEUCIQCvx6ZbRoXRLBUEAkzkRJtACfwqJN2gte6TuISBf3Ti3wIgAqXeT8wLBi/I/hs2TFZ7q5hqH7Kuz7Qht0uMeW+rpO4=',
);
// The first bytes of an encrypted PKCS#8 key (PBES2), as the SAT's .key files are.
const ENCRYPTED_KEY_HEAD = bytes('MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI');
// The first bytes of an unencrypted PKCS#8 key: the secret itself.
const PLAIN_KEY_HEAD = bytes('MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEH');

describe('detectEfirmaType', () => {
  it('knows a DER certificate and announces its size', () => {
    expect(detectEfirmaType(CERTIFICATE)).toEqual({
      type: 'application/pkix-cert',
      totalBytes: CERTIFICATE.length,
    });
  });

  it('knows an encrypted private key and announces its size', () => {
    expect(detectEfirmaType(ENCRYPTED_KEY_HEAD)).toEqual({
      type: 'application/pkcs8',
      totalBytes: 0x51c + 4,
    });
  });

  it('refuses an unencrypted key, a PDF, a zip and noise', () => {
    expect(detectEfirmaType(PLAIN_KEY_HEAD)).toBeNull();
    expect(detectEfirmaType(new TextEncoder().encode('%PDF-1.7 0 obj'))).toBeNull();
    expect(detectEfirmaType(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toBeNull();
    expect(detectEfirmaType(Uint8Array.from([0x30, 0x82]))).toBeNull();
  });
});

describe('which requirement is an e.firma file', () => {
  it('reads the name', () => {
    expect(efirmaFileTypeOf('Certificado de la e.firma (archivo .cer)')).toBe('application/pkix-cert');
    expect(efirmaFileTypeOf('Clave privada de la e.firma del patrón (archivo .key)')).toBe(
      'application/pkcs8',
    );
    expect(efirmaFileTypeOf('Identificación oficial')).toBeNull();
    expect(efirmaFileTypeOf('e.firma (archivos .cer y .key)')).toBeNull();
  });

  it('takes the extension where a .key has no type, only among the admitted types', () => {
    expect(claimedEfirmaType('', 'FIEL_ABC.key', ['application/pkcs8'])).toBe('application/pkcs8');
    expect(claimedEfirmaType('application/x-x509-ca-cert', 'abc.cer', ['application/pkix-cert'])).toBe(
      'application/pkix-cert',
    );
    expect(claimedEfirmaType('application/octet-stream', 'abc.key', ['application/pdf'])).toBeNull();
    expect(claimedEfirmaType('text/html', 'abc.cer', ['application/pkix-cert'])).toBeNull();
    expect(claimedEfirmaType('application/octet-stream', 'abc.exe', ['application/pkix-cert'])).toBeNull();
  });
});
