import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/download-document.ts';
import { apiBlob } from '../../../lib/file-transfer.ts';
import type { LedgerFilterValues } from './get-payments-ledger.ts';

/**
 * GET /api/admin/payments/export.csv with the tab's filters. The endpoint needs the Bearer token, so the
 * file is fetched as a Blob and then saved (a plain link would arrive without it).
 */
export async function exportPaymentsCsv(filters: LedgerFilterValues): Promise<string> {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const { blob, filename } = await apiBlob('/admin/payments/export.csv', { query });
  const name = filename ?? 'pagos.csv';
  saveBlob(blob, name);
  return name;
}

export function useExportPaymentsCsv() {
  return useMutation({ mutationFn: exportPaymentsCsv });
}
