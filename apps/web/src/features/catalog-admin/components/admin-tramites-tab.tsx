import { type AdminTramite, CATALOG_ADMIN_MSG } from '@tramites/shared';
import {
  ArchiveRestore,
  ArrowRightLeft,
  FileText,
  Pencil,
  Plus,
  ScrollText,
  Search,
  Trash2,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { SortableList } from '../../../components/sortable-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { formatDays, formatInteger } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { formatTramitePrice } from '../../../lib/tramite-price.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { AdminTramitesQuery } from '../api/catalog-admin-keys.ts';
import { useAdminCategories } from '../api/get-admin-categories.ts';
import { useAdminTramites } from '../api/get-admin-tramites.ts';
import { useReorderTramites } from '../api/reorder-tramites.ts';
import { useRestoreTramite } from '../api/restore-tramite.ts';
import { REORDER_ERROR } from '../reorder.ts';
import { ChangeCategoryDialog, DeleteTramiteDialog } from './tramite-dialogs.tsx';
import { TramiteFormDialog } from './tramite-form-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;

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

  const [formTramite, setFormTramite] = useState<AdminTramite | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminTramite | null>(null);
  const [moving, setMoving] = useState<AdminTramite | null>(null);

  const setCategory = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) {
      next.set('categoria', value);
    } else {
      next.delete('categoria');
    }
    setSearchParams(next, { replace: true });
  };
  const openForm = (tramite: AdminTramite | null) => {
    setFormTramite(tramite);
    setIsFormOpen(true);
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

  const list = tramites.data ?? [];

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
        <Button onClick={() => openForm(null)} leftIcon={<Plus className="size-4" aria-hidden="true" />}>
          Nuevo trámite
        </Button>
      </div>

      {formTools}

      <Card className="p-4 sm:p-5">
        <fieldset className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
          <legend className="sr-only">Filtrar trámites</legend>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-categoria`}>Categoría</Label>
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
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-buscar`}>Buscar trámite</Label>
            <div className="relative">
              <Search
                className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-slate-400"
                aria-hidden="true"
              />
              <Input
                id={`${id}-buscar`}
                type="search"
                className="pl-9"
                placeholder="Nombre del trámite"
                autoComplete="off"
                maxLength={100}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          <Switch
            label="Mostrar archivados"
            className="md:pb-2.5"
            checked={includeArchived}
            onChange={(event) => setIncludeArchived(event.target.checked)}
          />
        </fieldset>
      </Card>

      {blockedReason ? (
        <p id={hintId} className="text-slate-600 text-sm">
          {blockedReason}
        </p>
      ) : (
        <p id={hintId} className="text-slate-600 text-sm">
          Arrastra un trámite por su asa (o usa el teclado) para cambiar su orden en la categoría.
        </p>
      )}

      {tramites.isPending ? (
        <div className="space-y-2" role="status" aria-label="Cargando trámites">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : tramites.isError && !tramites.data ? (
        <QueryError
          title="Error al cargar trámites"
          error={tramites.error}
          onRetry={() => void tramites.refetch()}
          isRetrying={tramites.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={
            debouncedSearch
              ? 'No hay trámites que coincidan con la búsqueda'
              : 'No hay trámites en esta categoría'
          }
          description={categoryId === undefined ? undefined : 'Crea el primero con «Nuevo trámite».'}
        />
      ) : (
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
                onEdit={() => openForm(tramite)}
                onMove={() => setMoving(tramite)}
                onDelete={() => setDeleting(tramite)}
                onRestore={() => void restoreTramite(tramite)}
                formActions={renderFormActions(tramite)}
              />
            )}
          />
        </div>
      )}

      <TramiteFormDialog
        open={isFormOpen}
        tramite={formTramite}
        categories={categories.data}
        defaultCategoryId={categoryId}
        onClose={() => setIsFormOpen(false)}
      />
      <DeleteTramiteDialog tramite={deleting} onClose={() => setDeleting(null)} />
      <ChangeCategoryDialog tramite={moving} categories={categoryList} onClose={() => setMoving(null)} />
    </div>
  );
}

function TramiteRow({
  tramite,
  handle,
  showCategory,
  isRestoring,
  onEdit,
  onMove,
  onDelete,
  onRestore,
  formActions,
}: {
  tramite: AdminTramite;
  handle: ReactNode;
  showCategory: boolean;
  isRestoring: boolean;
  onEdit: () => void;
  onMove: () => void;
  onDelete: () => void;
  onRestore: () => void;
  formActions: ReactNode;
}) {
  const isArchived = !tramite.is_active;
  const documents = tramite.required_documents.length;
  return (
    <Card className={isArchived ? 'bg-slate-50 p-3 sm:p-4' : 'p-3 sm:p-4'}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-2">
          {handle}
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="break-words font-semibold text-slate-900">{tramite.name}</span>
              {isArchived ? <Badge tone="warning">Archivado</Badge> : null}
            </p>
            {showCategory ? <p className="text-slate-500 text-xs">{tramite.category_name}</p> : null}
            <ul
              className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-sm"
              aria-label="Datos del trámite"
            >
              <li className="font-semibold text-slate-900">{formatTramitePrice(tramite)}</li>
              <li>{formatDays(tramite.estimated_time_days)}</li>
              <li>
                {formatInteger(documents)} {documents === 1 ? 'documento' : 'documentos'}
              </li>
              <li>
                {formatInteger(tramite.requests_count)}{' '}
                {tramite.requests_count === 1 ? 'solicitud' : 'solicitudes'}
                {tramite.active_requests_count > 0
                  ? ` (${formatInteger(tramite.active_requests_count)} activas)`
                  : ''}
              </li>
            </ul>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:pl-11 lg:pl-0">
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            leftIcon={<Pencil className="size-4" aria-hidden="true" />}
            aria-label={`Editar ${tramite.name}`}
          >
            <span className="hidden sm:inline">Editar</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={onMove}
            leftIcon={<ArrowRightLeft className="size-4" aria-hidden="true" />}
            aria-label={`Cambiar de categoría ${tramite.name}`}
          >
            Cambiar categoría
          </Button>
          {isArchived ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={onRestore}
              isLoading={isRestoring}
              leftIcon={<ArchiveRestore className="size-4" aria-hidden="true" />}
              aria-label={`Restaurar ${tramite.name}`}
            >
              Restaurar
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              className="text-red-700"
              onClick={onDelete}
              leftIcon={<Trash2 className="size-4" aria-hidden="true" />}
              aria-label={`Eliminar ${tramite.name}`}
            >
              <span className="hidden sm:inline">Eliminar</span>
            </Button>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-2 border-slate-100 border-t pt-3 sm:pl-11 lg:flex-row lg:items-center lg:justify-between">
        <p className="flex min-w-0 items-center gap-1.5 text-slate-600 text-sm">
          <FileText className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {tramite.form_template_name ? (
              <>
                Formulario: <span className="font-medium text-slate-900">{tramite.form_template_name}</span>
              </>
            ) : (
              <span className="italic">Sin formulario</span>
            )}
          </span>
        </p>
        {formActions}
      </div>
    </Card>
  );
}
