import { REQUIRED_DOCUMENTS_PREVIEW } from '@tramites/shared';
import { Clock } from 'lucide-react';
import { useEffect } from 'react';
import { formatDays } from '../../../lib/format.ts';
import { formatTramiteTotal } from '../../../lib/tramite-price.ts';
import { useCategoryTramites } from '../api/get-category-tramites.ts';
import { TramitePreviewSkeleton } from './tramite-preview-skeleton.tsx';

/** The procedures of a category inside its home card (spec section 2, Home). */
export function TramitePreviewList({ categoryId }: { categoryId: number }) {
  const { data: tramites, isPending, isError, error } = useCategoryTramites(categoryId);

  useEffect(() => {
    // The spec only logs this failure on the home page.
    if (isError) {
      console.warn('No se pudieron cargar los trámites de la categoría', categoryId, error);
    }
  }, [isError, error, categoryId]);

  if (isPending) {
    return <TramitePreviewSkeleton />;
  }
  if (isError) {
    return (
      <p className="border-slate-100 border-t p-5 text-slate-500 text-sm">
        No se pudieron cargar los trámites.
      </p>
    );
  }
  if (tramites.length === 0) {
    return (
      <p className="border-slate-100 border-t p-5 text-slate-500 text-sm">
        No hay trámites disponibles para esta categoría
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 border-slate-100 border-t">
      {tramites.map((tramite) => {
        const preview = tramite.required_documents.slice(0, REQUIRED_DOCUMENTS_PREVIEW);
        const hasMore = tramite.required_documents.length > REQUIRED_DOCUMENTS_PREVIEW;
        return (
          <li key={tramite.id} className="space-y-1.5 px-5 py-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium text-slate-900 text-sm">{tramite.name}</p>
              <p className="shrink-0 text-right font-semibold text-brand-800 text-sm">
                {formatTramiteTotal(tramite)}
                {tramite.price_type === 'fijo' ? (
                  <span className="block font-normal text-slate-500 text-xs">
                    {tramite.government_fee === null ? 'Honorarios con IVA' : 'Total estimado'}
                  </span>
                ) : null}
              </p>
            </div>
            <p className="line-clamp-2 text-slate-600 text-xs">{tramite.description}</p>
            <p className="flex items-center gap-1 text-slate-500 text-xs">
              <Clock className="size-3.5" aria-hidden="true" />
              {formatDays(tramite.estimated_time_days)}
            </p>
            {preview.length > 0 ? (
              <p className="text-slate-500 text-xs">
                <span className="font-medium text-slate-600">Documentos: </span>
                {preview.join(', ')}
                {hasMore ? '…' : ''}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
