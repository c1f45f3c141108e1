import { GESTOR_PANEL_REFRESH_MS, type Role } from '@tramites/shared';
import { FileCheck2, RefreshCw, SearchX } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LiveFallbackBanner } from '../../../components/live-fallback-banner.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { RejectionReasonDialog } from '../../../components/rejection-reason-dialog.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../components/search-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TabList, TabPanel } from '../../../components/ui/tabs.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { useLiveStatus } from '../../../lib/live/live-status.ts';
import { notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useGestorMetrics } from '../api/get-gestor-metrics.ts';
import { useGestorDocuments } from '../api/get-pending-documents.ts';
import { useBatchReview } from '../api/review-document.ts';
import {
  BATCH_APPROVE_NOTES,
  countUniqueSolicitudes,
  documentsCountLabel,
  filterByUrgency,
  groupDocuments,
  type PanelDocument,
  pruneSelection,
  type ReviewDecisionBody,
  selectAllPending,
  toggleSelection,
  toPanelDocument,
} from '../gestor-documents.ts';
import { GESTOR_ERRORS, notifyGestorError } from '../gestor-toasts.ts';
import { DocumentGroupCard } from './document-group-card.tsx';
import {
  DEFAULT_GESTOR_FILTERS,
  GestorFilters,
  type GestorFilterValues,
  hasActiveFilters,
} from './gestor-filters.tsx';
import { GestorMetricCards } from './gestor-metric-cards.tsx';
import { SelectionToolbar } from './selection-toolbar.tsx';

const TABS = ['pendientes', 'todos'] as const;
type GestorTab = (typeof TABS)[number];
const TAB_ID = 'panel-gestor';

export interface GestorPanelProps {
  userId: string;
  userRole: Role;
  /** The 'Todos los trámites' tab (the solicitudes list), composed by the page; mounted only while shown. */
  allSolicitudes: ReactNode;
}

/**
 * 'Panel Gestor Avanzado' (spec section 2): metrics, the review queue grouped by solicitud, and all
 * cases.
 */
