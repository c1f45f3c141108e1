import { RotateCw, WifiOff } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { isMobileDevice } from '../../../lib/device.ts';

export interface CategoriesErrorStateProps {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Attempts made (mobile retries), shown in the diagnostics. */
  attempts?: number;
  showHomeLink?: boolean;
}

/** Error with retry and back-to-home; on phones, a few diagnostics to tell support (spec section 2). */
export function CategoriesErrorState({
  message,
  onRetry,
  isRetrying = false,
  attempts = 0,
  showHomeLink = true,
}: CategoriesErrorStateProps) {
  const isMobile = isMobileDevice();
  return (
    <Card role="alert" className="mx-auto max-w-xl p-6 text-center sm:p-8">
      <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <WifiOff className="size-6" aria-hidden="true" />
      </span>
      <p className="font-semibold text-lg text-slate-900">{message}</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <Button
          onClick={onRetry}
          isLoading={isRetrying}
          leftIcon={<RotateCw className="size-4" aria-hidden="true" />}
        >
          Reintentar
        </Button>
        {showHomeLink ? (
          <ButtonLink to={paths.home.href()} variant="outline">
            Volver al Inicio
          </ButtonLink>
        ) : null}
      </div>
      {isMobile ? (
        <details className="mt-5 text-left text-slate-600 text-xs">
          <summary className="cursor-pointer font-medium">Diagnóstico (para soporte)</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt>Conexión</dt>
            <dd>{navigator.onLine ? 'En línea' : 'Sin conexión'}</dd>
            <dt>Intentos</dt>
            <dd>{attempts}</dd>
            <dt>Pantalla</dt>
            <dd>
              {window.innerWidth}×{window.innerHeight}
            </dd>
            <dt>Navegador</dt>
            <dd className="break-all">{navigator.userAgent}</dd>
          </dl>
        </details>
      ) : null}
    </Card>
  );
}
