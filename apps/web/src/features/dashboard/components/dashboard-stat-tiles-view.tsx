import type { LucideIcon } from 'lucide-react';
import { QueryError } from '../../../components/query-error.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';

export interface StatTile {
  label: string;
  value: string;
  icon: LucideIcon;
  /** Tailwind classes of the icon tile. */
  tone: string;
}

export interface StatTilesProps {
  tiles: StatTile[] | null;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** Real numbers or an error state with retry: never made-up figures (DESIGN 9.3). */
export function StatTiles({ tiles, isPending, error, onRetry, isRetrying = false }: StatTilesProps) {
  if (error) {
    return (
      <QueryError
        title="No pudimos cargar tus estadísticas"
        error={error}
        onRetry={onRetry}
        isRetrying={isRetrying}
        fallback="Error cargando estadísticas."
      />
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {isPending || !tiles
        ? [0, 1, 2, 3].map((index) => (
            <Card key={index} className="p-4 sm:p-5">
              <Skeleton className="size-10 rounded-lg" />
              <Skeleton className="mt-4 h-7 w-16" />
              <Skeleton className="mt-2 h-4 w-24" />
            </Card>
          ))
        : tiles.map(({ label, value, icon: Icon, tone }) => (
            <Card key={label} className="p-4 sm:p-5">
              <span className={cn('flex size-10 items-center justify-center rounded-lg', tone)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="mt-3 break-words font-bold text-slate-900 text-xl tabular-nums sm:text-2xl">
                {value}
              </p>
              <p className="text-slate-600 text-sm">{label}</p>
            </Card>
          ))}
    </div>
  );
}
