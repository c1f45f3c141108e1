import { type BaseSyntheticEvent, useState } from 'react';
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from './api-client.ts';
import { setServerFieldErrors } from './form-errors.ts';
import { notifyError } from './notify.ts';
import { zodResolver } from './zod-resolver.ts';

export interface UseServerFormOptions<TInput extends FieldValues, TOutput>
  extends Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> {
  /** The schema the API uses (zod in Spanish): the form's values in, the request's shape out. */
  schema: z.ZodType<TOutput, TInput>;
  /**
   * Sends the valid values: awaits the mutation and reports success itself (the title depends on the
   * answer). When it throws, the form reports the failure.
   */
  onSubmit: (values: TOutput) => Promise<void>;
  /** What failed, as the toast's title: 'No se pudo registrar el pago'. */
  errorTitle: string;
  /** The alert's text when the server sent no `detail`; by default the title with a full stop. */
  errorFallback?: string;
  /** Fields on which the server's 422 `errors[]` land (the rest stays in the alert). */
  serverFields?: readonly Path<TInput>[];
}

export interface ServerForm<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The `<form onSubmit>` handler: validates, then runs `onSubmit`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last failure's reason, for the form's alert; cleared on the next submit. */
  submitError: string | null;
}

/**
 * The one form-submit scaffold: react-hook-form with the zod resolver, and on failure the server's
 * field errors under their fields (lib/form-errors.ts), the reason in the form's alert and a toast
 * (lib/notify.ts). Modelled on bulletproof-react's `<Form schema onSubmit>`.
 */
export function useServerForm<TInput extends FieldValues, TOutput>({
  schema,
  onSubmit,
  errorTitle,
  errorFallback = `${errorTitle}.`,
  serverFields = [],
  ...formOptions
}: UseServerFormOptions<TInput, TOutput>): ServerForm<TInput, TOutput> {
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<TInput, unknown, TOutput>({ ...formOptions, resolver: zodResolver(schema) });

  const submit = form.handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerFieldErrors(error, serverFields, form.setError);
      setSubmitError(errorMessage(error, errorFallback));
      notifyError(errorTitle, error);
    }
  });

  return { form, onSubmit: submit, submitError };
}
