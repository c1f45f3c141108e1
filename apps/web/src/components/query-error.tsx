import { RotateCw } from 'lucide-react';
import { errorMessage } from '../lib/api-client.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

export interface QueryErrorProps {
  title: string;
  error: unknown;
  /** Without it there is no retry: retrying cannot help (no permission, not found). */
  onRetry?: () => void;
  isRetrying?: boolean;
  /** What to say instead of the error's own text (e.g. the spec's wording for a list). */
  message?: string;
  /** Shown when the error carries no server `detail`. */
  fallback?: string;
  className?: string;
}

/**
 * The one way a section that failed to load says so (DESIGN 9.3): what failed, the reason, and a
 * retry when one can help.
 */
export function QueryError({
  title,
  error,
  onRetry,
  isRetrying = false,
  message,
  fallback = 'Intenta de nuevo.',
  className,
}: QueryErrorProps) {
  return (
    <Alert tone="error" title={title} className={className}>
      <p>{message ?? errorMessage(error, fallback)}</p>
      {onRetry ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={onRetry}
          isLoading={isRetrying}
          leftIcon={<RotateCw className="size-4" aria-hidden="true" />}
        >
          Reintentar
        </Button>
      ) : null}
    </Alert>
  );
}
