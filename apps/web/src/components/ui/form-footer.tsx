import { Button, type ButtonVariant } from './button.tsx';

export interface FormFooterProps {
  /** The submit button's text: 'Guardar cambios', 'Crear trámite'. */
  submitLabel: string;
  submitVariant?: ButtonVariant;
  isPending: boolean;
  onCancel: () => void;
}

/** The foot of a dialog's form: 'Cancelar' (off while sending) and the submit button, right-aligned. */
export function FormFooter({ submitLabel, submitVariant = 'primary', isPending, onCancel }: FormFooterProps) {
  return (
    <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={isPending}>
        Cancelar
      </Button>
      <Button type="submit" variant={submitVariant} isLoading={isPending}>
        {submitLabel}
      </Button>
    </div>
  );
}
