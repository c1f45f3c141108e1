import { NOTIFICATION_DURATION_MS } from '@tramites/shared';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * sonner's toaster, loaded with the first toast: the public pages never notify, so their first load
 * never carries it (DESIGN 7). sonner shows the toasts made before its toaster subscribed.
 */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

let isRequested = false;
const listeners = new Set<() => void>();

/** Mounts the toaster (once); `lib/notify.ts` calls it before every toast. */
export function requestNotificationsHost(): void {
  if (isRequested) {
    return;
  }
  isRequested = true;
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Where toasts appear; nothing until the first one (and never in the server's HTML). */
export function NotificationsHost() {
  const isShown = useSyncExternalStore(
    subscribe,
    () => isRequested,
    () => false,
  );
  if (!isShown) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton duration={NOTIFICATION_DURATION_MS} />
    </Suspense>
  );
}
