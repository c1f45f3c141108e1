import { GESTOR_PANEL_REFRESH_MS, plural, type WorkQueueItem } from '@tramites/shared';
import { Inbox, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LiveFallbackBanner } from '../../../components/live-fallback-banner.tsx';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../components/search-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { useWorkQueue } from '../api/get-work-queue.ts';
import {
  DEFAULT_WORK_QUEUE_FILTERS,
  hasActiveWorkQueueFilters,
  readWorkQueueFilters,
  toWorkQueueQuery,
  WORK_QUEUE_PAGE_SIZE,
  type WorkQueueFilters,
  writeWorkQueueFilters,
} from '../work-queue-filters.ts';
import { WorkQueueFiltersBar } from './work-queue-filters-bar.tsx';
import { WorkQueueList } from './work-queue-list.tsx';
import { WorkQueueSummary } from './work-queue-summary.tsx';

export interface WorkQueueViewProps {
  isAdmin: boolean;
  /** Admins: the gestores to pick a queue from (composed by the page). */
  gestores?: { id: string; name: string }[];
  /** /solicitud/{id}. */
  solicitudHref: (requestId: string) => string;
  /** The selected request's document review, composed by the page. */
  renderReviewPane: (requestId: string) => ReactNode;
}

/**
 * "Mi bandeja" (issue 27): every open request with the one thing it waits for, most urgent first, its
 * filters in the URL, and the selected request in a pane beside the list (at 1280 px and more) or instead
 * of it (narrower screens, with a way back).
 */
export function WorkQueueView({ isAdmin, gestores, solicitudHref, renderReviewPane }: WorkQueueViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readWorkQueueFilters(searchParams);
  /** Changes some filters, reading the others from the URL as it is then (a timer may run late). */
  const update = (changes: Partial<WorkQueueFilters>) =>
    setSearchParams(
      (current) => writeWorkQueueFilters({ ...readWorkQueueFilters(current), ...changes }, current),
      { replace: true, preventScrollReset: true },
    );

  // The search box answers at once; the URL (and the server query) follow after a pause (as /solicitudes).
  const [search, setSearch] = useState(filters.search);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    // Back/forward may change the URL's search: show it.
    setSearch((current) => (current.trim() === filters.search ? current : filters.search));
  }, [filters.search]);
  useEffect(
    () => () => {
      if (searchTimer.current) {
        clearTimeout(searchTimer.current);
      }
    },
    [],
  );
  const onSearchChange = (value: string) => {
    setSearch(value);
    if (searchTimer.current) {
      clearTimeout(searchTimer.current);
    }
    searchTimer.current = setTimeout(
      () => update({ search: value.trim(), selected: '' }),
      SEARCH_DEBOUNCE_MS,
    );
  };

  const [limit, setLimit] = useState(WORK_QUEUE_PAGE_SIZE);
  const query = { ...toWorkQueueQuery(filters, isAdmin), limit };
  const queue = useWorkQueue(query);
  const items = queue.data?.items ?? [];
  const selected = items.find((item) => item.id === filters.selected);

  const hrefOf = (item: WorkQueueItem) =>
    `?${writeWorkQueueFilters({ ...filters, selected: item.id }, searchParams).toString()}`;
  const backHref = `?${writeWorkQueueFilters({ ...filters, selected: '' }, searchParams).toString()}`;
  const isFiltered = hasActiveWorkQueueFilters(filters);

  return (
    <div className="space-y-4">
      <LiveFallbackBanner intervalMs={GESTOR_PANEL_REFRESH_MS} />
      <div className={filters.selected ? 'hidden xl:block' : undefined}>
        <Card className="p-4 sm:p-5">
          <WorkQueueFiltersBar
            value={filters}
            search={search}
            onSearchChange={onSearchChange}
            onChange={(next) => update(next)}
            gestores={isAdmin ? gestores : undefined}
          />
        </Card>
      </div>
      {/* minmax(0, …) columns: long names stay inside the screen on a phone. */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={filters.selected ? 'hidden space-y-3 xl:block' : 'space-y-3'}>
          {queue.data ? (
            <p className="text-slate-600 text-sm" aria-live="polite">
              {plural(queue.data.total, 'solicitud', 'solicitudes')} ·{' '}
              {plural(queue.data.esperando_gestoria, 'espera', 'esperan')} a la gestoría
            </p>
          ) : null}
          <QueryList
            query={queue}
            skeleton={
              <ListSkeleton label="Cargando la bandeja" count={4} itemClassName="h-24 w-full rounded-xl" />
            }
            error={{ title: 'No pudimos cargar tu bandeja' }}
            isEmpty={(data) => data.items.length === 0}
            empty={
              isFiltered ? (
                <EmptyState
                  icon={SearchX}
                  title="Nada coincide con los filtros"
                  description="Prueba con otro folio, nombre, estado, urgencia o fecha."
                  action={
                    <Button
                      variant="outline"
                      onClick={() => {
                        onSearchChange('');
                        update({ ...DEFAULT_WORK_QUEUE_FILTERS, gestor: filters.gestor });
                      }}
                    >
                      Limpiar filtros
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={Inbox}
                  title="Tu bandeja está vacía"
                  description="No hay solicitudes abiertas que esperen algo de ti."
                />
              )
            }
          >
            {(data) => (
              <>
                <WorkQueueList
                  items={data.items}
                  selectedId={filters.selected}
                  hrefOf={hrefOf}
                  showGestor={isAdmin}
                />
                {data.total > data.items.length ? (
                  <Button
                    variant="outline"
                    fullWidth
                    isLoading={queue.isFetching}
                    onClick={() => setLimit((current) => Math.min(current + WORK_QUEUE_PAGE_SIZE, 200))}
                    disabled={limit >= 200}
                  >
                    Mostrar más
                  </Button>
                ) : null}
              </>
            )}
          </QueryList>
        </div>
        {/* Beside the list, the pane stays in view while the list scrolls (its own scroll when taller). */}
        <div
          className={cn(
            'xl:sticky xl:top-20 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto',
            filters.selected ? undefined : 'hidden xl:block',
          )}
        >
          {selected ? (
            <WorkQueueSummary
              key={selected.id}
              item={selected}
              solicitudHref={solicitudHref(selected.id)}
              backHref={backHref}
              reviewPane={renderReviewPane(selected.id)}
            />
          ) : filters.selected && queue.isSuccess ? (
            <EmptyState
              icon={Inbox}
              title="Esta solicitud ya no está en la bandeja"
              description="Puede haberse cerrado o no coincidir con los filtros."
              action={
                <Button variant="outline" onClick={() => update({ selected: '' })}>
                  Volver a la bandeja
                </Button>
              }
            />
          ) : (
            <Card className="hidden p-8 text-center text-slate-500 xl:block">
              Elige una solicitud de la lista para ver su resumen y sus documentos.
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
