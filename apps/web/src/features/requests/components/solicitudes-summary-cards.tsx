import { CircleCheck, ClipboardList, Hourglass, type LucideIcon, UserX } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatTiles } from '../../../components/ui/stat-tiles.tsx';
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

/** A client's requests without a gestor yet are being assigned one (issue 26: no internal words). */
const CLIENT_LABELS: Partial<Record<(typeof CARDS)[number]['key'], string>> = {
  sin_gestor: 'Asignando gestor',
};

/** Total, in process, completed and without gestor, over every request the user may see. */
export function SolicitudesSummaryCards({ isClientView = false }: { isClientView?: boolean }) {
  const summary = useSolicitudesSummary();
  // Each figure loads (or fails) in place: a placeholder, then the count or a dash.
  const tiles = CARDS.map(({ key, ...tile }) => ({
    ...tile,
    label: (isClientView ? CLIENT_LABELS[key] : undefined) ?? tile.label,
    value: summary.data ? (
      formatInteger(summary.data[key])
    ) : summary.isError ? (
      <span className="text-base text-slate-500" title="No disponible">
        —
      </span>
    ) : (
      <Skeleton className="mt-1 h-7 w-12" />
    ),
  }));
  return <StatTiles tiles={tiles} layout="label-first" />;
}
