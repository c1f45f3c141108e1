import { RejectionReasonSchema, ReviewNotesSchema } from '@tramites/shared';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { RejectionPresets } from '../../../components/rejection-presets.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useReviewDocument } from '../api/review-document.ts';
import type { ReviewDecisionBody } from '../gestor-documents.ts';

type Mode = 'approve' | 'reject';

/** The review's text as the API checks it: optional notes to approve, a required reason to reject. */
const REVIEW_FORM_SCHEMAS = {
  approve: z.object({ text: ReviewNotesSchema }),
  reject: z.object({ text: RejectionReasonSchema }),
} satisfies Record<Mode, z.ZodType<{ text: string }>>;

/** What failed, as the toast's title and the alert's text when the server sent no `detail`. */
const REVIEW_FAILURES: Record<Mode, string> = {
  approve: 'Error aprobando documento',
  reject: 'Error rechazando documento',
};

export interface DocumentReviewActionsProps {
  documentId: string;
  /** The requirement's name, for the buttons' accessible names and the dialog's description. */
  documentName: string;
}

/**
 * Approve (optional notes) or reject (a reason is required; a blank one sends nothing) a pending
 * document from a solicitud's page. The gestor panel's queue has its own quick actions.
 */
export function DocumentReviewActions({ documentId, documentName }: DocumentReviewActionsProps) {
  const [mode, setMode] = useState<Mode | null>(null);
  const review = useReviewDocument();

  /** Sends the review; a failure throws, for the form to report. */
  const submit = async (decision: ReviewDecisionBody): Promise<void> => {
    const result = await review.mutateAsync({ documentId, decision });
    notifySuccess(result.message);
    setMode(null);
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="primary"
        onClick={() => setMode('approve')}
        disabled={review.isPending}
        leftIcon={<Check className="size-4" aria-hidden="true" />}
        aria-label={`Aprobar: ${documentName}`}
      >
        Aprobar
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="border-red-300 text-red-700 hover:bg-red-50"
        onClick={() => setMode('reject')}
        disabled={review.isPending}
        leftIcon={<X className="size-4" aria-hidden="true" />}
        aria-label={`Rechazar: ${documentName}`}
      >
        Rechazar
      </Button>
      <Dialog
        open={mode !== null}
        onClose={() => (review.isPending ? undefined : setMode(null))}
        title={mode === 'reject' ? 'Rechazar documento' : 'Aprobar documento'}
        description={documentName}
      >
        {mode ? (
          <ReviewForm
            mode={mode}
            isPending={review.isPending}
            onCancel={() => setMode(null)}
            onReview={(text) =>
              submit(
                mode === 'approve'
                  ? { status: 'approved', review_notes: text || undefined }
                  : { status: 'rejected', rejection_reason: text },
              )
            }
          />
        ) : null}
      </Dialog>
    </div>
  );
}

interface ReviewFormProps {
  mode: Mode;
  isPending: boolean;
  onCancel: () => void;
  /** Sends the review; it throws when the review failed. */
  onReview: (text: string) => Promise<void>;
}

function ReviewForm({ mode, isPending, onCancel, onReview }: ReviewFormProps) {
  const fieldId = useId();
  const isReject = mode === 'reject';
  const { form, onSubmit, submitError } = useServerForm({
    schema: REVIEW_FORM_SCHEMAS[mode],
    defaultValues: { text: '' },
    errorTitle: REVIEW_FAILURES[mode],
    errorFallback: REVIEW_FAILURES[mode],
    onSubmit: ({ text }) => onReview(text.trim()),
  });
  const {
    register,
    setValue,
    setFocus,
    watch,
    formState: { errors },
  } = form;
  const isBlank = watch('text').trim() === '';
  const fieldError = errors.text?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {isReject ? (
        <RejectionPresets
          value={watch('text')}
          onChoose={(preset) => {
            setValue('text', preset, { shouldValidate: true, shouldDirty: true });
            setFocus('text');
          }}
        />
      ) : null}
      <Field
        id={fieldId}
        label={isReject ? 'Motivo del rechazo' : 'Notas (opcional)'}
        required={isReject}
        hint={
          isReject
            ? 'El cliente verá este motivo y deberá subir una nueva versión.'
            : 'El cliente verá estas notas junto al documento.'
        }
        error={fieldError}
      >
        <Textarea
          id={fieldId}
          rows={3}
          maxLength={1000}
          aria-required={isReject || undefined}
          invalid={Boolean(fieldError)}
          aria-describedby={describedBy(fieldId, { hint: true, error: Boolean(fieldError) })}
          autoFocus
          {...register('text')}
        />
      </Field>
      <FormFooter
        submitLabel={isReject ? 'Rechazar documento' : 'Aprobar documento'}
        submitVariant={isReject ? 'danger' : 'primary'}
        // A rejection without a reason does nothing (spec section 5).
        submitDisabled={isReject && isBlank}
        isPending={isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
