import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiBlob } from './file-transfer.ts';

export interface DocumentPreviewFile {
  blob: Blob;
  /** The served type (application/pdf, image/jpeg, image/png): what draws it. */
  contentType: string;
  filename: string | null;
}

/**
 * GET /api/documents/{id}/preview. The session is a Bearer token in localStorage, which an <iframe src> or
 * <img src> cannot send: the bytes are fetched with the token (like downloads) and drawn from memory.
 * A signed URL would have put a token in an address (history, proxy logs) for no gain.
 */
export async function getDocumentPreview(
  documentId: string,
  signal?: AbortSignal,
): Promise<DocumentPreviewFile> {
  const { blob, filename } = await apiBlob(`/documents/${encodeURIComponent(documentId)}/preview`, {
    signal,
  });
  return { blob, contentType: blob.type, filename };
}

export const documentPreviewQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: ['document-preview', documentId],
    queryFn: ({ signal }) => getDocumentPreview(documentId, signal),
    // Each opening is a fresh, logged view (issue 25), and no copy of a person's document stays in memory
    // once the pane closes.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The lists of a request's access log (features/privacy-access): a preview adds a line to them. */
const DOCUMENT_ACCESS_KEY = ['document-access'] as const;

export function useDocumentPreview(documentId: string) {
  const queryClient = useQueryClient();
  const preview = useQuery(documentPreviewQueryOptions(documentId));
  useEffect(() => {
    if (preview.isSuccess) {
      void queryClient.invalidateQueries({ queryKey: DOCUMENT_ACCESS_KEY });
    }
  }, [preview.isSuccess, queryClient]);
  return preview;
}
