import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** `lg` for long forms (the catalogue's create/edit forms); `xl` for a document shown inline. */
  size?: 'md' | 'lg' | 'xl';
  className?: string;
}

const SIZES = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside),
 * Escape closes it, and focus returns to what opened it. Content mounts only while open.
 */
export function Dialog({ open, onClose, title, description, children, size = 'md', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') {
      return;
    }
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (open) {
      return;
    }
    returnFocus.current?.focus();
    returnFocus.current = null;
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: let React state close it so `open` stays the single source of truth.
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === ref.current) {
          onClose();
        }
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] overflow-visible bg-transparent p-0 text-slate-800',
        SIZES[size],
        'open:animate-pop-in',
        className,
      )}
    >
      {open ? (
        <div className="relative flex max-h-[calc(100dvh-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl">
          <div className="flex items-start justify-between gap-4 border-slate-200 border-b px-5 py-4 sm:px-6">
            <div className="min-w-0 space-y-1">
              <h2 id={titleId} className="font-semibold text-lg text-slate-900 leading-snug">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="text-slate-600 text-sm">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label="Cerrar"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
