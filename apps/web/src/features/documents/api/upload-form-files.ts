import { foldAccents, toFieldName } from '@tramites/shared';
import { errorMessage } from '../../../lib/api-client.ts';
import { getSolicitudDocuments } from './get-solicitud-documents.ts';
import { uploadDocument } from './upload-document.ts';

/** A file chosen in a form field, for the requirement the field became. */
export interface FormFileToUpload {
  /** The form field's name and label; the server names the requirement after the label. */
  name: string;
  label: string;
  file: File;
}

export interface UploadFormFilesInput {
  solicitudId: string;
  files: FormFileToUpload[];
  /** After each file (uploaded or not): how many are done out of how many. */
  onFileDone?: (done: number, total: number) => void;
}

export interface UploadFormFilesResult {
  uploaded: string[];
  failed: { label: string; message: string }[];
}

const normalize = (value: string) => foldAccents(value).replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The requirement a file field became. The server names it after the field's label, with the field's name
 * added when two file fields share a label ('INE (ine_reverso)'); it matches case, accents and spacing loosely
 * too. The label itself when the list could not be read.
 */
export function requirementFor(
  requirements: readonly string[],
  file: Pick<FormFileToUpload, 'name' | 'label'>,
): string {
  const qualified = normalize(`${file.label} (${file.name})`);
  return (
    requirements.find((name) => normalize(name) === qualified) ??
    requirements.find((name) => normalize(name) === normalize(file.label)) ??
    requirements.find((name) => toFieldName(name) === file.name) ??
    file.label
  );
}

/**
 * Uploads the files of a request form to the new solicitud's requirements, one after another (the
 * solicitud moves on once every requirement has a file). A failed file does not stop the others: the
 * client uploads it again from the documents page. The caller refreshes the document queries: the catalogue
 * page loads this file only when a request has files, so it is a plain function, not a mutation hook.
 */
export async function uploadFormFiles({ solicitudId, files, onFileDone }: UploadFormFilesInput) {
  const requirements = await getSolicitudDocuments(solicitudId)
    .then((status) => status.documents_status.map((entry) => entry.required_name))
    .catch(() => [] as string[]);
  const result: UploadFormFilesResult = { uploaded: [], failed: [] };
  for (const [index, item] of files.entries()) {
    try {
      await uploadDocument({
        solicitudId,
        documentName: requirementFor(requirements, item),
        file: item.file,
      });
      result.uploaded.push(item.label);
    } catch (error) {
      result.failed.push({ label: item.label, message: errorMessage(error, 'No se pudo subir el archivo.') });
    }
    onFileDone?.(index + 1, files.length);
  }
  return result;
}
