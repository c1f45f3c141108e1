import { cn } from '../lib/cn.ts';
import { Button, type ButtonSize } from './ui/button.tsx';

export interface LoadMoreButtonProps {
  /** The infinite query of the list (TanStack Query's `useInfiniteQuery`). */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** What it loads: 'Cargar más documentos'. */
  label: string;
  size?: ButtonSize;
  /** Classes of the centred row around the button. */
  className?: string;
}

/** The next page of a list loaded on demand, under it; nothing once the last page is in. */
export function LoadMoreButton({ query, label, size, className }: LoadMoreButtonProps) {
  if (!query.hasNextPage) {
    return null;
  }
  return (
    <div className={cn('flex justify-center', className)}>
      <Button
        variant="outline"
        size={size}
        onClick={() => void query.fetchNextPage()}
        isLoading={query.isFetchingNextPage}
      >
        {label}
      </Button>
    </div>
  );
}
