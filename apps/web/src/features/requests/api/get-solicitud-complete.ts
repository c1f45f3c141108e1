import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment, Quotation, RequestStatus, Solicitud, TimelineEvent, Tramite } from '@tramites/shared';
import { api } from '../../../lib/api-client.ts';
import { requestKeys } from './request-keys.ts';

/** What the viewer may do on this request; the server decides (and enforces) every one. */
export interface RequestPermissions {
  puede_asignar_gestor: boolean;
  puede_cambiar_estado: boolean;
  puede_forzar_estado: boolean;
  /** The moves the status machine allows this viewer without an override. */
  estados_permitidos: RequestStatus[];
  puede_cotizar: boolean;
  puede_registrar_pago: boolean;
  puede_aceptar_cotizacion: boolean;
  puede_rechazar_cotizacion: boolean;
  /** Demo mode only: the simulated payment. */
  puede_pagar: boolean;
  puede_cancelar: boolean;
}

export interface SolicitudDetail extends Solicitud {
  nombre_completo: string;
  telefono: string;
  email: string;
  beneficiario_tipo: string;
  nombre_beneficiario: string | null;
}

/** GET /api/solicitudes/{id}/complete. */
export interface SolicitudComplete {
  solicitud: SolicitudDetail;
  tramite: (Tramite & { category_name?: string }) | null;
  cliente: { id: string; name: string; email: string; phone: string | null } | null;
  gestor: { id: string; name: string; email: string } | null;
  cotizacion: Quotation | null;
  pagos: Payment[];
  timeline: TimelineEvent[];
  permisos: RequestPermissions;
}

export const getSolicitudComplete = (requestId: string, signal?: AbortSignal) =>
  api.get<SolicitudComplete>(`/solicitudes/${encodeURIComponent(requestId)}/complete`, { signal });

export const solicitudCompleteQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: requestKeys.detail(requestId),
    queryFn: ({ signal }) => getSolicitudComplete(requestId, signal),
    staleTime: 10_000,
  });

export function useSolicitudComplete(requestId: string) {
  return useQuery(solicitudCompleteQueryOptions(requestId));
}
