/**
 * Figures that need a scan (the admin's counts over every request), computed once for all the callers of
 * the moment and kept at most `ttlMs` per key. `clear` (called on every live event: a request, a document,
 * a message, an account changed) makes the next call compute again. A failure is not kept. The routes that
 * use it say in their API description how stale a figure may be.
 */
export function createEventClearedCache<Value>({
  ttlMs,
  maxKeys = 100,
}: {
  ttlMs: number;
  maxKeys?: number;
}) {
  const entries = new Map<string, { at: number; value: Promise<Value> }>();
  return {
    get(key: string, compute: () => Promise<Value>): Promise<Value> {
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && now - cached.at < ttlMs) {
        return cached.value;
      }
      if (entries.size >= maxKeys) {
        entries.clear();
      }
      const entry = { at: now, value: compute() };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) {
          entries.delete(key);
        }
      });
      return entry.value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
