import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

export interface StatTile {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
  tone: string;
}

/** A row of figures over a tab (categories' totals). */
export function StatTiles({ label, tiles }: { label: string; tiles: StatTile[] }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ label: tileLabel, value, hint, icon: Icon, tone }) => (
        <li key={tileLabel}>
          <Card className="flex h-full flex-col items-start gap-2 p-4 sm:flex-row sm:gap-3">
            <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', tone)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="font-bold text-slate-900 text-xl tabular-nums">{value}</p>
              <p className="text-slate-600 text-sm">{tileLabel}</p>
              {hint ? <p className="text-slate-500 text-xs">{hint}</p> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
