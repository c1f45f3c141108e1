import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** "4 de 5 estrellas": the words a screen reader says for a rating. */
export const starsLabel = (stars: number) => `${stars} de 5 estrellas`;

/** A rating shown, not chosen: five stars, `stars` of them filled, read as "4 de 5 estrellas". */
export function StarRating({ stars, className }: { stars: number; className?: string }) {
  return (
    <span role="img" aria-label={starsLabel(stars)} className={cn('inline-flex gap-0.5', className)}>
      {STARS.map((value) => (
        <Star
          key={value}
          className={cn(
            'size-5',
            value <= Math.round(stars) ? 'fill-amber-400 text-amber-500' : 'text-slate-300',
          )}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

/**
 * The 1–5 choice as a radio group (fieldset and legend): arrow keys move between stars like any radio
 * group, and each star is named "1 estrella" … "5 estrellas". The stars up to the chosen one light up.
 */
export function StarRadioGroup({
  name,
  legend,
  value,
  onChange,
  error,
  errorId,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (stars: number) => void;
  error?: string;
  errorId: string;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="font-medium text-slate-800 text-sm">{legend}</legend>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-1"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <Star
              className={cn(
                'size-8 transition-colors',
                value !== null && stars <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-300',
              )}
              aria-hidden="true"
            />
            <span className="sr-only">{stars === 1 ? '1 estrella' : `${stars} estrellas`}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
