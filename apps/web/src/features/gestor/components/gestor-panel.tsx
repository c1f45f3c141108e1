import { DOCUMENT_MSG, GESTOR_PANEL_REFRESH_MS, type Role } from '@tramites/shared';
import { FileCheck2, RefreshCw, RotateCw, SearchX } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TabList, TabPanel } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatInteger } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAssignedRequests } from '../api/get-assigned-requests.ts';
import { useGestorMetrics } from '../api/get-gestor-metrics.ts';
import { useGestorDocuments } from '../api/get-pending-documents.ts';
import { useBatchReview } from '../api/review-document.ts';
import {
  BATCH_APPROVE_NOTES,
  countUniqueRequests,
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
import { GESTOR_ERRORS, toastGestorError } from '../gestor-toasts.ts';
import { AssignedRequestsTable } from './assigned-requests-table.tsx';
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
}

/** 'Panel Gestor Avanzado' (spec section 2): metrics, the review queue grouped by request, and all cases. */
export function GestorPanel({ userId, userRole }: GestorPanelProps) {
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
  const search = useDebouncedValue(filters.search, 350);
  const serverFilters = useMemo(
    () => ({ status: filters.status, search: search.trim(), from: filters.from }),
    [filters.status, filters.from, search],
  );

  const metrics = useGestorMetrics(userId);
  const documents = useGestorDocuments(userId, serverFilters);
  const requests = useAssignedRequests(userId, userRole, tab === 'todos');

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

  const runBatch = (decision: ReviewDecisionBody) => {
    const ids = [...selection];
    // Spec section 5: nothing selected, nothing happens.
    if (ids.length === 0) {
      return;
    }
    const isApproval = decision.status === 'approved';
    batch.mutate(
      { ids, decision },
      {
        onSuccess: ({ succeeded, failed }) => {
          setIsBatchRejecting(false);
          setSelection(new Set(failed.map(({ id }) => id)));
          if (succeeded.length > 0) {
            toast.success(documentsCountLabel(succeeded.length, isApproval ? 'aprobado' : 'rechazado'));
          }
          if (failed.length > 0) {
            toastGestorError(
              failed[0]!.error,
              `${isApproval ? GESTOR_ERRORS.lote : GESTOR_ERRORS.loteRechazo}: ${failed.length} de ${ids.length} sin revisar`,
            );
          }
        },
        onError: (error) =>
          toastGestorError(error, isApproval ? GESTOR_ERRORS.lote : GESTOR_ERRORS.loteRechazo),
      },
    );
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

  // --- Loading errors and the 60 s refresh -------------------------------------------------------
  const lastErrorAt = useRef(0);
  useEffect(() => {
    if (documents.isError && documents.errorUpdatedAt !== lastErrorAt.current) {
      lastErrorAt.current = documents.errorUpdatedAt;
      toastGestorError(documents.error, GESTOR_ERRORS.cargando);
    }
  }, [documents.isError, documents.error, documents.errorUpdatedAt]);

  const refetchDocuments = documents.refetch;
  const refetchMetrics = metrics.refetch;
  useEffect(() => {
    const timer = setInterval(async () => {
      if (document.visibilityState === 'hidden') {
        return;
      }
      void refetchMetrics();
      const result = await refetchDocuments();
      if (result.isSuccess) {
        const count = result.data.pages.reduce((total, page) => total + page.length, 0);
        toast.info(`Documentos actualizados: ${formatInteger(count)}`);
      }
    }, GESTOR_PANEL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetchDocuments, refetchMetrics]);

  const [isRefreshing, setIsRefreshing] = useState(false);
  const refreshNow = async () => {
    setIsRefreshing(true);
    try {
      void refetchMetrics();
      const result = await refetchDocuments();
      if (result.isSuccess) {
        const count = result.data.pages.reduce((total, page) => total + page.length, 0);
        toast.success(count === 1 ? '1 documento cargado' : `${formatInteger(count)} documentos cargados`);
      }
    } finally {
      setIsRefreshing(false);
    }
  };

  const uniqueRequests = countUniqueRequests(visibleDocuments);
  const isFiltered = hasActiveFilters(filters);

  return (
    <div className="space-y-6">
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
              badge: documents.isSuccess ? formatInteger(uniqueRequests) : undefined,
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
              onApproveSelected={() => runBatch({ status: 'approved', review_notes: BATCH_APPROVE_NOTES })}
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
            {documents.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void documents.fetchNextPage()}
                  isLoading={documents.isFetchingNextPage}
                >
                  Cargar más documentos
                </Button>
              </div>
            ) : null}
          </TabPanel>
        ) : (
          <TabPanel idBase={TAB_ID} value="todos">
            <AssignedRequestsTable
              userRole={userRole}
              requests={requests.data?.pages.flat()}
              isPending={requests.isPending}
              error={requests.error}
              onRetry={() => void requests.refetch()}
              hasMore={requests.hasNextPage}
              onLoadMore={() => void requests.fetchNextPage()}
              isLoadingMore={requests.isFetchingNextPage}
            />
          </TabPanel>
        )}
      </div>

      <ReasonDialog
        open={isBatchRejecting}
        title={`Rechazar ${selection.size === 1 ? '1 documento' : `${selection.size} documentos`}`}
        description="El mismo motivo se enviará a cada cliente, que podrá subir una nueva versión."
        label="Motivo del rechazo"
        requiredMessage={DOCUMENT_MSG.motivoRechazo}
        confirmLabel="Rechazar seleccionados"
        isPending={batch.isPending}
        onConfirm={(reason) => runBatch({ status: 'rejected', rejection_reason: reason })}
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
  if (isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Cargando documentos">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-28 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <Alert tone="error" title={GESTOR_ERRORS.cargando}>
        <p>{errorMessage(error, 'Intenta de nuevo.')}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={onRetry}
          leftIcon={<RotateCw className="size-4" aria-hidden="true" />}
        >
          Reintentar
        </Button>
      </Alert>
    );
  }
  if (groups.length === 0) {
    return isFiltered ? (
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
    );
  }
  return (
    <ul className="space-y-4" aria-label="Trámites con documentos">
      {groups.map((group) => (
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
  );
}
