import {
  LEDGER_STATUS_LABELS,
  LEDGER_STATUSES,
  type LedgerStatus,
  PAYMENT_METHOD_LABELS,
  paymentMethodLabel,
} from '@tramites/shared';
import { Banknote, Download, ReceiptText, Undo2, Wallet } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { DateRangeFields } from '../../../components/date-range-fields.tsx';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Select, SelectOptions } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatTiles } from '../../../components/ui/stat-tiles.tsx';
import { formatDateTime, formatInteger, formatMXN } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useExportPaymentsCsv } from '../api/export-payments-csv.ts';
import { type LedgerFilterValues, usePaymentsLedger } from '../api/get-payments-ledger.ts';
import { InvoiceCell, LedgerCard, Money, SolicitudLink, StatusCell } from './ledger-entry.tsx';
import { RefundDialog } from './refund-dialog.tsx';

const PAGE_SIZE = 25;

const METHODS = Object.keys(PAYMENT_METHOD_LABELS) as (keyof typeof PAYMENT_METHOD_LABELS)[];

export interface GestorOption {
  id: string;
  name: string;
}

export interface PaymentsLedgerProps {
  /** The gestores to filter by (the users feature, composed by the page). */
  gestores: readonly GestorOption[];
}

/** The ledger: every payment with its refunds and factura, filtered, paginated, totalled and exportable. */
export function PaymentsLedger({ gestores }: PaymentsLedgerProps) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [method, setMethod] = useState('');
  const [status, setStatus] = useState<LedgerStatus | ''>('');
  const [gestorId, setGestorId] = useState('');
  const [folio, setFolio] = useState('');
  const debouncedFolio = useDebouncedValue(folio.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts on the first page.
  useEffect(() => setPage(1), [from, to, method, status, gestorId, debouncedFolio]);

  const filters: LedgerFilterValues = {
    from: from || undefined,
    to: to || undefined,
    method: method || undefined,
    status: status || undefined,
    gestor_id: gestorId || undefined,
    folio: debouncedFolio || undefined,
  };
  const ledger = usePaymentsLedger({ ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const isFiltered = Object.values(filters).some(Boolean);
  const exportCsv = useExportPaymentsCsv();
  const onExport = async () => {
    try {
      const name = await exportCsv.mutateAsync(filters);
      notifySuccess(`Descargando ${name}`);
    } catch (error) {
      notifyError('No se pudo exportar el CSV', error);
    }
  };

  return (
    <section aria-labelledby={`${id}-titulo`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id={`${id}-titulo`} className="font-semibold text-lg text-slate-900">
            Libro de pagos
          </h2>
          <p className="text-slate-600 text-sm">
            Cada pago recibido, con sus reembolsos y su factura. Lo más reciente primero.
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => void onExport()}
          isLoading={exportCsv.isPending}
          leftIcon={<Download className="size-4" aria-hidden="true" />}
        >
          Exportar CSV
        </Button>
      </div>

      <Card className="p-4 sm:p-5">
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          <legend className="sr-only">Filtrar pagos</legend>
          <DateRangeFields idPrefix={id} from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
          <Field id={`${id}-metodo`} label="Método">
            <Select id={`${id}-metodo`} value={method} onChange={(event) => setMethod(event.target.value)}>
              <option value="">Todos</option>
              <SelectOptions values={METHODS} labels={PAYMENT_METHOD_LABELS} />
            </Select>
          </Field>
          <Field id={`${id}-estado`} label="Estado">
            <Select
              id={`${id}-estado`}
              value={status}
              onChange={(event) => setStatus(event.target.value as LedgerStatus | '')}
            >
              <option value="">Todos</option>
              <SelectOptions values={LEDGER_STATUSES} labels={LEDGER_STATUS_LABELS} />
            </Select>
          </Field>
          <Field id={`${id}-gestor`} label="Gestor">
            <Select
              id={`${id}-gestor`}
              value={gestorId}
              onChange={(event) => setGestorId(event.target.value)}
            >
              <option value="">Todos</option>
              {gestores.map((gestor) => (
                <option key={gestor.id} value={gestor.id}>
                  {gestor.name}
                </option>
              ))}
            </Select>
          </Field>
          <SearchField
            id={`${id}-folio`}
            label="Folio"
            placeholder="Ej. 000123"
            autoComplete="off"
            maxLength={40}
            value={folio}
            onValueChange={setFolio}
          />
        </fieldset>
        {isFiltered || folio ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-3"
            onClick={() => {
              setFrom('');
              setTo('');
              setMethod('');
              setStatus('');
              setGestorId('');
              setFolio('');
            }}
          >
            Quitar filtros
          </Button>
        ) : null}
      </Card>

      {ledger.data ? (
        <StatTiles
          label={isFiltered ? 'Totales de los pagos filtrados' : 'Totales de todos los pagos'}
          layout="beside"
          tiles={[
            {
              label: 'Pagos',
              value: formatInteger(ledger.data.totals.count),
              icon: ReceiptText,
              tone: 'bg-slate-100 text-slate-700',
            },
            {
              label: 'Cobrado',
              value: formatMXN(ledger.data.totals.collected),
              icon: Banknote,
              tone: 'bg-emerald-50 text-emerald-700',
            },
            {
              label: 'Reembolsado',
              value: formatMXN(ledger.data.totals.refunded),
              icon: Undo2,
              tone: 'bg-red-50 text-red-700',
            },
            {
              label: 'Neto',
              value: formatMXN(ledger.data.totals.net),
              icon: Wallet,
              tone: 'bg-brand-50 text-brand-700',
            },
          ]}
        />
      ) : null}

      <QueryList
        query={ledger}
        skeleton={<ListSkeleton label="Cargando pagos" count={4} itemClassName="h-16 w-full rounded-xl" />}
        error={{ title: 'Error cargando los pagos' }}
        isEmpty={(data) => data.entries.length === 0}
        empty={
          <EmptyState
            icon={ReceiptText}
            title={isFiltered ? 'No hay pagos que coincidan con los filtros' : 'Todavía no hay pagos'}
          />
        }
      >
        {(data) => (
          <div className={ledger.isPlaceholderData ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}>
            <ul className="space-y-3 md:hidden" aria-label="Pagos">
              {data.entries.map((entry) => (
                <li key={entry.id}>
                  <LedgerCard entry={entry} />
                </li>
              ))}
            </ul>
            <Card className="hidden overflow-x-auto md:block">
              <table className="w-full min-w-[960px] text-left text-sm">
                <caption className="sr-only">Libro de pagos</caption>
                <thead className="border-slate-200 border-b bg-slate-50 text-slate-600 text-xs uppercase tracking-wide">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Fecha
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Solicitud
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Cliente y gestor
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Método
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      Monto
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Estado
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Factura
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      <span className="sr-only">Acciones</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.entries.map((entry) => (
                    <tr key={entry.id} className="align-top hover:bg-slate-50">
                      <td className="w-28 px-4 py-3 text-slate-700">{formatDateTime(entry.created_at)}</td>
                      <td className="px-4 py-3">
                        <SolicitudLink entry={entry} />
                        <span className="block text-slate-500 text-xs">{entry.tramite_name}</span>
                      </td>
                      <td className="px-4 py-3">
                        <span className="block">{entry.client.name}</span>
                        <span className="block text-slate-500 text-xs">
                          {entry.gestor?.name ?? 'Sin gestor'}
                        </span>
                      </td>
                      <td className="max-w-44 px-4 py-3">
                        <span className="block">{paymentMethodLabel(entry.method)}</span>
                        {entry.reference ? (
                          <span className="block truncate text-slate-500 text-xs" title={entry.reference}>
                            Ref. {entry.reference}
                          </span>
                        ) : null}
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                        <Money entry={entry} />
                      </td>
                      <td className="max-w-52 px-4 py-3">
                        <StatusCell entry={entry} />
                      </td>
                      <td className="px-4 py-3">
                        <InvoiceCell entry={entry} />
                      </td>
                      <td className="px-4 py-3 text-right">
                        <RefundDialog payment={entry} requestId={entry.tramite_request_id} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              count={data.entries.length}
              total={data.total}
              onPageChange={setPage}
              noun="pagos"
              isFetching={ledger.isFetching}
            />
          </div>
        )}
      </QueryList>
    </section>
  );
}
