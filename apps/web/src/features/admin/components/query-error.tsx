import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

export interface QueryErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** A section that failed to load: what failed, the server's reason, and a retry (DESIGN 9.3). */
export function QueryError({ title, error, onRetry, isRetrying = false }: QueryErrorProps) {
  return (
    <Alert tone="error" title={title}>
      <p>{errorMessage(error, 'Intenta de nuevo.')}</p>
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
