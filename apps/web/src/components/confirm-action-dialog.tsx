import type { ReactNode } from 'react';
import { type UseConfirmActionOptions, useConfirmAction } from '../lib/use-confirm-action.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
import { Alert } from './ui/alert.tsx';

export interface ConfirmActionDialogProps<T>
  extends Omit<UseConfirmActionOptions<T>, 'subject' | 'closeOnSuccess'>,
    Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onClose' | 'children'> {
  /** What the confirmation is about; the dialog is open while it is not null. */
  subject: T | null;
  /** What the change will do, under the failure's alert; `failure` is the server's reason, if any. */
  children: (subject: T, failure: string | null) => ReactNode;
}

/**
 * "Are you sure?" about one thing, for a change that can fail: `ConfirmDialog` over `useConfirmAction`,
 * with the server's reason in an alert above what the change will do.
 */
export function ConfirmActionDialog<T>({
  subject,
  action,
  onClose,
  errorTitle,
  errorFallback,
  children,
  ...dialog
}: ConfirmActionDialogProps<T>) {
  const { failure, confirm, close } = useConfirmAction({
    subject,
    action,
    onClose,
    errorTitle,
    errorFallback,
  });
  return (
    <ConfirmDialog {...dialog} open={subject !== null} onConfirm={confirm} onClose={close}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {subject !== null ? children(subject, failure) : null}
    </ConfirmDialog>
  );
}