export function GestorPanel({ userId, userRole, allSolicitudes }: GestorPanelProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: GestorTab = searchParams.get('tab') === 'todos' ? 'todos' : 'pendientes';
  const setTab = (next: GestorTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'pendientes') {
          params.delete('tab');
        } else {
          params.set('tab', next);
        }
        return params;
      },
      { replace: true },
    );

  const [filters, setFilters] = useState<GestorFilterValues>(DEFAULT_GESTOR_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const serverFilters = useMemo(
    () => ({ status: filters.status, search: search.trim(), from: filters.from }),
    [filters.status, filters.from, search],
  );

  const metrics = useGestorMetrics(userId);
  const documents = useGestorDocuments(userId, serverFilters);

  const { visibleDocuments, groups } = useMemo(() => {
    const now = new Date(documents.dataUpdatedAt || Date.now());
    const all = (documents.data?.pages.flat() ?? []).map((document) => toPanelDocument(document, now));
    const visible = filterByUrgency(all, filters.urgency);
    return { visibleDocuments: visible, groups: groupDocuments(visible) };
  }, [documents.data, documents.dataUpdatedAt, filters.urgency]);

  // --- Selection for batch review -------------------------------------------------------------
  const [isSelectionMode, setIsSelectionMode] = useState(false);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    setSelection((current) => pruneSelection(current, visibleDocuments));
  }, [visibleDocuments]);
  const pendingVisible = useMemo(() => selectAllPending(visibleDocuments), [visibleDocuments]);
  const toggleSelected = useCallback(
    (document: PanelDocument) => setSelection((current) => toggleSelection(current, document)),
    [],
  );

  const batch = useBatchReview();
  const [isBatchRejecting, setIsBatchRejecting] = useState(false);

  const runBatch = async (decision: ReviewDecisionBody) => {
    const ids = [...selection];
    // Spec section 5: nothing selected, nothing happens.
    if (ids.length === 0) {
      return;
    }
    const isApproval = decision.status === 'approved';
    const title = isApproval ? GESTOR_ERRORS.lote : GESTOR_ERRORS.loteRechazo;
    try {
      const { succeeded, failed } = await batch.mutateAsync({ ids, decision });
      setIsBatchRejecting(false);
      setSelection(new Set(failed.map(({ id }) => id)));
      if (succeeded.length > 0) {
        notifySuccess(documentsCountLabel(succeeded.length, isApproval ? 'aprobado' : 'rechazado'));
      }
      if (failed.length > 0) {
        notifyGestorError(failed[0]!.error, `${title}: ${failed.length} de ${ids.length} sin revisar`);
      }
    } catch (error) {
      notifyGestorError(error, title);
    }
  };

  // --- Collapsible groups (open by default) -------------------------------------------------------
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const toggleExpanded = useCallback((key: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) {
        next.add(key);
      }
      return next;
    });
  }, []);

  // --- Loading errors, and the 60 s refresh while the live stream is down ---------------------------
  // While it is up, uploads and reviews arrive as events and refresh the lists (documents-live-events).
  const isLiveDown = useLiveStatus() === 'down';
  const lastErrorAt = useRef(0);
  useEffect(() => {
    if (documents.isError && documents.errorUpdatedAt !== lastErrorAt.current) {
      lastErrorAt.current = documents.errorUpdatedAt;
      notifyGestorError(documents.error, GESTOR_ERRORS.cargando);
    }
  }, [documents.isError, documents.error, documents.errorUpdatedAt]);

  const refetchDocuments = documents.refetch;
  const refetchMetrics = metrics.refetch;
  useEffect(() => {
    if (!isLiveDown) {
      return;
    }
    const timer = setInterval(async () => {
      if (document.visibilityState === 'hidden') {
        return;
      }
      void refetchMetrics();
      const result = await refetchDocuments();
      if (result.isSuccess) {
        const count = result.data.pages.reduce((total, page) => total + page.length, 0);
        notifyInfo(`Documentos actualizados: ${formatInteger(count)}`);
      }
    }, GESTOR_PANEL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [isLiveDown, refetchDocuments, refetchMetrics]);

  const [isRefreshing, setIsRefreshing] = useState(false);
  const refreshNow = async () => {
    setIsRefreshing(true);
    try {
      void refetchMetrics();
      const result = await refetchDocuments();
      if (result.isSuccess) {
        const count = result.data.pages.reduce((total, page) => total + page.length, 0);
        notifySuccess(count === 1 ? '1 documento cargado' : `${formatInteger(count)} documentos cargados`);
      }
    } finally {
      setIsRefreshing(false);
    }
  };

  const uniqueSolicitudes = countUniqueSolicitudes(visibleDocuments);
  const isFiltered = hasActiveFilters(filters);

  return (
    <div className="space-y-6">
      <LiveFallbackBanner intervalMs={GESTOR_PANEL_REFRESH_MS} />
      <section aria-labelledby="metricas-titulo" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="metricas-titulo" className="font-semibold text-lg text-slate-900">
            {userRole === 'admin' ? 'Métricas de revisión de todos los gestores' : 'Tus métricas de revisión'}
          </h2>
          <Button
            variant="outline"
            size="sm"
            onClick={refreshNow}
            isLoading={isRefreshing}
            leftIcon={<RefreshCw className="size-4" aria-hidden="true" />}
          >
            Actualizar
          </Button>
        </div>
        <GestorMetricCards
          metrics={metrics.data}
          isPending={metrics.isPending}
          error={metrics.error}
          onRetry={() => void metrics.refetch()}
          isRetrying={metrics.isFetching}
        />
      </section>

      <div className="space-y-5">
        <TabList
          idBase={TAB_ID}
          label="Vistas del panel"
          value={tab}
          onValueChange={setTab}
          items={[
            {
              value: 'pendientes',
              label: 'Trámites pendientes',
              badge: documents.isSuccess ? formatInteger(uniqueSolicitudes) : undefined,
            },
            { value: 'todos', label: 'Todos los trámites' },
          ]}
        />

        {tab === 'pendientes' ? (
          <TabPanel idBase={TAB_ID} value="pendientes" className="space-y-4">
            <Card className="p-4 sm:p-5">
              <GestorFilters value={filters} onChange={setFilters} />
            </Card>
            <SelectionToolbar
              isSelectionMode={isSelectionMode}
              onToggleSelectionMode={() => {
                setIsSelectionMode((current) => !current);
                setSelection(new Set());
              }}
              selectedCount={selection.size}
              pendingCount={pendingVisible.size}
              onSelectAllPending={() => setSelection(pendingVisible)}
              onClearSelection={() => setSelection(new Set())}
              onApproveSelected={() =>
                void runBatch({ status: 'approved', review_notes: BATCH_APPROVE_NOTES })
              }
              onRejectSelected={() => {
                if (selection.size > 0) {
                  setIsBatchRejecting(true);
                }
              }}
              isBusy={batch.isPending}
            />
            <DocumentGroups
              isPending={documents.isPending}
              error={documents.isError && !documents.data ? documents.error : null}
              onRetry={() => void documents.refetch()}
              groups={groups}
              isFiltered={isFiltered}
              onClearFilters={() => setFilters(DEFAULT_GESTOR_FILTERS)}
              collapsed={collapsed}
              onToggleExpanded={toggleExpanded}
              isSelectionMode={isSelectionMode}
              selection={selection}
              onToggleSelected={toggleSelected}
            />
            <LoadMoreButton query={documents} label="Cargar más documentos" />
          </TabPanel>
        ) : (
          <TabPanel idBase={TAB_ID} value="todos">
            {allSolicitudes}
          </TabPanel>
        )}
      </div>

      <RejectionReasonDialog
        open={isBatchRejecting}
        title={`Rechazar ${selection.size === 1 ? '1 documento' : `${selection.size} documentos`}`}
        description="El mismo motivo se enviará a cada cliente, que podrá subir una nueva versión."
        confirmLabel="Rechazar seleccionados"
        offerPresets
        isPending={batch.isPending}
        onConfirm={(reason) => void runBatch({ status: 'rejected', rejection_reason: reason })}
        onClose={() => setIsBatchRejecting(false)}
      />
    </div>
  );
}

interface DocumentGroupsProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  groups: ReturnType<typeof groupDocuments>;
  isFiltered: boolean;
  onClearFilters: () => void;
  collapsed: ReadonlySet<string>;
  onToggleExpanded: (key: string) => void;
  isSelectionMode: boolean;
  selection: ReadonlySet<string>;
  onToggleSelected: (document: PanelDocument) => void;
}

