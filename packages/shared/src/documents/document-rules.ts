import { UPLOAD_ALLOWED_MIME_TYPES, URGENCY_MEDIA_DAYS, URGENCY_URGENTE_DAYS } from '../constants.ts';
import { foldAccents } from '../text/fold-accents.ts';

/** DESIGN section 4: a document version is reviewed once, `pending → approved | rejected`. */
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  pending: 'Pendiente de revisión',
  approved: 'Aprobado',
  rejected: 'Rechazado',
};

/** The spec's priority levels of a document (section 9), from its age. */
export const PRIORITY_LEVELS = ['normal', 'high', 'urgent'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

/** The gestor panel's urgency (spec section 4), same thresholds as the priority level. */
export const URGENCY_LEVELS = ['normal', 'media', 'urgente'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

const MS_PER_DAY = 86_400_000;

/** Whole days elapsed since `createdAt` (never negative). */
export function documentAgeDays(createdAt: Date | string, now: Date = new Date()): number {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  return Math.max(0, Math.floor((now.getTime() - created.getTime()) / MS_PER_DAY));
}

/** More than 7 days is urgent, more than 3 high, otherwise normal. */
export function priorityLevel(ageDays: number): PriorityLevel {
  if (ageDays > URGENCY_URGENTE_DAYS) {
    return 'urgent';
  }
  return ageDays > URGENCY_MEDIA_DAYS ? 'high' : 'normal';
}

export function urgencyLevel(ageDays: number): UrgencyLevel {
  const level = priorityLevel(ageDays);
  return level === 'urgent' ? 'urgente' : level === 'high' ? 'media' : 'normal';
}

/** A group of documents takes the worst urgency of its members. */
export function worstUrgency(levels: readonly UrgencyLevel[]): UrgencyLevel {
  return levels.reduce<UrgencyLevel>(
    (worst, level) => (URGENCY_LEVELS.indexOf(level) > URGENCY_LEVELS.indexOf(worst) ? level : worst),
    'normal',
  );
}

/** The file types a client may upload, by their canonical MIME type. */
export const STORED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type StoredFileType = (typeof STORED_FILE_TYPES)[number];

/** The first bytes ("magic numbers") that identify each allowed type. */
export const FILE_SIGNATURES: Record<StoredFileType, readonly number[]> = {
  // %PDF-
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** How many leading bytes `detectFileType` needs to decide. */
export const FILE_SIGNATURE_MAX_LENGTH = Math.max(
  ...Object.values(FILE_SIGNATURES).map((signature) => signature.length),
);

/** The allowed type the bytes start with, or null (a renamed executable, a zip, a truncated file...). */
export function detectFileType(head: Uint8Array): StoredFileType | null {
  for (const type of STORED_FILE_TYPES) {
    const signature = FILE_SIGNATURES[type];
    if (head.length >= signature.length && signature.every((byte, index) => head[index] === byte)) {
      return type;
    }
  }
  return null;
}

/**
 * The canonical type of a declared Content-Type, or null when it is not allowed.
 * `image/jpg` (not a registered type, but sent by some browsers) is `image/jpeg`; parameters are ignored.
 */
export function canonicalFileType(declared: string | null | undefined): StoredFileType | null {
  const essence = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(UPLOAD_ALLOWED_MIME_TYPES as readonly string[]).includes(essence)) {
    return null;
  }
  return essence === 'image/jpg' ? 'image/jpeg' : (essence as StoredFileType);
}

export const FILE_EXTENSIONS: Record<StoredFileType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

export const FILENAME_MAX_LENGTH = 200;
const FALLBACK_FILENAME = 'documento';

// C0/C1 control characters, and the bidirectional overrides that can disguise an extension ("foto‮fdp.exe").
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name we keep for an uploaded file: its base name only (no folders, whichever separator the
 * client's system uses), no control characters, at most 200 characters keeping the extension.
 */
export function sanitizeFilename(raw: string | null | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base.replace(UNSAFE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  if (name === '' || /^\.+$/.test(name)) {
    return FALLBACK_FILENAME;
  }
  const chars = Array.from(name);
  if (chars.length > FILENAME_MAX_LENGTH) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
    const keep = extension.length > 0 && extension.length <= 10 ? extension : [];
    name = chars
      .slice(0, FILENAME_MAX_LENGTH - keep.length)
      .concat(keep)
      .join('')
      .trim();
  }
  return name;
}

/** Makes the name end with an extension of its real type, so that a saved download opens as what it is. */
export function filenameForType(name: string, type: StoredFileType): string {
  const lower = name.toLowerCase();
  if (FILE_EXTENSIONS[type].some((extension) => lower.endsWith(extension))) {
    return name;
  }
  const extension = FILE_EXTENSIONS[type][0]!;
  return sanitizeFilename(
    `${Array.from(name)
      .slice(0, FILENAME_MAX_LENGTH - extension.length)
      .join('')}${extension}`,
  );
}

/**
 * The receipt of the derechos paid to the authority ("Comprobante de pago de derechos"). When the quotation
 * includes the derechos, the gestoría pays them and attaches this receipt itself (issue 24).
 */
export const isDerechosReceipt = (documentName: string): boolean =>
  foldAccents(documentName).toLowerCase().includes('pago de derechos');
