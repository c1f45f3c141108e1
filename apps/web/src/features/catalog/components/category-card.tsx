import type { Category } from '@tramites/shared';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import { categoryColorClasses } from '../../../components/category-style.ts';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { useIsHydrated } from '../../../lib/use-is-hydrated.ts';
import { TramitePreviewSkeleton } from './tramite-preview-skeleton.tsx';

/** Loaded on the first "Ver Trámites": most visitors of the home page never open one. */
const TramitePreviewList = lazy(() =>
  import('./tramite-preview-list.tsx').then((module) => ({ default: module.TramitePreviewList })),
);

/**
 * Home category card: the body opens /categoria/{id}; "Ver Trámites" expands the procedures in place.
 * The link is stretched over the card's top part so the toggle stays a separate control.
 */
export function CategoryCard({ category }: { category: Category }) {
  const [isExpanded, setExpanded] = useState(false);
  const isHydrated = useIsHydrated();
  const listId = useId();
  const colors = categoryColorClasses(category.color);

  return (
    <Card className="flex flex-col transition-shadow hover:shadow-[var(--shadow-card-hover)]">
      <div className="relative flex-1 space-y-3 p-5">
        <div className="flex min-h-[4.5rem] items-start gap-4">
          <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', colors.soft)}>
            <CategoryIcon name={category.icon} className="size-6" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-lg text-slate-900 leading-snug">
              <Link
                to={paths.categoria.href(category.id)}
                className="rounded after:absolute after:inset-0 after:content-[''] hover:text-brand-800"
              >
                {category.name}
              </Link>
            </h3>
            <p className={cn('font-medium text-sm', colors.text)}>
              {category.estimated_procedures} {category.estimated_procedures === 1 ? 'servicio' : 'servicios'}
            </p>
          </div>
        </div>
        <p className="line-clamp-3 min-h-[3.75rem] text-slate-600 text-sm">{category.description}</p>
      </div>
      <div className="border-slate-100 border-t px-5 py-3">
        <button
          type="button"
          aria-disabled={isHydrated ? undefined : true}
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-semibold text-brand-700 text-sm hover:bg-brand-50 hover:text-brand-800"
        >
          {isExpanded ? 'Ocultar' : 'Ver Trámites'}
          {isExpanded ? (
            <ChevronUp className="size-4" aria-hidden="true" />
          ) : (
            <ChevronDown className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
      <div id={listId} hidden={!isExpanded}>
        {isExpanded ? (
          <Suspense fallback={<TramitePreviewSkeleton />}>
            <TramitePreviewList categoryId={category.id} />
          </Suspense>
        ) : null}
      </div>
    </Card>
  );
}
