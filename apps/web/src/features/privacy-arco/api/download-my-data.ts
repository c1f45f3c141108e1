import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/download-document.ts';
import { apiBlob } from '../../../lib/file-transfer.ts';

/**
 * GET /api/privacy/export: the ZIP of everything we hold about the user. It needs the Bearer token, so it
 * is fetched as a Blob and then saved, as documents are.
 */
export async function downloadMyData(): Promise<string> {
  const { blob, filename } = await apiBlob('/privacy/export');
  const name = filename ?? 'mis-datos.zip';
  saveBlob(blob, name);
  return name;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
