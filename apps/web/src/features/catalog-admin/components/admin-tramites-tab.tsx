import { type AdminTramite, CATALOG_ADMIN_MSG } from '@tramites/shared';
import { Plus, ScrollText } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field.tsx';
import { SortableList } from '../../../components/sortable-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { AdminTramitesQuery } from '../api/catalog-admin-keys.ts';
import { useAdminCategories } from '../api/get-admin-categories.ts';
import { useAdminTramites } from '../api/get-admin-tramites.ts';
import { useReorderTramites } from '../api/reorder-tramites.ts';
import { useRestoreTramite } from '../api/restore-tramite.ts';
import { REORDER_ERROR } from '../reorder.ts';
import { TramiteCategoryChangeDialog } from './tramite-category-change-dialog.tsx';
import { TramiteDeleteDialog } from './tramite-delete-dialog.tsx';
import { TramiteEditDialog } from './tramite-edit-dialog.tsx';
import { TramiteRow } from './tramite-row.tsx';

/** Why the drag handles are off right now, or null when the list can be reordered. */
export function reorderBlockedReason(filters: { categoryId?: number; search: string }): string | null {
  if (filters.categoryId === undefined) {
    return CATALOG_ADMIN_MSG.reordenarSinCategoria;
  }
  if (filters.search.trim()) {
    return 'Borra la búsqueda para reordenar: el orden se guarda con todos los trámites de la categoría.';
  }
  return null;
}

const parseCategoryParam = (value: string | null): number | undefined => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};

/** The one dialog open at a time: edit (or create, with no trámite), delete, or change category. */
type TramiteDialog =
  | { kind: 'edit'; tramite: AdminTramite | null }
  | { kind: 'delete'; tramite: AdminTramite }
  | { kind: 'move'; tramite: AdminTramite };

export interface AdminTramitesTabProps {
  /** The catalogue-wide form tools card (forms feature), composed by the page. */
  formTools: ReactNode;
  /** A procedure's form buttons: connect, configure, regenerate (forms feature), composed by the page. */
  renderFormActions: (tramite: AdminTramite) => ReactNode;
}

/**
 * Spec section 2, Tramites tab: filter by category (kept in the URL, ?categoria=), search, archived
 * ones; create, edit, delete or archive, restore, change category; drag to reorder within one category;
 * each procedure's form (connect, configure, regenerate) and the catalogue-wide form tools.
 */
export function AdminTramitesTab({ formTools, renderFormActions }: AdminTramitesTabProps) {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const categoryId = parseCategoryParam(searchParams.get('categoria'));
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [includeArchived, setIncludeArchived] = useState(false);
  const query: AdminTramitesQuery = {
    category_id: categoryId,
    search: debouncedSearch || undefined,
    include_archived: includeArchived,
  };
  const categories = useAdminCategories();
  const tramites = useAdminTramites(query);
  const reorder = useReorderTramites();
  const restore = useRestoreTramite();

  const [dialog, setDialog] = useState<TramiteDialog | null>(null);
  const closeDialog = () => setDialog(null);
  const dialogTramite = (kind: TramiteDialog['kind']) => (dialog?.kind === kind ? dialog.tramite : null);

  const setCategory = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) {
      next.set('categoria', value);
    } else {
      next.delete('categoria');
    }
    setSearchParams(next, { replace: true });
  };

  const blockedReason = reorderBlockedReason({ categoryId, search });
  const hintId = `${id}-orden`;
  const categoryList = categories.data ?? [];
  const selectedCategory = categoryList.find((category) => category.id === categoryId);

  const saveOrder = async (ids: number[]) => {
    if (categoryId === undefined) {
      return;
    }
    try {
      const result = await reorder.mutateAsync({ categoryId, ids, query });
      notifySuccess(result.message);
    } catch (error) {
      notifyError(REORDER_ERROR, error);
    }
  };
  const restoreTramite = async (tramite: AdminTramite) => {
    try {
      await restore.mutateAsync(tramite.id);
      notifySuccess(`"${tramite.name}" vuelve a estar en el catálogo`);
    } catch (error) {
      notifyError('Error restaurando trámite', error);
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 className="font-semibold text-lg text-slate-900">Trámites del catálogo</h2>
          <p className="text-slate-600 text-sm">
            {selectedCategory
              ? `En «${selectedCategory.name}», en el orden del catálogo público.`
              : 'Todas las categorías, en el orden del catálogo público.'}
          </p>
        </div>
        <Button
          onClick={() => setDialog({ kind: 'edit', tramite: null })}
          leftIcon={<Plus className="size-4" aria-hidden="true" />}
        >
          Nuevo trámite
        </Button>
      </div>

      {formTools}

      <Card className="p-4 sm:p-5">
        <fieldset className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
          <legend className="sr-only">Filtrar trámites</legend>
          <Field id={`${id}-categoria`} label="Categoría">
            <Select
              id={`${id}-categoria`}
              value={categoryId === undefined ? '' : String(categoryId)}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value="">Todas las categorías</option>
              {categoryList.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          </Field>
          <SearchField
            id={`${id}-buscar`}
            label="Buscar trámite"
            placeholder="Nombre del trámite"
            autoComplete="off"
            maxLength={100}
            value={search}
            onValueChange={setSearch}
          />
          <Switch
            label="Mostrar archivados"
            className="md:pb-2.5"
            checked={includeArchived}
            onChange={(event) => setIncludeArchived(event.target.checked)}
          />
        </fieldset>
      </Card>

      <p id={hintId} className="text-slate-600 text-sm">
        {blockedReason ??
          'Arrastra un trámite por su asa (o usa el teclado) para cambiar su orden en la categoría.'}
      </p>

      <QueryList
        query={tramites}
        skeleton={<ListSkeleton label="Cargando trámites" count={4} itemClassName="h-20 w-full rounded-xl" />}
        error={{ title: 'Error al cargar trámites' }}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={ScrollText}
            title={
              debouncedSearch
                ? 'No hay trámites que coincidan con la búsqueda'
                : 'No hay trámites en esta categoría'
            }
            description={categoryId === undefined ? undefined : 'Crea el primero con «Nuevo trámite».'}
          />
        }
      >
        {(list) => (
          <div className={tramites.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <SortableList
              items={list}
              getId={(tramite) => tramite.id}
              getLabel={(tramite) => tramite.name}
              onReorder={(ids) => void saveOrder(ids)}
              label="Trámites"
              disabledHintId={blockedReason ? hintId : undefined}
              className="space-y-2"
              renderItem={(tramite, handle) => (
                <TramiteRow
                  tramite={tramite}
                  handle={handle}
                  showCategory={categoryId === undefined}
                  isRestoring={restore.isPending && restore.variables === tramite.id}
                  onEdit={() => setDialog({ kind: 'edit', tramite })}
                  onMove={() => setDialog({ kind: 'move', tramite })}
                  onDelete={() => setDialog({ kind: 'delete', tramite })}
                  onRestore={() => void restoreTramite(tramite)}
                  formActions={renderFormActions(tramite)}
                />
              )}
            />
          </div>
        )}
      </QueryList>

      <TramiteEditDialog
        open={dialog?.kind === 'edit'}
        tramite={dialogTramite('edit')}
        categories={categories.data}
        defaultCategoryId={categoryId}
        onClose={closeDialog}
      />
      <TramiteDeleteDialog tramite={dialogTramite('delete')} onClose={closeDialog} />
      <TramiteCategoryChangeDialog
        tramite={dialogTramite('move')}
        categories={categoryList}
        onClose={closeDialog}
      />
    </div>
  );
}
