import { SlaIndicator } from '../../../components/sla-indicator.tsx';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import type { SolicitudesTableColumn } from '../../../components/solicitudes-table.tsx';

/** Columns that read the same in the staff's solicitudes tables. */
export const TRAMITE_COLUMN: SolicitudesTableColumn = {
  key: 'tramite',
  header: 'Trámite',
  cell: (solicitud) => (
    <>
      <span className="block">{solicitud.tramite_nombre}</span>
      <span className="block text-slate-500 text-xs">{solicitud.categoria_nombre}</span>
    </>
  ),
};

export const STATUS_COLUMN: SolicitudesTableColumn = {
  key: 'estado',
  header: 'Estado',
  cell: (solicitud) => <SolicitudStatusBadge status={solicitud.status} />,
};

export const SLA_COLUMN: SolicitudesTableColumn = {
  key: 'plazo',
  header: 'Plazo',
  cell: (solicitud) => <SlaIndicator sla={solicitud.sla} status={solicitud.status} />,
};
