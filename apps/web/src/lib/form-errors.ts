import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

/**
 * The server's 422 `errors[]` that belong to one of `fields` (a nested path such as `items.0.monto`
 * counts for its first segment); anything else is left to the form's summary alert.
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string }[] {
  if (!isApiError(error)) {
    return [];
  }
  return error.errors.flatMap((item) => {
    const field = item.field.split('.')[0] ?? '';
    return (fields as readonly string[]).includes(field)
      ? [{ field: field as F, message: item.message }]
      : [];
  });
}

/** Every react-hook-form form shows the server's field errors the same way: under the field. */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  for (const { field, message } of fieldErrorsOf(error, fields)) {
    setError(field, { type: 'server', message });
  }
}
