import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '../../../components/query-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** A list a dialog needs failed to load: said inside the dialog, with a retry. */
export interface LoadFailure {
  title: string;
  error: unknown;
  retry: () => void;
  isRetrying: boolean;
}

/** A failed load, told inside the dialog that needs the list, with a retry; null while it is fine. */
export function loadFailureOf(query: UseQueryResult<unknown>, title: string): LoadFailure | null {
  return query.isError
    ? { title, error: query.error, retry: () => void query.refetch(), isRetrying: query.isFetching }
    : null;
}

/** What a dialog shows until its lists are there: two grey lines, or the failure with its retry. */
export function DialogListLoading({ label, failure }: { label: string; failure: LoadFailure | null }) {
  if (failure) {
    return (
      <QueryError
        title={failure.title}
        error={failure.error}
        onRetry={failure.retry}
        isRetrying={failure.isRetrying}
      />
    );
  }
  return (
    <div className="space-y-2" role="status" aria-label={label}>
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-2/3" />
    </div>
  );
}
