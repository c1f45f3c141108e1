import {
  canonicalFileType,
  DOCUMENT_MSG,
  UPLOAD_ALLOWED_MIME_TYPES,
  UPLOAD_MAX_BYTES,
} from '@tramites/shared';

/** For the file picker: the extensions and types the server takes (it checks the bytes too). */
export const UPLOAD_ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', ...UPLOAD_ALLOWED_MIME_TYPES].join(',');

/**
 * Checks a file before it is sent, with the spec's messages: at most 10 MB, only PDF, JPG or PNG.
 * Returns the message to show, or null when the file may be uploaded.
 */
export function validateUploadFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > UPLOAD_MAX_BYTES) {
    return DOCUMENT_MSG.archivoGrande;
  }
  if (!canonicalFileType(file.type)) {
    return DOCUMENT_MSG.archivoTipo;
  }
  if (file.size === 0) {
    return DOCUMENT_MSG.archivoVacio;
  }
  return null;
}
