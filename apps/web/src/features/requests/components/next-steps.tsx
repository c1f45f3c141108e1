import type { RequestStatus, SolicitudComplete } from '@tramites/shared';
import { ClientStepsTimeline, stepsOfSolicitud } from './client-steps-timeline.tsx';

/** What is pending on the case now, for its gestor or an admin. */
const STAFF_NOW: Record<RequestStatus, string> = {
  cotizacion_solicitada: 'El cliente espera su cotización: créala desde el detalle de la solicitud.',
  cotizacion_enviada: 'Cotización enviada: falta que el cliente la acepte y la pague.',
  pago_procesado: 'Pago recibido: se está revisando qué documentos faltan.',
  esperando_documentos: 'Esperando a que el cliente suba los documentos que faltan.',
  documentos_en_revision: 'Hay documentos por revisar: apruébalos o recházalos con un motivo.',
  documentos_rechazados: 'El cliente debe subir de nuevo los documentos rechazados.',
  en_proceso: 'Documentos completos: realiza el trámite ante la autoridad y actualiza el estado.',
  esperando_autoridad: 'En espera de la respuesta de la autoridad.',
  listo_para_entrega: 'Listo para entrega: coordina la entrega con el cliente y completa la solicitud.',
  completado: 'Solicitud completada.',
  cancelado: 'Esta solicitud fue cancelada.',
};

/**
 * The request's road (issue 26): the client reads the steps in their own words (what to do now is the
 * next-action card's); the case's staff also read what is pending on their side.
 */
export function NextSteps({ data, isStaff = false }: { data: SolicitudComplete; isStaff?: boolean }) {
  const status = data.solicitud.status;
  return (
    <div className="space-y-4">
      {isStaff ? (
        <p className="rounded-lg bg-brand-50 p-3 font-medium text-brand-900 text-sm">
          {STAFF_NOW[status as RequestStatus] ?? 'Revisa el detalle de la solicitud para el siguiente paso.'}
        </p>
      ) : null}
      <ClientStepsTimeline
        steps={stepsOfSolicitud(data)}
        label={isStaff ? 'Pasos del trámite' : 'Pasos de tu trámite'}
      />
    </div>
  );
}
