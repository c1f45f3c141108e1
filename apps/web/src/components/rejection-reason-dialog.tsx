import { RejectionReasonSchema } from '@tramites/shared';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '../lib/zod-resolver.ts';
import { RejectionPresets } from './rejection-presets.tsx';
import { Button, type ButtonVariant } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';
import { Textarea } from './ui/input.tsx';
import { describedBy, Field } from './ui/label.tsx';

/**
 * The rejection reason exactly as the API checks it (required, trimmed, at most 1000 characters, with
 * the shared messages): `RejectionReasonSchema` of @tramites/shared.
 */
const RejectionReasonFormSchema = z.object({
  reason: RejectionReasonSchema,
});
type RejectionReasonForm = z.input<typeof RejectionReasonFormSchema>;

export interface RejectionReasonDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  label?: string;
  /** Prefilled text (e.g. the spec's default rejection reason). */
  defaultReason?: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  isPending?: boolean;
  /** A document's rejection: offer the admins' preset reasons above the text. */
  offerPresets?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks for a document's rejection reason (the gestor's queue, the batch rejection, the admin's pending
 * list). A blank reason sends nothing; cancelling or closing does nothing.
 */
export function RejectionReasonDialog({
  open,
  title,
  description,
  onClose,
  ...formProps
}: RejectionReasonDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      {open ? <ReasonForm onClose={onClose} {...formProps} /> : null}
    </Dialog>
  );
}

type ReasonFormProps = Omit<RejectionReasonDialogProps, 'open' | 'title' | 'description'>;

function ReasonForm({
  label = 'Motivo del rechazo',
  defaultReason = '',
  confirmLabel,
  confirmVariant = 'danger',
  isPending = false,
  offerPresets = false,
  onConfirm,
  onClose,
}: ReasonFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<RejectionReasonForm, unknown, z.output<typeof RejectionReasonFormSchema>>({
    resolver: zodResolver(RejectionReasonFormSchema),
    defaultValues: { reason: defaultReason },
  });
  const error = errors.reason?.message;

  return (
    <form noValidate onSubmit={handleSubmit(({ reason }) => onConfirm(reason))} className="space-y-5">
      {offerPresets ? (
        <RejectionPresets
          value={watch('reason')}
          onChoose={(preset) => {
            setValue('reason', preset, { shouldValidate: true, shouldDirty: true });
            setFocus('reason');
          }}
        />
      ) : null}
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
