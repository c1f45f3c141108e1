import { ShieldAlert } from 'lucide-react';
import { paths } from '../config/paths.ts';
import { ButtonLink } from './ui/button.tsx';
import { Card } from './ui/card.tsx';

export interface AccessDeniedProps {
  /** Shown under the title; with `inline`, part of the title's text (spec's one-line wording). */
  message: string;
  /** The gestor panel's wording is one sentence: 'Acceso Denegado - {message}'. */
  inline?: boolean;
}

export function AccessDenied({ message, inline = false }: AccessDeniedProps) {
  return (
    <div className="container-page py-16">
      <Card className="mx-auto max-w-lg p-8 text-center">
        <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <ShieldAlert className="size-7" aria-hidden="true" />
        </span>
        {inline ? (
          <h1 className="font-bold text-2xl text-slate-900">
            Acceso Denegado<span className="sr-only"> - </span>
            <span className="mt-2 block font-normal text-base text-slate-600">{message}</span>
          </h1>
        ) : (
          <>
            <h1 className="font-bold text-2xl text-slate-900">Acceso Denegado</h1>
            <p className="mt-2 text-slate-600">{message}</p>
          </>
        )}
        <ButtonLink to={paths.dashboard.href()} variant="primary" className="mt-6">
          Ir a mi panel
        </ButtonLink>
      </Card>
    </div>
  );
}
