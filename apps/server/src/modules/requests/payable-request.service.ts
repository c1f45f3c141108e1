import type { DbOrTx } from '../../db/client.ts';
import { findCurrentQuotation, type QuotationRow, setQuotationStatus } from './quotations.repository.ts';
import { findRequestForUpdate, type RequestRow } from './requests.repository.ts';

export type { QuotationRow, RequestRow };

/**
 * What the payments module needs of a request: the request locked for the rest of the transaction (two
 * webhooks or a webhook and a staff action never interleave) and its current quotation.
 */
export async function lockRequestWithQuotation(
  tx: DbOrTx,
  requestId: string,
): Promise<{ request: RequestRow; quotation: QuotationRow | undefined } | undefined> {
  const request = await findRequestForUpdate(tx, requestId);
  if (!request) {
    return undefined;
  }
  return { request, quotation: await findCurrentQuotation(tx, requestId) };
}

/** The request's current quotation, read without locking anything (what a page shows). */
export const currentQuotationOf = (db: DbOrTx, requestId: string): Promise<QuotationRow | undefined> =>
  findCurrentQuotation(db, requestId);

/** A quotation paid (in full or its anticipo) is accepted, whichever way the money came. */
export async function markQuotationAccepted(tx: DbOrTx, quotation: QuotationRow): Promise<void> {
  if (quotation.status !== 'aceptada') {
    await setQuotationStatus(tx, quotation.id, 'aceptada');
  }
}
