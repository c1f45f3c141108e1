import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, type ButtonVariant } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';
import { Textarea } from './ui/input.tsx';
import { describedBy, Field } from './ui/label.tsx';

export interface ReasonDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  label?: string;
  /** Prefilled text (e.g. the spec's default rejection reason). */
  defaultReason?: string;
  /** Shown when the reason is left blank. */
  requiredMessage: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  isPending?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for a required reason (rejections, forced moves). Cancelling or closing does nothing. */
export function ReasonDialog({ open, title, description, onClose, ...formProps }: ReasonDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      {open ? <ReasonForm onClose={onClose} {...formProps} /> : null}
    </Dialog>
  );
}

type ReasonFormProps = Omit<ReasonDialogProps, 'open' | 'title' | 'description'>;

function ReasonForm({
  label = 'Motivo',
  defaultReason = '',
  requiredMessage,
  confirmLabel,
  confirmVariant = 'danger',
  isPending = false,
  onConfirm,
  onClose,
}: ReasonFormProps) {
  const id = useId();
  const schema = z.object({
    reason: z
      .string()
      .trim()
      .min(1, requiredMessage)
      .max(1000, 'El motivo no puede pasar de 1000 caracteres'),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: defaultReason },
  });
  const error = errors.reason?.message;

  return (
    <form noValidate onSubmit={handleSubmit(({ reason }) => onConfirm(reason))} className="space-y-5">
      <Field id={id} label={label} required error={error}>
        <Textarea
          id={id}
          autoFocus
          rows={3}
          maxLength={1000}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, { error: Boolean(error) })}
          {...register('reason')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant={confirmVariant} isLoading={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
