import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The procedures of a home card while they load (their code, then their data). */
export function TramitePreviewSkeleton() {
  return (
    <div className="space-y-3 border-slate-100 border-t p-5" role="status" aria-label="Cargando trámites">
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
