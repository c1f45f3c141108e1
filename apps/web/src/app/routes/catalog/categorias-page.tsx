import { MARKETING } from '@tramites/shared';
import { FolderSearch } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useCategories } from '../../../features/catalog/api/get-categories.ts';
import {
  CATEGORIAS_SEARCH_ID,
  CatalogSearchBox,
} from '../../../features/catalog/components/catalog-search-box.tsx';
import { CategoriesErrorState } from '../../../features/catalog/components/categories-error-state.tsx';
import { CategoryCardSkeleton } from '../../../features/catalog/components/category-card-skeleton.tsx';
import { CategoryLinkCard } from '../../../features/catalog/components/category-link-card.tsx';

/** Placeholders while loading: as many as a typical first screen. */
const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'];

const BANNER = [
  { value: MARKETING.categories, label: 'categorías' },
  { value: MARKETING.procedures, label: 'trámites' },
  { value: MARKETING.delivery, label: 'de entrega' },
  { value: MARKETING.successRate, label: 'de éxito' },
] as const;

export function CategoriasPage() {
  const { categories, isPending, errorMessage, attempts, refetch, isFetching } = useCategories();

  return (
    <>
      <title>Categorías de trámites · Trámites MX</title>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="container-page py-12 sm:py-14">
          <h1 className="font-bold text-3xl sm:text-4xl">Categorías de trámites</h1>
          <p className="mt-3 max-w-2xl text-brand-50/90 text-lg">
            Elige una categoría para ver sus trámites, requisitos y precios, y solicita el tuyo.
          </p>
          <CatalogSearchBox id={CATEGORIAS_SEARCH_ID} className="mt-6 max-w-2xl" />
          <dl className="mt-8 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
            {BANNER.map(({ value, label }) => (
              <div
                key={label}
                className="flex flex-col-reverse rounded-xl bg-white/10 px-4 py-3 ring-1 ring-white/15"
              >
                <dt className="text-brand-100 text-sm">{label}</dt>
                <dd className="font-bold text-2xl text-accent-400">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-label="Listado de categorías" className="container-page py-10 sm:py-12">
        {errorMessage ? (
          <CategoriesErrorState
            message={errorMessage}
            attempts={attempts}
            onRetry={() => void refetch()}
            isRetrying={isFetching}
          />
        ) : isPending ? (
          <div
            className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
            role="status"
            aria-label="Cargando categorías"
          >
            {SKELETON_KEYS.map((key) => (
              <CategoryCardSkeleton key={key} />
            ))}
          </div>
        ) : categories.length === 0 ? (
          <EmptyState
            icon={FolderSearch}
            title="Aún no hay categorías publicadas"
            description="Vuelve pronto: estamos preparando el catálogo."
          />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryLinkCard category={category} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
