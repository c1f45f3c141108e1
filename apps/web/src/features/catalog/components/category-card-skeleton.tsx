import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Same footprint as a category card, so the grid does not jump when data arrives. */
export function CategoryCardSkeleton() {
  return (
    <div className="flex h-full min-h-56 flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-xl" />
        <Skeleton className="h-5 w-2/3" />
      </div>
      <div className="mt-4 flex-1 space-y-2">
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-5/6" />
        <Skeleton className="h-3.5 w-3/5" />
      </div>
      <Skeleton className="mt-4 h-4 w-1/2" />
    </div>
  );
}
