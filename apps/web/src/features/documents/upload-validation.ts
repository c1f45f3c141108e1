import {
  canonicalFileType,
  claimedEfirmaType,
  DOCUMENT_MSG,
  UPLOAD_ALLOWED_MIME_TYPES,
  UPLOAD_MAX_BYTES,
} from '@tramites/shared';

/** What one requirement accepts: any requirement PDF/JPG/PNG up to 10 MB; a form's file field may narrow or widen it. */
export interface UploadLimits {
  acceptedTypes: readonly string[];
  maxFileSizeMb: number;
}

const MB = 1024 * 1024;
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  acceptedTypes: UPLOAD_ALLOWED_MIME_TYPES,
  maxFileSizeMb: UPLOAD_MAX_BYTES / MB,
};

const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/jpg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pkix-cert': ['.cer'],
  'application/pkcs8': ['.key'],
};
const KIND_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/jpg': 'JPG',
  'image/png': 'PNG',
  'application/pkix-cert': 'certificado de e.firma (.cer)',
  'application/pkcs8': 'clave privada de e.firma (.key)',
};

const isDefault = (limits: UploadLimits) =>
  limits.maxFileSizeMb === DEFAULT_UPLOAD_LIMITS.maxFileSizeMb &&
  limits.acceptedTypes.length === DEFAULT_UPLOAD_LIMITS.acceptedTypes.length &&
  limits.acceptedTypes.every((type) => DEFAULT_UPLOAD_LIMITS.acceptedTypes.includes(type));

/** 'PDF, JPG, PNG' for the types a requirement accepts. */
export const acceptedKinds = (limits: UploadLimits): string[] => [
  ...new Set(limits.acceptedTypes.map((type) => KIND_NAMES[type] ?? type)),
];

/** For the file picker: the extensions and types the requirement takes (the server checks the bytes too). */
export function uploadAccept(limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): string {
  const extensions = limits.acceptedTypes.flatMap((type) => EXTENSIONS[type] ?? []);
  return [...new Set([...extensions, ...limits.acceptedTypes])].join(',');
}

/**
 * Checks a file before it is sent, with the spec's messages for the usual limits (at most 10 MB, only PDF,
 * JPG or PNG) and the same wording with a form field's own. Returns the message to show, or null.
 */
export function validateUploadFile(
  file: Pick<File, 'size' | 'type'> & { name?: string },
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): string | null {
  const usual = isDefault(limits);
  if (file.size > limits.maxFileSizeMb * MB) {
    return usual
      ? DOCUMENT_MSG.archivoGrande
      : `El archivo es demasiado grande. Máximo ${limits.maxFileSizeMb}MB permitido.`;
  }
  // An e.firma's .key has no registered type: such a requirement goes by the file's extension (the server checks the bytes).
  const type = canonicalFileType(file.type) ?? claimedEfirmaType(file.type, file.name, limits.acceptedTypes);
  if (!type || !limits.acceptedTypes.includes(type)) {
    return usual
      ? DOCUMENT_MSG.archivoTipo
      : `Tipo de archivo no permitido. Solo se permiten ${acceptedKinds(limits).join(', ')}.`;
  }
  if (file.size === 0) {
    return DOCUMENT_MSG.archivoVacio;
  }
  return null;
}
