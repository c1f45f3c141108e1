import { cn } from '../lib/cn.ts';
import { useLiveStatus } from '../lib/live/live-status.ts';
import { Alert } from './ui/alert.tsx';

/** What a page says while the live stream is down and it refreshes by itself every `intervalMs`. */
export function liveFallbackMessage(intervalMs: number): string {
  return `Conexión en vivo interrumpida: actualizamos cada ${Math.round(intervalMs / 1000)} segundos.`;
}

/**
 * Shown only while the live stream is down, on a page that then falls back to polling every
 * `intervalMs` (the same interval its queries use): the user knows changes may take that long.
 */
export function LiveFallbackBanner({ intervalMs, className }: { intervalMs: number; className?: string }) {
  const status = useLiveStatus();
  if (status !== 'down') {
    return null;
  }
  return (
    <Alert tone="warning" className={className}>
      {liveFallbackMessage(intervalMs)}
    </Alert>
  );
}

/**
 * A short line for a section that updates by itself: 'En vivo' while events arrive, 'Se actualiza cada
 * 30 segundos' while the page polls instead; nothing while the stream is still opening.
 */
export function LiveUpdateNote({ intervalMs, className }: { intervalMs: number; className?: string }) {
  const status = useLiveStatus();
  if (status === 'connected') {
    return (
      <p className={cn('inline-flex items-center gap-1.5 text-slate-500 text-xs', className)}>
        <span className="size-2 rounded-full bg-green-600" aria-hidden="true" />
        Actualización en vivo
      </p>
    );
  }
  if (status === 'down') {
    return (
      <p className={cn('text-slate-500 text-xs', className)}>
        Se actualiza cada {Math.round(intervalMs / 1000)} segundos
      </p>
    );
  }
  return null;
}
