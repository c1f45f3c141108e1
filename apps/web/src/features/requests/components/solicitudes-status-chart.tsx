import { type RequestStatus, STATUS_LABELS } from '@tramites/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { type StatusCount, useStatusCounts } from '../api/get-status-counts.ts';

// recharts is heavy: its own chunk, fetched only when the chart shows.
const StatusChart = lazy(() =>
  import('./status-chart.tsx').then((module) => ({ default: module.StatusChart })),
);

export interface SolicitudesStatusChartProps {
  /** Where each status's count leads (the list filtered by it). */
  statusHref: (status: RequestStatus) => string;
}

/** 'Solicitudes por estado': the bars, and the same numbers in a table for screen readers. */
export function SolicitudesStatusChart({ statusHref }: SolicitudesStatusChartProps) {
  const counts = useStatusCounts();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Solicitudes por estado</CardTitle>
        <CardDescription>Cuántas solicitudes hay hoy en cada estado.</CardDescription>
      </CardHeader>
      <CardContent>
        {counts.isError && !counts.data ? (
          <QueryError
            title="No pudimos cargar la gráfica"
            error={counts.error}
            onRetry={() => void counts.refetch()}
            isRetrying={counts.isFetching}
          />
        ) : counts.data ? (
          <>
            <Suspense fallback={<Skeleton className="h-[22rem] w-full" />}>
              <StatusChart counts={counts.data} />
            </Suspense>
            <StatusCountsTable counts={counts.data} statusHref={statusHref} />
          </>
        ) : (
          <Skeleton className="h-[22rem] w-full" />
        )}
      </CardContent>
    </Card>
  );
}

/** The chart's numbers for screen readers, each linking to the list filtered by it. */
function StatusCountsTable({
  counts,
  statusHref,
}: {
  counts: StatusCount[];
  statusHref: (status: RequestStatus) => string;
}) {
  return (
    <table className="sr-only">
      <caption>Solicitudes por estado</caption>
      <thead>
        <tr>
          <th scope="col">Estado</th>
          <th scope="col">Solicitudes</th>
        </tr>
      </thead>
      <tbody>
        {counts.map((count) => (
          <tr key={count.status}>
            <th scope="row">
              <Link to={statusHref(count.status)}>{STATUS_LABELS[count.status]}</Link>
            </th>
            <td>
              {count.isCapped ? 'más de ' : ''}
              {formatInteger(count.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
