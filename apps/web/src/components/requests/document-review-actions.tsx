import type { DocumentMutation } from '@tramites/shared';
import { Check, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { type ReviewDocumentInput, useReviewDocument } from '../../features/requests/api/review-document.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { Alert } from '../ui/alert.tsx';
import { Button, type ButtonSize } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Textarea } from '../ui/input.tsx';
import { describedBy, Field } from '../ui/label.tsx';

export interface DocumentReviewActionsProps {
  documentId: string;
  /** The requirement's name, for the buttons' accessible names and the dialog title. */
  documentName?: string;
  onReviewed?: (result: DocumentMutation) => void;
  size?: ButtonSize;
  /**
   * Approve at once with these notes, without the notes dialog (the gestor panel's quick approval,
   * e.g. 'Aprobado rápidamente por gestor'). Rejecting always asks for the reason.
   */
  quickApproveNotes?: string;
  className?: string;
}

type Mode = 'approve' | 'reject' | null;

/** Approve (optional notes) and reject (reason required; a blank reason sends nothing) a pending document. */
export function DocumentReviewActions({
  documentId,
  documentName,
  onReviewed,
  size = 'sm',
  quickApproveNotes,
  className,
}: DocumentReviewActionsProps) {
  const [mode, setMode] = useState<Mode>(null);
  const review = useReviewDocument();
  const suffix = documentName ? `: ${documentName}` : '';

  const submit = (input: ReviewDocumentInput, onFail?: (message: string) => void) => {
    review.mutate(input, {
      onSuccess: (result) => {
        toast.success(result.message);
        setMode(null);
        onReviewed?.(result);
      },
      onError: (error) => {
        const fallback =
          input.status === 'approved' ? 'Error aprobando documento' : 'Error rechazando documento';
        const message = errorMessage(error, fallback);
        toast.error(message);
        onFail?.(message);
      },
    });
  };

  const onApproveClick = () => {
    if (quickApproveNotes !== undefined) {
      submit({ documentId, status: 'approved', reviewNotes: quickApproveNotes });
      return;
    }
    setMode('approve');
  };

  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button
        size={size}
        variant="primary"
        onClick={onApproveClick}
        isLoading={review.isPending && mode === null && quickApproveNotes !== undefined}
        disabled={review.isPending}
        leftIcon={<Check className="size-4" aria-hidden="true" />}
        aria-label={`Aprobar${suffix}`}
      >
        Aprobar
      </Button>
      <Button
        size={size}
        variant="outline"
        className="border-red-300 text-red-700 hover:bg-red-50"
        onClick={() => setMode('reject')}
        disabled={review.isPending}
        leftIcon={<X className="size-4" aria-hidden="true" />}
        aria-label={`Rechazar${suffix}`}
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
            onSubmit={(text, onFail) =>
              submit(
                mode === 'approve'
                  ? { documentId, status: 'approved', reviewNotes: text }
                  : { documentId, status: 'rejected', rejectionReason: text },
                onFail,
              )
            }
          />
        ) : null}
      </Dialog>
    </div>
  );
}

interface ReviewFormProps {
  mode: Exclude<Mode, null>;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (text: string, onFail: (message: string) => void) => void;
}

function ReviewForm({ mode, isPending, onCancel, onSubmit }: ReviewFormProps) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isReject = mode === 'reject';
  const isBlank = text.trim() === '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A rejection without a reason does nothing (spec section 5).
    if (isReject && isBlank) {
      return;
    }
    setError(null);
    onSubmit(text.trim(), setError);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field
        id={fieldId}
        label={isReject ? 'Motivo del rechazo' : 'Notas (opcional)'}
        required={isReject}
        hint={
          isReject
            ? 'El cliente verá este motivo y deberá subir una nueva versión.'
            : 'El cliente verá estas notas junto al documento.'
        }
      >
        <Textarea
          id={fieldId}
          rows={3}
          maxLength={1000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-required={isReject || undefined}
          aria-describedby={describedBy(fieldId, { hint: true })}
          autoFocus
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          Cancelar
        </Button>
        <Button
          type="submit"
          variant={isReject ? 'danger' : 'primary'}
          isLoading={isPending}
          disabled={isReject && isBlank}
        >
          {isReject ? 'Rechazar documento' : 'Aprobar documento'}
        </Button>
      </div>
    </form>
  );
}
