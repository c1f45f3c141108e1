import { lazy, Suspense } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatInteger, formatMXN } from '../../../lib/format.ts';
import { useRevenue } from '../api/get-revenue.ts';
import { monthLabel } from './revenue-months.ts';

// recharts is heavy: its own chunk, fetched only when the chart shows.
const RevenueChart = lazy(() =>
  import('./revenue-chart.tsx').then((module) => ({ default: module.RevenueChart })),
);

const MONTHS = 12;

/** 'Ingresos por mes': the bars, and the same numbers in a table for screen readers. */
export function RevenueChartCard() {
  const revenue = useRevenue(MONTHS);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Ingresos por mes</CardTitle>
        <CardDescription>
          Últimos {MONTHS} meses (hora de la Ciudad de México): lo cobrado en el mes y lo reembolsado en el
          mes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {revenue.isError && !revenue.data ? (
          <QueryError
            title="No pudimos cargar los ingresos"
            error={revenue.error}
            onRetry={() => void revenue.refetch()}
            isRetrying={revenue.isFetching}
          />
        ) : revenue.data ? (
          <>
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <RevenueChart months={revenue.data.months} />
            </Suspense>
            {/* A table ignores sr-only's 1 px width (it lays out its cells anyway): its box is the div. */}
            <div className="sr-only">
              <table>
                <caption>Ingresos por mes</caption>
                <thead>
                  <tr>
                    <th scope="col">Mes</th>
                    <th scope="col">Cobrado</th>
                    <th scope="col">Reembolsado</th>
                    <th scope="col">Neto</th>
                    <th scope="col">Pagos</th>
                  </tr>
                </thead>
                <tbody>
                  {revenue.data.months.map((month) => (
                    <tr key={month.month}>
                      <th scope="row">{monthLabel(month.month)}</th>
                      <td>{formatMXN(month.collected)}</td>
                      <td>{formatMXN(month.refunded)}</td>
                      <td>{formatMXN(month.net)}</td>
                      <td>{formatInteger(month.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
