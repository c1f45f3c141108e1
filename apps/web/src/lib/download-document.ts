import { useMutation } from '@tanstack/react-query';
import { apiBlob } from './file-transfer.ts';

export interface DownloadDocumentInput {
  documentId: string;
  /** Used when the server sends no file name. */
  fallbackFilename?: string;
}

/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * GET /api/documents/{id}/download. The endpoint needs the Bearer token, so the file is fetched as a
 * Blob and then saved; a plain <a href> would arrive without the Authorization header. It lives in lib,
 * not in a feature: three features (a solicitud's documents, the gestor's queue, the admin's lists)
 * offer the download through the one shared button.
 */
export async function downloadDocument({ documentId, fallbackFilename }: DownloadDocumentInput) {
  const { blob, filename } = await apiBlob(`/documents/${encodeURIComponent(documentId)}/download`);
  const name = filename ?? fallbackFilename ?? 'documento';
  saveBlob(blob, name);
  return name;
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
