import { Compass } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

export function NotFoundPage() {
  return (
    <div className="container-page flex flex-1 flex-col items-center justify-center py-20 text-center">
      <title>Página no encontrada · Trámites MX</title>
      <span className="mb-6 flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="font-bold text-5xl text-brand-700">404</p>
      <h1 className="mt-3 font-bold text-2xl text-slate-900 sm:text-3xl">Página no encontrada</h1>
      <p className="mt-2 max-w-md text-slate-600">La dirección que buscas no existe o cambió de lugar.</p>
      <ButtonLink to={paths.home.href()} size="lg" className="mt-8">
        Volver al Inicio
      </ButtonLink>
    </div>
  );
}
