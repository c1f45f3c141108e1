import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

const POINTS = [
  'Sigue el avance de tus trámites en línea',
  'Sube tus documentos desde el celular',
  'Habla por chat con tu gestor',
];

/** The frame of the sign-in and sign-up pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  aside,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
  /** The brand panel's content on wide screens; by default the three points of an account. */
  aside?: ReactNode;
}) {
  return (
    <div className="container-page flex flex-1 items-start justify-center py-10 sm:py-16">
      <Card className="grid w-full max-w-4xl overflow-hidden md:grid-cols-[1fr_1.15fr]">
        <div className="hidden flex-col justify-between bg-gradient-to-br from-brand-800 to-brand-700 p-8 text-white md:flex">
          {aside ?? (
            <>
              <div>
                <p className="font-bold text-2xl">Trámites MX</p>
                <p className="mt-2 text-brand-100">Tu gestoría en línea.</p>
              </div>
              <ul className="space-y-3 text-sm">
                {POINTS.map((point) => (
                  <li key={point} className="flex items-start gap-2.5">
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className="p-6 sm:p-10">
          <h1 className="font-bold text-2xl text-slate-900">{title}</h1>
          <p className="mt-1 mb-6 text-slate-600">{subtitle}</p>
          {children}
          <div className="mt-6 border-slate-100 border-t pt-5 text-center text-slate-600 text-sm">
            {footer}
          </div>
        </div>
      </Card>
    </div>
  );
}
