import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** Last resort for a page that failed to load or render (e.g. a chunk gone after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  console.error(error);
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="font-bold text-2xl text-slate-900">Algo salió mal</h1>
      <p className="mt-2 max-w-md text-slate-600">
        No pudimos mostrar esta página. Recarga para intentarlo de nuevo; si persiste, vuelve al inicio.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Recargar</Button>
        <ButtonLink to={paths.home.href()} variant="outline" reloadDocument>
          Volver al Inicio
        </ButtonLink>
      </div>
    </div>
  );
}
