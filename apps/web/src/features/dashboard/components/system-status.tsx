import { cn } from '../../../lib/cn.ts';
import { useSystemHealth } from '../api/get-system-health.ts';

/** The system strip reads the real health endpoint instead of showing a fixed "all good". */
export function SystemStatus() {
  const health = useSystemHealth();
  const state = health.isPending ? 'checking' : health.data?.status === 'ok' ? 'ok' : 'down';
  const label = {
    checking: 'Comprobando el estado del sistema…',
    ok: 'Todos los servicios funcionan con normalidad',
    down: 'Algunos servicios no responden; puede haber demoras',
  }[state];
  return (
    <p
      role="status"
      className={cn(
        'flex items-center gap-2 rounded-lg px-4 py-3 text-sm',
        state === 'ok' && 'bg-green-50 text-green-800',
        state === 'down' && 'bg-amber-50 text-amber-900',
        state === 'checking' && 'bg-slate-100 text-slate-600',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2.5 rounded-full',
          state === 'ok' && 'bg-green-500',
          state === 'down' && 'bg-amber-500',
          state === 'checking' && 'animate-pulse bg-slate-400',
        )}
      />
      {label}
    </p>
  );
}
