import type { RevenueMonth } from '@tramites/shared';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMXN } from '../../../lib/format.ts';
import { monthLabel } from './revenue-months.ts';

const compactMXN = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export interface RevenueChartProps {
  months: RevenueMonth[];
}

/**
 * Collected and refunded per month as bars (recharts, loaded lazily with this module). The numbers are
 * also in a table for screen readers; the drawing itself is hidden from them.
 */
export function RevenueChart({ months }: RevenueChartProps) {
  const data = months.map((month) => ({ ...month, label: monthLabel(month.month) }));
  return (
    <div className="h-72 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 4, right: 8, bottom: 4, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" />
          <YAxis
            width={64}
            tick={{ fontSize: 12, fill: '#475569' }}
            tickFormatter={(value: number) => compactMXN.format(value)}
          />
          <Tooltip
            cursor={{ fill: '#f1f5f9' }}
            formatter={(value, name) => [formatMXN(Number(value)), name]}
            contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            dataKey="collected"
            name="Cobrado"
            fill="#0b8a64"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            dataKey="refunded"
            name="Reembolsado"
            fill="#ef4444"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
