import { cn } from '../../lib/cn.ts';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const SIZES: Record<SpinnerSize, string> = {
  sm: 'size-4 border-2',
  md: 'size-8 border-[3px]',
  lg: 'size-12 border-4',
};

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Visible text next to the spinner; `null` for an icon-only spinner (e.g. inside a busy button). */
  label?: string | null;
  className?: string;
}

/** The loading screen of the spec: "Cargando..." with a spinner in sizes sm, md, lg. */
export function Spinner({ size = 'md', label = 'Cargando...', className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-current border-r-transparent text-brand-600',
        SIZES[size],
        className,
      )}
    />
  );
  if (label === null) {
    return ring;
  }
  return (
    <span role="status" className="inline-flex flex-col items-center gap-3 text-slate-600">
      {ring}
      <span className={cn(size === 'sm' ? 'text-sm' : 'text-base', 'font-medium')}>{label}</span>
    </span>
  );
}

/** Full-page loader, e.g. 'Verificando autenticación...' while the session is checked. */
export function FullPageLoader({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-8">
      <Spinner size="lg" label={label} />
    </div>
  );
}
