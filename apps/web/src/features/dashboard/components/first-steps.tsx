import { FileUp, type LucideIcon, Receipt, Search } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';

interface FirstStep {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The road of every request, in the order the client walks it (quotation and payment before documents). */
const STEPS: FirstStep[] = [
  {
    icon: Search,
    title: 'Elige tu trámite',
    text: 'Búscalo por su nombre en el catálogo y solicítalo en unos minutos.',
  },
  {
    icon: Receipt,
    title: 'Recibe y paga tu cotización',
    text: 'Te enviamos el precio final en MXN; págalo con tarjeta, en OXXO o por transferencia.',
  },
  {
    icon: FileUp,
    title: 'Sube tus documentos',
    text: 'Tu gestor los revisa, hace el trámite por ti y te avisa de cada avance.',
  },
];

/**
 * A new client's dashboard (issue 26): before the first request there is nothing to list, so it explains
 * the three steps and offers the catalogue's search.
 */
export function FirstSteps({ searchHref }: { searchHref: string }) {
  return (
    <Card>
      <CardContent className="space-y-5">
        <div className="space-y-1">
          <h2 id="primeros-pasos-titulo" className="font-semibold text-lg text-slate-900">
            Así funciona
          </h2>
          <p className="text-slate-600 text-sm">Tu primer trámite en tres pasos.</p>
        </div>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((step, index) => {
            const Icon = step.icon;
            return (
              <li key={step.title} className="flex gap-3 sm:flex-col sm:gap-2">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    <span className="text-brand-700">{index + 1}.</span> {step.title}
                  </p>
                  <p className="text-slate-600 text-sm">{step.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
        <ButtonLink to={searchHref} variant="primary" className="w-full sm:w-auto">
          <Search className="size-4" aria-hidden="true" />
          Buscar un trámite
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
