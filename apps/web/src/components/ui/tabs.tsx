import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  /** A count or badge after the label (e.g. how many items the tab holds). */
  badge?: ReactNode;
}

export interface TabListProps<T extends string> {
  /** Prefix of the tab and panel ids: `${idBase}-tab-${value}` / `${idBase}-panel-${value}`. */
  idBase: string;
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const tabPanelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrows / Home / End move and select,
 * the panel is labelled by its tab. Scrolls sideways on a narrow screen instead of wrapping.
 */
export function TabList<T extends string>({
  idBase,
  label,
  items,
  value,
  onValueChange,
  className,
}: TabListProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    let next: number | null = null;
    if (event.key === 'ArrowRight') {
      next = (index + 1) % items.length;
    } else if (event.key === 'ArrowLeft') {
      next = (index - 1 + items.length) % items.length;
    } else if (event.key === 'Home') {
      next = 0;
    } else if (event.key === 'End') {
      next = items.length - 1;
    }
    if (next === null) {
      return;
    }
    event.preventDefault();
    const target = items[next]!.value;
    onValueChange(target);
    refs.current.get(target)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('-mx-1 flex gap-1 overflow-x-auto border-slate-200 border-b px-1', className)}
    >
      {items.map((item) => {
        const isSelected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(node) => {
              if (node) {
                refs.current.set(item.value, node);
              } else {
                refs.current.delete(item.value);
              }
            }}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={isSelected}
            // Only the selected panel is rendered, so only its tab points at it.
            aria-controls={isSelected ? tabPanelId(idBase, item.value) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onValueChange(item.value)}
            // relative: a badge's visually hidden words stay inside the scrolling list, not past the page.
            className={cn(
              'relative -mb-px inline-flex min-w-min flex-1 items-center justify-center gap-2 border-b-2 px-2 py-2.5 text-center font-semibold text-sm leading-tight transition-colors sm:flex-none sm:whitespace-nowrap sm:px-4',
              isSelected
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {item.label}
            {item.badge !== undefined && item.badge !== null ? (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs tabular-nums',
                  isSelected ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700',
                )}
              >
                {item.badge}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  idBase: string;
  value: string;
  children: ReactNode;
  className?: string;
}

/** The selected tab's content (render only the active one). */
export function TabPanel({ idBase, value, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idBase, value)}
      aria-labelledby={tabId(idBase, value)}
      className={className}
    >
      {children}
    </div>
  );
}
