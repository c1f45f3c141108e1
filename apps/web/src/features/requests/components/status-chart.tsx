import { type RequestStatus, STATUS_LABELS } from '@tramites/shared';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatusCount } from '../api/get-status-counts.ts';

/** One colour per status, in the families of the status badges. */
const STATUS_COLORS: Record<RequestStatus, string> = {
  cotizacion_solicitada: '#38bdf8',
  cotizacion_enviada: '#0ea5e9',
  pago_procesado: '#8b5cf6',
  esperando_documentos: '#f59e0b',
  documentos_en_revision: '#0284c7',
  documentos_rechazados: '#ef4444',
  en_proceso: '#0b8a64',
  esperando_autoridad: '#d97706',
  listo_para_entrega: '#22c55e',
  completado: '#15803d',
  cancelado: '#94a3b8',
};

export interface StatusChartProps {
  counts: StatusCount[];
}

/**
 * Solicitudes per status as horizontal bars (recharts, loaded lazily with this module). The numbers are
 * also in a table for screen readers; the drawing itself is hidden from them.
 */
export function StatusChart({ counts }: StatusChartProps) {
  const data = counts.map((count) => ({
    status: count.status,
    label: STATUS_LABELS[count.status],
    total: count.total,
  }));
  return (
    <div className="h-[22rem] w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          // The numbers are in the table next to the chart; the drawing stays out of the tab order.
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
          <YAxis
            type="category"
            dataKey="label"
            width={150}
            tick={{ fontSize: 12, fill: '#334155' }}
            interval={0}
          />
          <Tooltip
            cursor={{ fill: '#f1f5f9' }}
            formatter={(value) => [value, 'Solicitudes']}
            contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
          />
          <Bar dataKey="total" radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {data.map((entry) => (
              <Cell key={entry.status} fill={STATUS_COLORS[entry.status]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
