import type { RequestStatus } from './statuses.ts';

/** Where a request's required documents stand, counted on the current version of each. */
export interface DocumentProgress {
  required: number;
  uploaded: number;
  approved: number;
  rejected: number;
}

/** DESIGN section 4: after payment, the request waits for documents, reviews them, or goes straight to work. */
function statusAfterPayment(progress: DocumentProgress): RequestStatus {
  if (progress.required === 0 || progress.approved >= progress.required) {
    return 'en_proceso';
  }
  if (progress.uploaded >= progress.required) {
    return 'documentos_en_revision';
  }
  return 'esperando_documentos';
}

/** The automatic move a document event causes from `status`, or null when none applies. */
function statusAfterDocumentEvent(status: RequestStatus, progress: DocumentProgress): RequestStatus | null {
  const everyUploaded = progress.uploaded >= progress.required;
  // Nothing required counts as all approved, as after payment: the request goes on to work.
  const everyApproved = progress.approved >= progress.required;
  switch (status) {
    case 'esperando_documentos':
      return everyUploaded ? 'documentos_en_revision' : null;
    case 'documentos_en_revision':
      if (progress.rejected > 0) {
        return 'documentos_rechazados';
      }
      return everyApproved ? 'en_proceso' : null;
    case 'documentos_rechazados':
      return progress.rejected === 0 && everyUploaded ? 'documentos_en_revision' : null;
    default:
      return null;
  }
}

/**
 * The automatic follow-up of entering `status` (DESIGN section 4), whatever led there: a payment,
 * a document event or a move by hand. Null when the request stays.
 */
export function automaticFollowUp(status: RequestStatus, progress: DocumentProgress): RequestStatus | null {
  if (status === 'pago_procesado') {
    return statusAfterPayment(progress);
  }
  return statusAfterDocumentEvent(status, progress);
}
