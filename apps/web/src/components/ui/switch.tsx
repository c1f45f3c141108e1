import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode;
  /** A line under the label, read as the switch's description. */
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off setting: a native checkbox with role="switch" (Space toggles it, forms and react-hook-form's
 * `register` see a checkbox), drawn as a track and a knob; the label is clickable.
 */
export function Switch({ label, description, className, id, ...props }: SwitchProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0 space-y-0.5">
        <label htmlFor={inputId} className="block cursor-pointer font-medium text-slate-800 text-sm">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-slate-500 text-xs">
            {description}
          </p>
        ) : null}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={inputId}
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state itself (ARIA in HTML: no aria-checked on it).
          role="switch"
          aria-describedby={description ? descriptionId : undefined}
          className={cn(
            'peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors',
            'checked:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-55',
          )}
          {...props}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
