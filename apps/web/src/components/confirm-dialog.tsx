import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** What the change does, or why it failed (e.g. the server's reason in an Alert). */
  children?: ReactNode;
  confirmLabel: string;
  /** The button that keeps things as they are. */
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that is hard to undo: Cancel, or the action named by `confirmLabel`. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  confirmVariant = 'primary',
  isPending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="space-y-5">
        {children ? <div className="space-y-3 text-slate-700 text-sm">{children}</div> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
