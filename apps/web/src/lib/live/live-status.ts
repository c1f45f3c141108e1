import { useSyncExternalStore } from 'react';

/**
 * The state of this tab's live stream (GET /api/events), one per tab:
 * - `off`: nobody is signed in (or the stream was refused);
 * - `connecting`: opening, or reopening right after a break (no fallback yet: most breaks heal in a second);
 * - `connected`: events arrive; nothing polls;
 * - `down`: the stream failed to open or to come back; the pages fall back to the spec's polling and say so.
 */
export type LiveStatus = 'off' | 'connecting' | 'connected' | 'down';

let current: LiveStatus = 'off';
const listeners = new Set<() => void>();

export function getLiveStatus(): LiveStatus {
  return current;
}

/** Written by the live connection only (and by tests). */
export function setLiveStatus(next: LiveStatus): void {
  if (next === current) {
    return;
  }
  current = next;
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

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, getLiveStatus, getLiveStatus);
}

/**
 * A query's `refetchInterval`: the spec's polling (`intervalMs`) only while the stream is down; `false`
 * (no polling) while events arrive or the stream is still opening.
 */
export function useFallbackInterval(intervalMs: number): number | false {
  return useLiveStatus() === 'down' ? intervalMs : false;
}
