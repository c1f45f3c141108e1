import { CircleCheck, ClipboardList, Hourglass, type LucideIcon, UserX } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInteger } from '../../../lib/format.ts';
import { useSolicitudesSummary } from '../api/get-solicitudes-summary.ts';

const CARDS: {
  key: 'total' | 'en_proceso' | 'completados' | 'sin_gestor';
  label: string;
  icon: LucideIcon;
  tone: string;
}[] = [
  { key: 'total', label: 'Total', icon: ClipboardList, tone: 'bg-sky-50 text-sky-700' },
  { key: 'en_proceso', label: 'En proceso', icon: Hourglass, tone: 'bg-amber-50 text-amber-700' },
  { key: 'completados', label: 'Completadas', icon: CircleCheck, tone: 'bg-green-50 text-green-700' },
  { key: 'sin_gestor', label: 'Sin gestor', icon: UserX, tone: 'bg-slate-100 text-slate-700' },
];

/** Total, in process, completed and without gestor, over every request the user may see. */
export function SolicitudesSummaryCards() {
  const summary = useSolicitudesSummary();
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li key={key}>
          <Card className="flex h-full flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-3">
            <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="truncate text-slate-600 text-sm">{label}</p>
              <div className="font-bold text-2xl text-slate-900 tabular-nums leading-tight">
                {summary.data ? (
                  formatInteger(summary.data[key])
                ) : summary.isError ? (
                  <span className="text-base text-slate-500" title="No disponible">
                    —
                  </span>
                ) : (
                  <Skeleton className="mt-1 h-7 w-12" />
                )}
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
