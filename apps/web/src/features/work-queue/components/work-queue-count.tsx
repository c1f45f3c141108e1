import { useWorkQueueCount } from '../api/get-work-queue.ts';

/** The header's "Bandeja" count: requests waiting on the gestoría (nothing while it loads or is 0). */
export function WorkQueueCount() {
  const count = useWorkQueueCount();
  if (!count.data) {
    return null;
  }
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 font-semibold text-amber-900 text-xs">
      {count.data}
      <span className="sr-only"> esperan a la gestoría</span>
    </span>
  );
}
