import { RejectionReasonSchema } from '@tramites/shared';
import { useId } from 'react';
import { z } from 'zod';
import { RejectionPresets } from '../../../components/rejection-presets.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { useServerForm } from '../../../lib/use-server-form.ts';

/** The reason exactly as the review endpoint checks it (required, at most 1000 characters). */
const RejectFormSchema = z.object({ reason: RejectionReasonSchema });

export interface ReviewRejectFormProps {
  documentName: string;
  /** Sends the rejection; throws when it failed, for the form to report. */
  onReject: (reason: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * The pane's rejection: one click on a preset fills the reason, which the reviewer may complete ("Ilegible:
 * el reverso está borroso"). The reason field takes the focus (the `R` key opens this form). Escape cancels.
 */
export function ReviewRejectForm({ documentName, onReject, onCancel }: ReviewRejectFormProps) {
  const fieldId = useId();
  const { form, onSubmit, submitError } = useServerForm({
    schema: RejectFormSchema,
    defaultValues: { reason: '' },
    errorTitle: 'Error rechazando documento',
    onSubmit: ({ reason }) => onReject(reason),
  });
  const {
    register,
    setValue,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const reason = watch('reason');
  const fieldError = errors.reason?.message;

  const choose = (label: string) => {
    setValue('reason', label, { shouldValidate: true, shouldDirty: true });
    setFocus('reason');
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Rechazar ${documentName}`}
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/40 p-3 sm:p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <RejectionPresets value={reason} onChoose={choose} />
      <Field
        id={fieldId}
        label="Motivo del rechazo"
        required
        hint="El cliente verá este motivo y deberá subir una nueva versión."
        error={fieldError}
      >
        <Textarea
          id={fieldId}
          rows={2}
          maxLength={1000}
          aria-required
          invalid={Boolean(fieldError)}
          aria-describedby={describedBy(fieldId, { hint: true, error: Boolean(fieldError) })}
          autoFocus
          {...register('reason')}
        />
      </Field>
      <FormFooter
        submitLabel="Rechazar documento"
        submitVariant="danger"
        submitDisabled={reason.trim() === ''}
        isPending={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
