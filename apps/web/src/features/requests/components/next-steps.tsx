import type { RequestStatus } from '@tramites/shared';
import { Circle, CircleCheck, CircleDot } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

interface Step {
  title: string;
  text: string;
}

/** The client's road from request to delivery; the current step depends on the status. */
const STEPS: Step[] = [
  { title: 'Cotización', text: 'Tu gestor te envía el precio en MXN; revísala y acéptala.' },
  { title: 'Pago', text: 'Paga la cotización aceptada para que empecemos.' },
  { title: 'Documentos', text: 'Sube cada documento requerido; tu gestor los revisa.' },
  { title: 'Trámite en proceso', text: 'Tu gestor presenta el trámite ante la autoridad.' },
  { title: 'Entrega', text: 'Te avisamos cuando el resultado esté listo para entregarse.' },
];

const CURRENT_STEP: Record<RequestStatus, number> = {
  cotizacion_solicitada: 0,
  cotizacion_enviada: 0,
  pago_procesado: 1,
  esperando_documentos: 2,
  documentos_en_revision: 2,
  documentos_rechazados: 2,
  en_proceso: 3,
  esperando_autoridad: 3,
  listo_para_entrega: 4,
  completado: 5,
  cancelado: -1,
};

/** What the client should do now, in one sentence. */
const NOW: Record<RequestStatus, string> = {
  cotizacion_solicitada: 'Tu gestor está preparando tu cotización. Te avisaremos por el chat.',
  cotizacion_enviada: 'Tienes una cotización: revísala y acéptala en el detalle de la solicitud.',
  pago_procesado: 'Recibimos tu pago. Estamos revisando qué documentos faltan.',
  esperando_documentos: 'Sube los documentos que faltan para que tu gestor pueda revisarlos.',
  documentos_en_revision: 'Tu gestor está revisando tus documentos.',
  documentos_rechazados:
    'Uno o más documentos fueron rechazados: súbelos de nuevo con las correcciones indicadas.',
  en_proceso: 'Tu gestor está realizando el trámite ante la autoridad.',
  esperando_autoridad: 'Estamos esperando la respuesta de la autoridad.',
  listo_para_entrega: 'Tu trámite está listo. Tu gestor te indicará cómo recibirlo.',
  completado: 'Tu trámite está completado. ¡Gracias por tu confianza!',
  cancelado: 'Esta solicitud fue cancelada.',
};

/** The same road as the case's staff see it: what the client does, and what is theirs to do. */
const STAFF_STEPS: Step[] = [
  { title: 'Cotización', text: 'Se envía al cliente el precio en MXN; el cliente la revisa y la acepta.' },
  { title: 'Pago', text: 'El cliente paga la cotización aceptada (o se registra su pago).' },
  { title: 'Documentos', text: 'El cliente sube cada documento requerido; se revisan uno por uno.' },
  { title: 'Trámite en proceso', text: 'Se presenta el trámite ante la autoridad.' },
  { title: 'Entrega', text: 'Se avisa al cliente cuando el resultado está listo para entregarse.' },
];

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

function nextStepFor(status: string, isStaff = false): string {
  if (isStaff) {
    return STAFF_NOW[status as RequestStatus] ?? 'Revisa el detalle de la solicitud para el siguiente paso.';
  }
  return NOW[status as RequestStatus] ?? 'Tu gestor te avisará por el chat del siguiente paso.';
}

export function NextSteps({ status, isStaff = false }: { status: string; isStaff?: boolean }) {
  const current = CURRENT_STEP[status as RequestStatus] ?? 0;
  const steps = isStaff ? STAFF_STEPS : STEPS;
  return (
    <div className="space-y-4">
      <p className="rounded-lg bg-brand-50 p-3 font-medium text-brand-900 text-sm">
        {nextStepFor(status, isStaff)}
      </p>
      {current >= 0 ? (
        <ol className="space-y-3">
          {steps.map((step, index) => {
            const state = index < current ? 'done' : index === current ? 'current' : 'todo';
            const Icon = state === 'done' ? CircleCheck : state === 'current' ? CircleDot : Circle;
            return (
              <li
                key={step.title}
                className="flex gap-3"
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <Icon
                  className={cn(
                    'mt-0.5 size-5 shrink-0',
                    state === 'done'
                      ? 'text-green-600'
                      : state === 'current'
                        ? 'text-brand-700'
                        : 'text-slate-300',
                  )}
                  aria-hidden="true"
                />
                <div>
                  <p
                    className={cn(
                      'font-medium text-sm',
                      state === 'todo' ? 'text-slate-500' : 'text-slate-900',
                    )}
                  >
                    {step.title}
                    <span className="sr-only">
                      {state === 'done' ? ' (hecho)' : state === 'current' ? ' (paso actual)' : ''}
                    </span>
                  </p>
                  <p className="text-slate-600 text-xs">{step.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
