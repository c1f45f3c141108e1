import { useState } from 'react';
import { errorMessage } from './api-client.ts';
import { notifyError } from './notify.ts';

export interface UseConfirmActionOptions<T> {
  /**
   * What the confirmation is about; null while the dialog is closed (then confirming does nothing).
   * Left out by a dialog about the whole catalogue, which is confirmable while it is open.
   */
  subject?: T | null;
  /** Does the change and reports success itself (the title depends on the answer); throws on failure. */
  action: (subject: T) => Promise<void>;
  onClose: () => void;
  /** What failed, as the toast's title: 'Error eliminando categoría'. */
  errorTitle: string;
  /** The alert's text when the server sent no `detail`. */
  errorFallback: string;
  /** False for a dialog that stays open on success to show what the server did (it closes itself). */
  closeOnSuccess?: boolean;
}

export interface ConfirmAction {
  /** The last failure's reason, for the dialog's alert (a 409 says why not); cleared on retry and close. */
  failure: string | null;
  /** The error behind `failure`, for a dialog that offers a way out of one kind (a 409: unpublish instead). */
  failureCause: unknown;
  /** For the dialog's `onConfirm`: runs the action, then closes; on failure keeps it open with the reason. */
  confirm: () => void;
  /** For the dialog's `onClose`: forgets the failure, then closes. */
  close: () => void;
}

/**
 * The one confirm-then-mutate scaffold of a `ConfirmDialog`: on success it closes, on failure it keeps the
 * dialog open with the reason in its alert and a toast (lib/notify.ts).
 */
export function useConfirmAction<T>({
  subject,
  action,
  onClose,
  errorTitle,
  errorFallback,
  closeOnSuccess = true,
}: UseConfirmActionOptions<T>): ConfirmAction {
  const [failure, setFailure] = useState<{ message: string; cause: unknown } | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const run = async () => {
    if (subject === null) {
      return;
    }
    setFailure(null);
    try {
      // Left out, the subject is the whole catalogue: the action takes nothing.
      await action(subject as T);
      if (closeOnSuccess) {
        close();
      }
    } catch (error) {
      setFailure({ message: errorMessage(error, errorFallback), cause: error });
      notifyError(errorTitle, error);
    }
  };
  return {
    failure: failure?.message ?? null,
    failureCause: failure?.cause ?? null,
    confirm: () => void run(),
    close,
  };
}
