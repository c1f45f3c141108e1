import { useId } from 'react';
import type { z } from 'zod';
import { useServerForm } from '../lib/use-server-form.ts';
import { Alert } from './ui/alert.tsx';
import { FormFooter } from './ui/form-footer.tsx';
import { Textarea } from './ui/input.tsx';
import { Field, fieldControl } from './ui/label.tsx';

/** What the form holds: a reason the API may also take as absent or null. */
export interface OptionalReasonValues {
  reason?: string | null;
}

export interface OptionalReasonFormProps<TOutput> {
  /** The API's rule for the reason (at most 1000 characters), with its messages. */
  schema: z.ZodType<TOutput, OptionalReasonValues>;
  /** Sends the change and reports success (useServerForm reports a failure). */
  onSubmit: (values: TOutput) => Promise<void>;
  /** What failed, as the toast's title. */
  errorTitle: string;
  hint?: string;
  submitLabel: string;
  isPending: boolean;
  /** 'Volver': leaves without changing anything. */
  onBack: () => void;
}

/**
 * A step back that can say why, for a dialog: 'Motivo (opcional)', then 'Volver' or the danger button
 * (a client rejecting a quotation, a client cancelling their solicitud).
 */
export function OptionalReasonForm<TOutput>({
  schema,
  onSubmit,
  errorTitle,
  hint,
  submitLabel,
  isPending,
  onBack,
}: OptionalReasonFormProps<TOutput>) {
  const fieldId = useId();
  const {
    form,
    onSubmit: submit,
    submitError,
  } = useServerForm({ schema, defaultValues: { reason: '' }, errorTitle, onSubmit });
  const reasonError = form.formState.errors.reason?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field id={fieldId} label="Motivo (opcional)" hint={hint} error={reasonError}>
        <Textarea
          {...fieldControl(fieldId, { hint: Boolean(hint), error: reasonError })}
          rows={3}
          maxLength={1000}
          {...form.register('reason')}
        />
      </Field>
      <FormFooter
        submitLabel={submitLabel}
        submitVariant="danger"
        isPending={isPending}
        onCancel={onBack}
        cancelLabel="Volver"
      />
    </form>
  );
}
