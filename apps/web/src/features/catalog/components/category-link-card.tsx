import type { Category } from '@tramites/shared';
import { ArrowRight, Clock, Layers } from 'lucide-react';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import { categoryColorClasses } from '../../../components/category-style.ts';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';

/** A card of the all-categories grid: the whole card opens /categoria/{id}. */
export function CategoryLinkCard({ category }: { category: Category }) {
  const colors = categoryColorClasses(category.color);
  return (
    <Link
      to={paths.categoria.href(category.id)}
      className={cn(
        'group flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200 border-t-4 bg-white p-5 shadow-[var(--shadow-card)] transition',
        'hover:-translate-y-0.5 hover:shadow-[var(--shadow-card-hover)]',
        colors.topBorder,
      )}
    >
      <div className="flex items-center gap-3">
        <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', colors.soft)}>
          <CategoryIcon name={category.icon} className="size-6" />
        </span>
        <h2 className="font-semibold text-lg text-slate-900 leading-snug group-hover:text-brand-800">
          {category.name}
        </h2>
      </div>
      <p className="mt-3 line-clamp-3 flex-1 text-slate-600 text-sm">{category.description}</p>
      <dl className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600 text-sm">
        <div className="flex items-center gap-1.5">
          <Layers className="size-4 text-slate-400" aria-hidden="true" />
          <dt className="sr-only">Trámites</dt>
          <dd>
            {category.estimated_procedures} {category.estimated_procedures === 1 ? 'trámite' : 'trámites'}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Clock className="size-4 text-slate-400" aria-hidden="true" />
          <dt className="sr-only">Tiempo estimado</dt>
          <dd>Tiempo 5-30 dias</dd>
        </div>
      </dl>
      <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 text-sm">
        Ver trámites
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </Link>
  );
}