function DocumentGroups({
  isPending,
  error,
  onRetry,
  groups,
  isFiltered,
  onClearFilters,
  collapsed,
  onToggleExpanded,
  isSelectionMode,
  selection,
  onToggleSelected,
}: DocumentGroupsProps) {
  return (
    <QueryList
      query={{ data: groups, isPending, isError: Boolean(error), error, refetch: onRetry }}
      isFailed={Boolean(error)}
      skeleton={
        <ListSkeleton
          label="Cargando documentos"
          count={3}
          itemClassName="h-28 w-full rounded-2xl"
          className="space-y-3"
        />
      }
      error={{ title: GESTOR_ERRORS.cargando }}
      isEmpty={(list) => list.length === 0}
      empty={
        isFiltered ? (
          <EmptyState
            icon={SearchX}
            title="No hay documentos que coincidan con los filtros"
            description="Prueba con otro nombre, estado, urgencia o fecha."
            action={
              <Button variant="outline" onClick={onClearFilters}>
                Limpiar filtros
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={FileCheck2}
            title="No hay documentos pendientes"
            description="Todos los documentos han sido revisados"
          />
        )
      }
    >
      {(list) => (
        <ul className="space-y-4" aria-label="Trámites con documentos">
          {list.map((group) => (
            <li key={group.key}>
              <DocumentGroupCard
                group={group}
                isExpanded={!collapsed.has(group.key)}
                onToggleExpanded={onToggleExpanded}
                isSelectionMode={isSelectionMode}
                selection={selection}
                onToggleSelected={onToggleSelected}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}
