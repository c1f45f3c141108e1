import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';

export interface FormFooterProps {
  /** The submit button's text: 'Guardar cambios', 'Crear trámite'. */
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** An icon before the submit button's text (the spinner takes its place while sending). */
  submitIcon?: ReactNode;
  /** The submit button is off though nothing is sending (a required box unticked, a blank reason). */
  submitDisabled?: boolean;
  /** A request is on its way: 'Cancelar' is off and the submit button spins. */
  isPending?: boolean;
  /** Without it there is no cancel button (a form shown inline, with nothing to close). */
  onCancel?: () => void;
  /** The cancel button's text: 'Volver' where the form itself is a cancellation or a rejection. */
  cancelLabel?: string;
}

/** The foot of a dialog's form: 'Cancelar' or its own cancel (off while sending) and the submit button, right-aligned. */
export function FormFooter({
  submitLabel,
  submitVariant = 'primary',
  submitIcon,
  submitDisabled,
  isPending = false,
  onCancel,
  cancelLabel = 'Cancelar',
}: FormFooterProps) {
  return (
    <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button
        type="submit"
        variant={submitVariant}
        leftIcon={submitIcon}
        disabled={submitDisabled}
        isLoading={isPending}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
