import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A box the client ticks in the request form (the documents confirmation, the sensitive-data consent), with
 * its error under it and, when given, a hint the box is described by.
 */
export function SolicitudCheckbox({
  id,
  label,
  error,
  hintId,
  registration,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  hintId?: string;
  registration: UseFormRegisterReturn;
}) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? errorId : hintId}
          {...registration}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </>
  );
}
