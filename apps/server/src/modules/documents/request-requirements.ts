import {
  efirmaFileTypeOf,
  type FormAnswers,
  type FormFileKind,
  fieldFileKinds,
  fieldMaxFileMb,
  fieldMimeTypes,
  isDerechosReceipt,
  isDocumentRequired,
  UPLOAD_ALLOWED_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  visibleFileFields,
} from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import { getTramite } from '../catalog/catalog.service.ts';
import { getFormVersionFields } from '../forms/forms.service.ts';

const MB = 1024 * 1024;

/** One document a request asks for, and what an upload for it may be. */
export interface DocumentRequirement {
  /** The name documents are stored and shown under (`required_name`). */
  name: string;
  /** Counted by the request's progress; an optional file field of a form is not awaited. */
  isRequired: boolean;
  mimeTypes: readonly string[];
  maxBytes: number;
  /** Set when a form's file field asks for it: its own limits, refused with its own messages (422). */
  field: { name: string; kinds: readonly FormFileKind[]; maxMb: number } | null;
}

/**
 * The documents a request requires, in one place for progress, the status list and uploads:
 * - filled with a form version: that version's file fields shown for the stored answers (a field hidden by its
 *   condition is not asked for), named by their label (the field's name added when two labels repeat), with
 *   the field's types and size;
 * - otherwise the procedure's `required_documents` as they are now, each a PDF/JPG/PNG of up to 10 MB
 *   (read from the database, or from the catalogue cache by a route: `findTramite`).
 */
export async function getRequestRequirements(
  db: DbOrTx,
  request: {
    tramiteId: number;
    formTemplateId: string | null;
    formVersion: number | null;
    formAnswers: FormAnswers | null;
    /** The gestoría pays the derechos (its quotation includes them): their receipt is the gestor's, not asked of the client. */
    derechosIncluded: boolean;
  },
  findTramite: (id: number) => Promise<{ requiredDocuments: string[] } | undefined> = (id) =>
    getTramite(db, id),
): Promise<DocumentRequirement[]> {
  if (request.formTemplateId && request.formVersion !== null) {
    const fields = await getFormVersionFields(db, request.formTemplateId, request.formVersion);
    if (fields) {
      const files = visibleFileFields(fields, request.formAnswers ?? {});
      const labels = files.map((field) => field.label.trim());
      return files.map((field, index) => ({
        name:
          labels.indexOf(labels[index]!) === labels.lastIndexOf(labels[index]!)
            ? labels[index]!
            : `${labels[index]} (${field.name})`,
        isRequired:
          isDocumentRequired(field) && !(request.derechosIncluded && isDerechosReceipt(labels[index]!)),
        mimeTypes: fieldMimeTypes(field),
        maxBytes: fieldMaxFileMb(field) * MB,
        field: { name: field.name, kinds: fieldFileKinds(field), maxMb: fieldMaxFileMb(field) },
      }));
    }
  }
  const tramite = await findTramite(request.tramiteId);
  return [...new Set(tramite?.requiredDocuments ?? [])].map((name) => {
    // Issue 25: an e.firma requirement ("… e.firma (archivo .cer)") takes that file only, never a scan of it.
    const efirmaType = efirmaFileTypeOf(name);
    return {
      name,
      isRequired: !(request.derechosIncluded && isDerechosReceipt(name)),
      mimeTypes: efirmaType ? [efirmaType] : UPLOAD_ALLOWED_MIME_TYPES,
      maxBytes: UPLOAD_MAX_BYTES,
      field: null,
    };
  });
}

/**
 * The requirements plus, after them, each name a document was uploaded under that the request no longer asks
 * for (a catalogue rewritten since, as issue 25's migration did: "RFC" became a form field). Such a document
 * stays listed and downloadable; nothing more is awaited or accepted under its name.
 */
export function withRetiredRequirements(
  requirements: readonly DocumentRequirement[],
  uploadedNames: Iterable<string>,
): DocumentRequirement[] {
  const asked = new Set(requirements.map((requirement) => requirement.name));
  const retired = [...new Set(uploadedNames)].filter((name) => !asked.has(name));
  return [
    ...requirements,
    ...retired.map((name) => ({ name, isRequired: false, mimeTypes: [], maxBytes: 0, field: null })),
  ];
}
