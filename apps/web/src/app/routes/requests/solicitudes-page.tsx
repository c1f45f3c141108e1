import { MSG } from '@tramites/shared';
import { ClipboardList, Plus, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryList } from '../../../components/query-list.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../components/search-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { paths } from '../../../config/paths.ts';
import { useSolicitudes } from '../../../features/requests/api/get-solicitudes.ts';
import {
  SolicitudesList,
  SolicitudesListSkeleton,
} from '../../../features/requests/components/solicitudes-list.tsx';
import { SolicitudesSummaryCards } from '../../../features/requests/components/solicitudes-summary-cards.tsx';
import { SolicitudesToolbar } from '../../../features/requests/components/solicitudes-toolbar.tsx';
import {
  DEFAULT_FILTERS,
  hasActiveFilters,
  readFilters,
  SOLICITUDES_PAGE_SIZE,
  type SolicitudesFilters,
  toSolicitudesQuery,
  writeFilters,
} from '../../../features/requests/solicitudes-filters.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { formatInteger } from '../../../lib/format.ts';

export const SOLICITUDES_LOAD_ERROR = 'Error cargando solicitudes. Intenta de nuevo.';
export const SOLICITUDES_FORBIDDEN = 'No tienes permisos para ver solicitudes.';

/** Spec section 8: what the list says when it cannot load. */
export function solicitudesErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) {
      return MSG.tokenInvalido;
    }
    if (error.status === 403) {
      return SOLICITUDES_FORBIDDEN;
    }
  }
  return SOLICITUDES_LOAD_ERROR;
}

export function SolicitudesPage() {
  const { user } = useAuth();
  const isClient = user?.role === 'cliente';
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const solicitudes = useSolicitudes(toSolicitudesQuery(filters));

  // The search box answers at once; the URL (and the server query) follow after a pause.
  const [searchInput, setSearchInput] = useState(filters.search);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    // Back/forward may change the URL's search: show it.
    setSearchInput((current) => (current.trim() === filters.search ? current : filters.search));
  }, [filters.search]);
  useEffect(
    () => () => {
      if (searchTimer.current) {
        clearTimeout(searchTimer.current);
      }
    },
    [],
  );

  const update = (changes: Partial<SolicitudesFilters>, options: { replace?: boolean } = {}) => {
    setSearchParams((current) => writeFilters({ ...readFilters(current), page: 1, ...changes }), {
      replace: options.replace ?? false,
      preventScrollReset: true,
    });
  };

  const onSearchInput = (value: string) => {
    setSearchInput(value);
    if (searchTimer.current) {
      clearTimeout(searchTimer.current);
    }
    searchTimer.current = setTimeout(
      () => update({ search: value.trim() }, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
  };

  const onPage = (page: number) => {
    update({ page });
    document.getElementById('solicitudes-resultados')?.scrollIntoView({ block: 'start' });
  };

  const data = solicitudes.data;
  const isFiltered = hasActiveFilters(filters);

  return (
    <div className="container-page space-y-6 py-8 sm:py-10">
      <title>{`${isClient ? 'Mis solicitudes' : 'Solicitudes'} · Trámites MX`}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">
            {isClient ? 'Mis solicitudes' : 'Solicitudes'}
          </h1>
          <p className="mt-1 text-slate-600">
            {isClient
              ? 'Sigue el avance de tus trámites, tus cotizaciones y tus documentos.'
              : 'Busca, filtra y abre las solicitudes a tu cargo.'}
          </p>
        </div>
        {isClient ? (
          <ButtonLink to={paths.categorias.href()} variant="primary">
            <Plus className="size-4" aria-hidden="true" />
            Nueva solicitud
          </ButtonLink>
        ) : null}
      </header>

      <section aria-label="Resumen">
        <SolicitudesSummaryCards isClientView={isClient} />
      </section>

      <section aria-labelledby="solicitudes-resultados" className="space-y-4">
        <h2 id="solicitudes-resultados" className="sr-only scroll-mt-20">
          Resultados
        </h2>
        <SolicitudesToolbar
          searchInput={searchInput}
          onSearchInput={onSearchInput}
          status={filters.status}
          onStatus={(status) => update({ status })}
          sort={filters.sort}
          onSort={(sort) => update({ sort })}
          isStaff={!isClient}
        />

        <p className="min-h-5 text-slate-600 text-sm" aria-live="polite">
          {data
            ? data.total_is_capped
              ? `Más de ${formatInteger(data.total)} solicitudes`
              : `${formatInteger(data.total)} ${data.total === 1 ? 'solicitud' : 'solicitudes'}`
            : ''}
        </p>

        <QueryList
          query={solicitudes}
          skeleton={<SolicitudesListSkeleton />}
          error={{
            title: 'No pudimos cargar las solicitudes',
            message: solicitudesErrorMessage(solicitudes.error),
            // A session or permission problem does not go away by trying again.
            canRetry: !(isApiError(solicitudes.error) && [401, 403].includes(solicitudes.error.status)),
          }}
          isEmpty={(page) => page.solicitudes.length === 0}
          empty={
            isFiltered || filters.page > 1 ? (
              <EmptyState
                icon={SearchX}
                title="No hay solicitudes que coincidan"
                description="Prueba con otra búsqueda o quita el filtro de estado."
                action={
                  <Button
                    variant="outline"
                    onClick={() => {
                      setSearchInput('');
                      update({ ...DEFAULT_FILTERS, sort: filters.sort });
                    }}
                  >
                    Limpiar filtros
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={ClipboardList}
                title={isClient ? 'Aún no tienes solicitudes' : 'No hay solicitudes por ahora'}
                description={
                  isClient
                    ? 'Elige un trámite del catálogo: te cotizamos en MXN y un gestor te acompaña hasta el final.'
                    : 'Cuando haya solicitudes a tu cargo aparecerán aquí.'
                }
                action={
                  <ButtonLink to={paths.categorias.href()} variant="primary">
                    <Plus className="size-4" aria-hidden="true" />
                    {isClient ? 'Crear mi primera solicitud' : 'Ver catálogo de trámites'}
                  </ButtonLink>
                }
              />
            )
          }
        >
          {(page) => (
            <>
              {solicitudes.isError ? (
                <Alert tone="error">{solicitudesErrorMessage(solicitudes.error)}</Alert>
              ) : null}
              <SolicitudesList
                solicitudes={page.solicitudes}
                isClientView={isClient}
                isRefreshing={solicitudes.isPlaceholderData && solicitudes.isFetching}
              />
              <Pagination
                page={filters.page}
                pageSize={SOLICITUDES_PAGE_SIZE}
                count={page.solicitudes.length}
                total={page.total}
                isTotalCapped={page.total_is_capped}
                onPageChange={onPage}
              />
            </>
          )}
        </QueryList>
      </section>
    </div>
  );
}
