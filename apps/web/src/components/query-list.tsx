import type { ReactNode } from 'react';
import { QueryError, type QueryErrorProps } from './query-error.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** The part of a TanStack query (or of props standing for one) that the ladder reads. */
export interface ListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  isError: boolean;
  isFetching?: boolean;
  refetch?: () => unknown;
}

export interface QueryListError
  extends Pick<QueryErrorProps, 'title' | 'message' | 'fallback' | 'className'> {
  /** False where trying again cannot help (no session, no permission): no 'Reintentar'. */
  canRetry?: boolean;
  /** Classes of a box around the alert (a padded panel). */
  wrapperClassName?: string;
}

export interface QueryListProps<T> {
  query: ListQuery<T>;
  /** Shown while the first load is pending. */
  skeleton: ReactNode;
  error: QueryListError;
  /**
   * Whether to show the error instead of the data. By default only when nothing has loaded: a failed
   * background refetch keeps the list on screen.
   */
  isFailed?: boolean;
  /** With `empty`: whether the loaded data has nothing to list. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one list-state ladder: skeleton while pending, `QueryError` (with a retry that refetches) on
 * error, the empty state when there is nothing, then the list. How lists load is changed here.
 */
export function QueryList<T>({
  query,
  skeleton,
  error,
  isFailed,
  isEmpty,
  empty,
  children,
}: QueryListProps<T>) {
  if (query.isPending) {
    return <>{skeleton}</>;
  }
  const { data } = query;
  if (isFailed || data === undefined) {
    const { canRetry = true, wrapperClassName, ...text } = error;
    const alert = (
      <QueryError
        {...text}
        error={query.error}
        onRetry={canRetry && query.refetch ? () => void query.refetch?.() : undefined}
        isRetrying={query.isFetching ?? false}
      />
    );
    return wrapperClassName ? <div className={wrapperClassName}>{alert}</div> : alert;
  }
  if (empty !== undefined && isEmpty?.(data)) {
    return <>{empty}</>;
  }
  return <>{children(data)}</>;
}

export interface ListSkeletonProps {
  /** The accessible name: 'Cargando solicitudes'. */
  label: string;
  count: number;
  /** Classes of each placeholder row. */
  itemClassName: string;
  className?: string;
}

/** A loading list: `count` grey rows in a status region. */
export function ListSkeleton({ label, count, itemClassName, className = 'space-y-2' }: ListSkeletonProps) {
  return (
    <div className={className} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => index).map((index) => (
        <Skeleton key={index} className={itemClassName} />
      ))}
    </div>
  );
}
