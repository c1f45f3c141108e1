import type { ReactNode } from 'react';

/** A key as the user presses it ("A", "/"), in keyboard hints. */
export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono font-semibold text-slate-800 text-xs shadow-xs">
      {children}
    </kbd>
  );
}
