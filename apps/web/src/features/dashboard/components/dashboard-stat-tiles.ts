import type { DashboardStats, Role } from '@tramites/shared';
import { CircleCheck, Clock, FolderOpen, Wallet } from 'lucide-react';
import type { StatTile } from '../../../components/ui/stat-tiles.tsx';
import { formatInteger, formatMXN } from '../../../lib/format.ts';

/**
 * What `total_spent` is for each role: a client's own payments; for staff, the payments in their
 * scope (a gestor's cases, every case for an admin) — money they collected, never money they spent.
 */
export const MONEY_TILE_LABELS: Record<Role, string> = {
  cliente: 'Total Gastado (MXN)',
  gestor: 'Cobrado en mis casos (MXN)',
  admin: 'Ingresos cobrados (MXN)',
};

/** The four figures of the dashboards (improved dashboard's wording, spec section 2), worded per role. */
export function dashboardStatTiles(stats: DashboardStats | undefined, role: Role): StatTile[] | null {
  if (!stats) {
    return null;
  }
  return [
    {
      label: 'Trámites Activos',
      value: formatInteger(stats.active_tramites),
      icon: FolderOpen,
      tone: 'bg-sky-50 text-sky-700',
    },
    {
      label: 'Completados',
      value: formatInteger(stats.completed_tramites),
      icon: CircleCheck,
      tone: 'bg-green-50 text-green-700',
    },
    {
      label: 'En Proceso',
      value: formatInteger(stats.in_progress_tramites),
      icon: Clock,
      tone: 'bg-amber-50 text-amber-700',
    },
    {
      label: MONEY_TILE_LABELS[role],
      value: formatMXN(stats.total_spent),
      icon: Wallet,
      tone: 'bg-violet-50 text-violet-700',
    },
  ];
}
