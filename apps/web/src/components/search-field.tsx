import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/cn.ts';
import { Input, type InputProps } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

/** How long a search box waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** The visible label, which names the box (tests and people find it by it). */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shows a 'Borrar búsqueda' button while there is text (it replaces the browser's own). */
  isClearable?: boolean;
  /** Classes of the label-and-box wrapper (grid placement). */
  wrapperClassName?: string;
}

/** A labelled search box with its magnifier icon: the one every list filter uses. */
export function SearchField({
  label,
  value,
  onValueChange,
  isClearable = false,
  wrapperClassName,
  id,
  className,
  ...inputProps
}: SearchFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('space-y-1.5', wrapperClassName)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Search
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-slate-400"
          aria-hidden="true"
        />
        <Input
          {...inputProps}
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(
            'pl-9',
            isClearable && 'pr-10 [&::-webkit-search-cancel-button]:appearance-none',
            className,
          )}
        />
        {isClearable && value ? (
          <button
            type="button"
            onClick={() => onValueChange('')}
            className="-translate-y-1/2 absolute top-1/2 right-1.5 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label="Borrar búsqueda"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
