import { RotateCw } from 'lucide-react';
import { errorMessage } from '../lib/api-client.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

export interface QueryErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Shown when the error carries no server `detail`. */
  fallback?: string;
}

/** A section that failed to load: what failed, the server's reason, and a retry (DESIGN 9.3). */
export function QueryError({
  title,
  error,
  onRetry,
  isRetrying = false,
  fallback = 'Intenta de nuevo.',
}: QueryErrorProps) {
  return (
    <Alert tone="error" title={title}>
      <p>{errorMessage(error, fallback)}</p>
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
    </Alert>
  );
}
