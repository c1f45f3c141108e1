import { useState } from 'react';
import { errorMessage } from './api-client.ts';
import { notifyError } from './notify.ts';

export interface UseConfirmActionOptions<T> {
  /** What the confirmation is about; null while the dialog is closed (then confirming does nothing). */
  subject: T | null;
  /** Does the change and reports success itself (the title depends on the answer); throws on failure. */
  action: (subject: T) => Promise<void>;
  onClose: () => void;
  /** What failed, as the toast's title: 'Error eliminando categoría'. */
  errorTitle: string;
  /** The alert's text when the server sent no `detail`. */
  errorFallback: string;
}

export interface ConfirmAction {
  /** The last failure's reason, for the dialog's alert (a 409 says why not); cleared on retry and close. */
  failure: string | null;
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
}: UseConfirmActionOptions<T>): ConfirmAction {
  const [failure, setFailure] = useState<string | null>(null);
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
      await action(subject);
      close();
    } catch (error) {
      setFailure(errorMessage(error, errorFallback));
      notifyError(errorTitle, error);
    }
  };
  return { failure, confirm: () => void run(), close };
}
