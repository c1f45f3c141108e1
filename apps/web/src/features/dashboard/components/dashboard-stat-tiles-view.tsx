import { QueryError } from '../../../components/query-error.tsx';
import { type StatTile, StatTiles, StatTilesSkeleton } from '../../../components/ui/stat-tiles.tsx';

export interface DashboardStatTilesProps {
  tiles: StatTile[] | null;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** Real numbers or an error state with retry: never made-up figures (DESIGN 9.3). */
export function DashboardStatTiles({
  tiles,
  isPending,
  error,
  onRetry,
  isRetrying = false,
}: DashboardStatTilesProps) {
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
  return isPending || !tiles ? (
    <StatTilesSkeleton count={4} layout="above" />
  ) : (
    <StatTiles tiles={tiles} layout="above" />
  );
}
