import type { LabelHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control.
  return <label className={cn('block font-medium text-slate-800 text-sm', className)} {...props} />;
}

export interface FieldProps {
  /** The control's id; hint and error get `${id}-hint` / `${id}-error` for aria-describedby. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/** Label + control + hint + error, wired for screen readers (use `describedBy(id, …)` on the control). */
export function Field({ id, label, hint, error, required, children, className }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-slate-500 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby for a Field's control. */
export function describedBy(id: string, options: { hint?: boolean; error?: boolean }): string | undefined {
  if (options.error) {
    return `${id}-error`;
  }
  return options.hint ? `${id}-hint` : undefined;
}

/**
 * The wiring of a Field's control: its id, whether it is invalid (any error, a message or a form error)
 * and aria-describedby. Spread it on the Input, Select or Textarea.
 */
export function fieldControl(id: string, options: { hint?: boolean; error?: unknown }) {
  const hasError = Boolean(options.error);
  return {
    id,
    invalid: hasError,
    'aria-describedby': describedBy(id, { hint: options.hint, error: hasError }),
  };
}
