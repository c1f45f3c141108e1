import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '../../lib/notify.ts';
import { invalidateDocumentQueries } from '../../lib/query-keys.ts';
import { sendDocumentReview } from './api/review-document.ts';

/** How long "Documento aprobado · Deshacer" stays: the approval is sent when it ends. */
export const UNDO_WINDOW_MS = 5_000;

export interface HeldApproval {
  documentId: string;
  name: string;
}

/**
 * An approval without a confirmation dialog, undoable for 5 s. Undo is honest because nothing reaches the
 * server before the 5 s end: the client, the request's status and the notifications never see an approval
 * that was taken back (an approval on the server may move the request on and tell the client at once, so
 * reverting it later could not be clean). The held approval is sent early, never lost, when another one
 * starts, when the pane unmounts, or when the page goes away (`pagehide`, with fetch `keepalive`).
 */
export function useHeldApproval() {
  const queryClient = useQueryClient();
  const [held, setHeld] = useState<HeldApproval | null>(null);
  /** Approvals sent (or held) that the list may not show yet: shown as approved meanwhile. */
  const [approvedIds, setApprovedIds] = useState<ReadonlySet<string>>(() => new Set());
  const heldRef = useRef<{ approval: HeldApproval; timer: ReturnType<typeof setTimeout> } | null>(null);
  const isMounted = useRef(true);

  const forget = useCallback((documentId: string) => {
    if (!isMounted.current) {
      return;
    }
    setApprovedIds((ids) => {
      const next = new Set(ids);
      next.delete(documentId);
      return next;
    });
  }, []);

  /** Sends the held approval now (the window ended, or something else needs it sent). */
  const flush = useCallback(
    (options: { keepalive?: boolean } = {}) => {
      const current = heldRef.current;
      if (!current) {
        return;
      }
      clearTimeout(current.timer);
      heldRef.current = null;
      if (isMounted.current) {
        setHeld(null);
      }
      const { documentId, name } = current.approval;
      sendDocumentReview(documentId, { status: 'approved' }, options)
        .catch((error: unknown) => {
          forget(documentId);
          notifyError(`Error aprobando documento: ${name}`, error);
        })
        .finally(() => void invalidateDocumentQueries(queryClient));
    },
    [forget, queryClient],
  );

  const approve = useCallback(
    (approval: HeldApproval) => {
      flush();
      const timer = setTimeout(() => flush(), UNDO_WINDOW_MS);
      heldRef.current = { approval, timer };
      setHeld(approval);
      setApprovedIds((ids) => new Set(ids).add(approval.documentId));
    },
    [flush],
  );

  /** Takes the held approval back: nothing was sent, so nothing else changes. */
  const undo = useCallback(() => {
    const current = heldRef.current;
    if (!current) {
      return;
    }
    clearTimeout(current.timer);
    heldRef.current = null;
    setHeld(null);
    forget(current.approval.documentId);
  }, [forget]);

  useEffect(() => {
    isMounted.current = true;
    const onPageHide = () => flush({ keepalive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      isMounted.current = false;
      // Leaving the pane (another page of the app) is not an undo: the approval goes now.
      flush();
    };
  }, [flush]);

  return { held, approvedIds, approve, undo };
}
