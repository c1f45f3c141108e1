import { foldAccents } from '../text/fold-accents.ts';

/**
 * Issue 25: when the gestor acts with the client's e.firma, we collect its two files only (the certificate,
 * `.cer`, and the encrypted private key, `.key`), never its password. These are the types an upload for such
 * a requirement may be, checked by their bytes like every upload (DESIGN section 6).
 */
export const EFIRMA_FILE_TYPES = ['application/pkix-cert', 'application/pkcs8'] as const;
export type EfirmaFileType = (typeof EFIRMA_FILE_TYPES)[number];

export const EFIRMA_FILE_EXTENSIONS: Record<EfirmaFileType, string> = {
  'application/pkix-cert': '.cer',
  'application/pkcs8': '.key',
};

/** What the client reads wherever the e.firma's files are asked for (requirement help, ficha, chat). */
export const EFIRMA_PASSWORD_WARNING =
  'Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.';

/** Added to the ficha (description) of every procedure in which the gestor acts with the client's e.firma. */
export const EFIRMA_FICHA_NOTE =
  'Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.';

/** Posted to the chat when a request for such a procedure is created (issue 25: the chat guidance). */
export const EFIRMA_CHAT_GUIDANCE =
  'Este trámite se hace con tu e.firma: sube solo sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; no la escribas en este chat ni en ningún archivo. Cuando haga falta firmar, tú la escribes.';

/** The two requirement names the seeded catalogue uses for the e.firma's files. */
export const EFIRMA_CER_DOCUMENT = 'Certificado de la e.firma (archivo .cer)';
export const EFIRMA_KEY_DOCUMENT = 'Clave privada de la e.firma (archivo .key)';

/**
 * The e.firma file a requirement asks for, by its name ("… e.firma … .cer" / "… .key"), or null. A procedure
 * without a form names its documents only, so its upload types come from here.
 */
export function efirmaFileTypeOf(documentName: string): EfirmaFileType | null {
  const name = foldAccents(documentName);
  if (!/\be\.?firma\b/.test(name)) {
    return null;
  }
  const mentionsCer = /\.cer\b/.test(name);
  const mentionsKey = /\.key\b/.test(name);
  if (mentionsCer === mentionsKey) {
    return null;
  }
  return mentionsCer ? 'application/pkix-cert' : 'application/pkcs8';
}

/**
 * The declared types browsers send for these files: `.cer` has registered names; `.key` has none (macOS even
 * calls it a Keynote file), so a generic or empty type is accepted and the bytes decide.
 */
const DECLARED_TYPES: Record<EfirmaFileType, readonly string[]> = {
  'application/pkix-cert': [
    'application/pkix-cert',
    'application/x-x509-ca-cert',
    'application/x-x509-user-cert',
    'application/x-x509-cert',
    'application/octet-stream',
    '',
  ],
  'application/pkcs8': [
    'application/pkcs8',
    'application/pkcs8-encrypted',
    'application/x-iwork-keynote-sffkey',
    'application/octet-stream',
    '',
  ],
};

/**
 * The e.firma type an upload claims to be, among those the requirement admits: its declared type when it is
 * one of these files' own names, else its extension (a `.key` has no registered type). Null otherwise.
 */
export function claimedEfirmaType(
  declared: string | null | undefined,
  filename: string | null | undefined,
  admitted: readonly string[],
): EfirmaFileType | null {
  const essence = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  const name = (filename ?? '').trim().toLowerCase();
  for (const type of EFIRMA_FILE_TYPES) {
    if (
      admitted.includes(type) &&
      DECLARED_TYPES[type].includes(essence) &&
      name.endsWith(EFIRMA_FILE_EXTENSIONS[type])
    ) {
      return type;
    }
  }
  return null;
}

/** How many leading bytes `detectEfirmaType` needs to decide. */
export const EFIRMA_SIGNATURE_LENGTH = 24;

/** A DER header at `offset`: its tag, where its content starts and how long it is; null if not DER. */
function derHeader(bytes: Uint8Array, offset: number): { tag: number; start: number; length: number } | null {
  const tag = bytes[offset];
  const first = bytes[offset + 1];
  if (tag === undefined || first === undefined) {
    return null;
  }
  if (first < 0x80) {
    return { tag, start: offset + 2, length: first };
  }
  const count = first & 0x7f;
  if (count < 1 || count > 3 || offset + 2 + count > bytes.length) {
    return null;
  }
  let length = 0;
  for (let index = 0; index < count; index++) {
    length = length * 256 + bytes[offset + 2 + index]!;
  }
  return { tag, start: offset + 2 + count, length };
}

const startsWith = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
  expected.every((byte, index) => bytes[offset + index] === byte);

// 1.2.840.113549.1.5.13 (PBES2) and 1.2.840.113549.1.12.1.x (PKCS#12 password-based encryption).
const PBES2_OID = [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x05, 0x0d];
const PKCS12_PBE_OID = [0x06, 0x0a, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x01];
// tbsCertificate's explicit version: [0] { INTEGER 0..2 }.
const CERTIFICATE_VERSION = [0xa0, 0x03, 0x02, 0x01];

/**
 * What the first bytes are: an X.509 certificate in DER (a SEQUENCE whose first element is the
 * tbsCertificate, starting with its version), or an encrypted PKCS#8 private key in DER (a SEQUENCE whose
 * first element names a password-based encryption), with the size the outer SEQUENCE announces. An
 * unencrypted key is refused: that would be the secret itself.
 */
export function detectEfirmaType(head: Uint8Array): { type: EfirmaFileType; totalBytes: number } | null {
  const outer = derHeader(head, 0);
  if (outer?.tag !== 0x30) {
    return null;
  }
  const inner = derHeader(head, outer.start);
  if (inner?.tag !== 0x30) {
    return null;
  }
  const totalBytes = outer.start + outer.length;
  if (startsWith(head, inner.start, CERTIFICATE_VERSION) && (head[inner.start + 4] ?? 9) <= 2) {
    return { type: 'application/pkix-cert', totalBytes };
  }
  if (startsWith(head, inner.start, PBES2_OID) || startsWith(head, inner.start, PKCS12_PBE_OID)) {
    return { type: 'application/pkcs8', totalBytes };
  }
  return null;
}
