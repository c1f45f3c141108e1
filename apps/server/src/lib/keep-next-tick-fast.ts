import { createHook } from 'node:async_hooks';

let pinned: object | undefined;

/**
 * Keeps one of Node's own `process.nextTick` objects alive for the life of the process.
 *
 * V8 remembers the shapes ("maps") of the object `process.nextTick` builds for each callback, but holds
 * them weakly. A full garbage collection that runs while no such object is alive frees them (here: while
 * the embedded database loaded its extension, at start-up). The remembered shape then no longer
 * matches, and V8 moves that spot to its generic path for good: every `process.nextTick` costs about
 * four times as much, and a request makes several (about 1.4 µs of each cached catalogue request).
 * One live tick object keeps the shapes alive. See docs/decisions/0005-catalogue-hot-path.md.
 *
 * Call it first, before anything has had time to run a full collection.
 */
export function keepNextTickFast(): void {
  if (pinned) {
    return;
  }
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') {
        pinned ??= resource;
      }
    },
  }).enable();
  process.nextTick(() => undefined);
  hook.disable();
}
