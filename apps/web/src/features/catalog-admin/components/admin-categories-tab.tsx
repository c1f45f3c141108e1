import { type AdminCategory, isCategoryPublic } from '@tramites/shared';
import { ClipboardList, FolderTree, Gauge, ListOrdered, Plus, ScrollText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import { categoryColorClasses } from '../../../components/category-style.ts';
import { QueryList } from '../../../components/query-list.tsx';
import { DeleteRowButton, EditRowButton } from '../../../components/row-buttons.tsx';
import { SortableList } from '../../../components/sortable-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StatTiles } from '../../../components/ui/stat-tiles.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInteger, plural } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAdminCategories } from '../api/get-admin-categories.ts';
import { useReorderCategories } from '../api/reorder-categories.ts';
import { REORDER_ERROR } from '../reorder.ts';
import { CategoryDeleteDialog } from './category-delete-dialog.tsx';
import { CategoryEditDialog } from './category-edit-dialog.tsx';

/** Link to the Trámites tab filtered by one category. */
export const tramitesTabHref = (categoryId: number) => `?tab=tramites&categoria=${categoryId}`;

/** Totals of the detailed list: what the stat header shows. */
export function categoryTotals(categories: readonly AdminCategory[]) {
  const withRequests = categories.filter((category) => category.all_tramites_count > 0);
  return {
    categories: categories.length,
    published: categories.filter(isCategoryPublic).length,
    tramites: categories.reduce((total, category) => total + category.tramite_count, 0),
    activeRequests: categories.reduce((total, category) => total + category.active_requests_count, 0),
    completionRate:
      withRequests.length === 0
        ? 0
        : Math.round(
            withRequests.reduce((total, category) => total + category.completion_rate, 0) /
              withRequests.length,
          ),
  };
}

/** Spec section 2, Categories tab: stat header, the ordered list (drag to reorder), create/edit, delete. */
export function AdminCategoriesTab() {
  const categories = useAdminCategories();
  const reorder = useReorderCategories();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  const openForm = (category: AdminCategory | null) => {
    setEditing(category);
    setIsFormOpen(true);
  };

  const saveOrder = async (ids: number[]) => {
    try {
      const result = await reorder.mutateAsync(ids);
      notifySuccess(result.message);
    } catch (error) {
      notifyError(REORDER_ERROR, error);
    }
  };

  return (
    <QueryList
      query={categories}
      skeleton={
        <div className="space-y-3" role="status" aria-label="Cargando categorías">
          <Skeleton className="h-24 w-full rounded-2xl" />
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      }
      error={{ title: 'Error al cargar categorías' }}
    >
      {(list) => (
        <div className="space-y-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="space-y-1">
              <h2 className="font-semibold text-lg text-slate-900">Categorías del catálogo</h2>
              <p className="text-slate-600 text-sm">
                Arrastra una categoría por su asa (o usa el teclado) para cambiar el orden del catálogo
                público.
              </p>
            </div>
            <Button onClick={() => openForm(null)} leftIcon={<Plus className="size-4" aria-hidden="true" />}>
              Nueva categoría
            </Button>
          </div>

          <CategoryStatTiles categories={list} />

          {list.length === 0 ? (
            <EmptyState
              icon={ListOrdered}
              title="Todavía no hay categorías"
              description="Crea la primera para empezar el catálogo."
            />
          ) : (
            <SortableList
              items={list}
              getId={(category) => category.id}
              getLabel={(category) => category.name}
              onReorder={(ids) => void saveOrder(ids)}
              label="Orden de las categorías"
              className="space-y-2"
              renderItem={(category, handle) => (
                <CategoryRow
                  category={category}
                  handle={handle}
                  onEdit={() => openForm(category)}
                  onDelete={() => setDeleting(category)}
                />
              )}
            />
          )}

          <CategoryEditDialog open={isFormOpen} category={editing} onClose={() => setIsFormOpen(false)} />
          <CategoryDeleteDialog category={deleting} onClose={() => setDeleting(null)} />
        </div>
      )}
    </QueryList>
  );
}

/** The stat header: the totals of the detailed list. */
function CategoryStatTiles({ categories }: { categories: readonly AdminCategory[] }) {
  const totals = categoryTotals(categories);
  return (
    <StatTiles
      layout="beside"
      label="Resumen de categorías"
      tiles={[
        {
          label: 'Categorías',
          value: formatInteger(totals.categories),
          hint: `${formatInteger(totals.published)} publicadas`,
          icon: FolderTree,
          tone: 'bg-sky-50 text-sky-700',
        },
        {
          label: 'Trámites publicados',
          value: formatInteger(totals.tramites),
          icon: ScrollText,
          tone: 'bg-violet-50 text-violet-700',
        },
        {
          label: 'Solicitudes activas',
          value: formatInteger(totals.activeRequests),
          icon: ClipboardList,
          tone: 'bg-brand-50 text-brand-700',
        },
        {
          label: 'Finalización media',
          value: `${formatInteger(totals.completionRate)}%`,
          hint: 'categorías con trámites',
          icon: Gauge,
          tone: 'bg-green-50 text-green-700',
        },
      ]}
    />
  );
}

function CategoryRow({
  category,
  handle,
  onEdit,
  onDelete,
}: {
  category: AdminCategory;
  handle: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const palette = categoryColorClasses(category.color);
  return (
    <Card className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:p-4">
      <div className="flex min-w-0 flex-1 items-start gap-2 sm:items-center">
        {handle}
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', palette.soft)}>
          <CategoryIcon name={category.icon} className="size-5" />
        </span>
        <div className="min-w-0 flex-1 space-y-0.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="break-words font-semibold text-slate-900">{category.name}</span>
            {category.is_visible ? null : <Badge tone="neutral">Oculta</Badge>}
            {category.is_active ? null : <Badge tone="warning">Inactiva</Badge>}
            {/* Visible and active, yet off the public catalogue until one of its trámites is active. */}
            {category.is_visible && category.is_active && !isCategoryPublic(category) ? (
              <Badge tone="warning">Oculta al público: sin trámites activos</Badge>
            ) : null}
            {category.specialization_required ? <Badge tone="purple">Especializada</Badge> : null}
          </p>
          {category.description ? (
            <p className="line-clamp-2 text-slate-600 text-sm">{category.description}</p>
          ) : null}
          <p className="text-slate-500 text-xs">
            {plural(category.tramite_count, 'trámite', 'trámites')}
            {category.all_tramites_count > category.tramite_count
              ? ` (+${formatInteger(category.all_tramites_count - category.tramite_count)} archivados)`
              : ''}{' '}
            · {plural(category.active_requests_count, 'solicitud activa', 'solicitudes activas')} ·{' '}
            {formatInteger(category.completion_rate)}% finalizadas
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-11 sm:pl-0">
        <Link
          to={tramitesTabHref(category.id)}
          className="inline-flex h-9 items-center rounded-lg px-3 font-semibold text-brand-700 text-sm hover:bg-brand-50"
          aria-label={`Ver trámites de ${category.name}`}
        >
          Ver trámites
        </Link>
        <EditRowButton name={category.name} onClick={onEdit} />
        <DeleteRowButton name={category.name} onClick={onDelete} />
      </div>
    </Card>
  );
}
