import { REMINDER_KIND_LABELS, type RemindersState } from '@tramites/shared';
import { BellRing } from 'lucide-react';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useReminders } from '../api/get-reminders.ts';
import { useSendReminder } from '../api/send-reminder.ts';
import { useUpdateRemindersPause } from '../api/update-reminders-pause.ts';

export interface SolicitudRemindersProps {
  solicitudId: string;
  /** Staff see what was sent and send one now; the client pauses or resumes them. */
  isStaff: boolean;
  /** A closed solicitud chases nobody. */
  isClosed: boolean;
}

/**
 * The reminders that chase the client for this solicitud (issue 27): for staff, the ones sent, what one would
 * chase now and "Enviar recordatorio ahora"; for the client, the switch that pauses them (an oposición).
 */
export function SolicitudReminders({ solicitudId, isStaff, isClosed }: SolicitudRemindersProps) {
  const reminders = useReminders(solicitudId);
  return (
    <QueryList
      query={reminders}
      skeleton={
        <ListSkeleton label="Cargando recordatorios" count={2} itemClassName="h-12 w-full rounded-lg" />
      }
      error={{ title: 'No se pudieron cargar los recordatorios' }}
    >
      {(state) =>
        isStaff ? (
          <StaffReminders solicitudId={solicitudId} state={state} isClosed={isClosed} />
        ) : (
          <ClientRemindersSwitch solicitudId={solicitudId} state={state} isClosed={isClosed} />
        )
      }
    </QueryList>
  );
}

function StaffReminders({
  solicitudId,
  state,
  isClosed,
}: {
  solicitudId: string;
  state: RemindersState;
  isClosed: boolean;
}) {
  const send = useSendReminder(solicitudId);
  const sent = state.reminders ?? [];

  const onSend = async () => {
    try {
      const reminder = await send.mutateAsync();
      notifySuccess('Recordatorio enviado al cliente', { description: reminder.summary });
    } catch (error) {
      notifyError('No se envió el recordatorio', error);
    }
  };

  return (
    <div className="space-y-4">
      {state.paused ? (
        <Alert tone="warning" title="El cliente pausó los recordatorios">
          {state.paused_at ? `Desde el ${formatDateTime(state.paused_at)}. ` : ''}
          No se le envía ninguno, automático ni manual, hasta que los reanude.
        </Alert>
      ) : null}
      <p className="text-slate-600 text-sm">
        Salen solos por notificación y correo: los documentos que faltan a los 2 días hábiles del pago y luego
        cada 3 (4 como máximo), la cotización 3 días antes de vencer y la ficha OXXO el día antes.
      </p>
      {isClosed ? null : (
        <div className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-slate-700">
            {state.pending ? (
              <>
                <span className="font-medium text-slate-900">Pendiente del cliente: </span>
                {state.pending}
              </>
            ) : (
              'El cliente no tiene nada pendiente que recordarle.'
            )}
          </p>
          <Button
            size="sm"
            variant="outline"
            isLoading={send.isPending}
            disabled={state.paused || !state.pending}
            leftIcon={<BellRing className="size-4" aria-hidden="true" />}
            onClick={() => void onSend()}
          >
            Enviar recordatorio ahora
          </Button>
        </div>
      )}
      <div className="space-y-2">
        <h3 className="font-medium text-slate-900 text-sm">Enviados</h3>
        {sent.length === 0 ? (
          <p className="text-slate-500 text-sm">Todavía no se ha enviado ningún recordatorio.</p>
        ) : (
          <ol aria-label="Recordatorios enviados" className="divide-y divide-slate-100">
            {sent.map((reminder) => (
              <li key={reminder.id} className="space-y-1 py-2.5 text-sm">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900 text-xs">
                    {REMINDER_KIND_LABELS[reminder.kind]}
                  </span>
                  <span className="text-slate-500 text-xs">
                    {reminder.sent_by_name ? `Enviado por ${reminder.sent_by_name}` : 'Automático'} ·{' '}
                    <time dateTime={reminder.sent_at}>{formatDateTime(reminder.sent_at)}</time>
                  </span>
                </p>
                <p className="break-words text-slate-700">{reminder.summary}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function ClientRemindersSwitch({
  solicitudId,
  state,
  isClosed,
}: {
  solicitudId: string;
  state: RemindersState;
  isClosed: boolean;
}) {
  const update = useUpdateRemindersPause(solicitudId);
  // The switch moves at once (the choice being saved), and back if saving fails.
  const checked = update.isPending && update.variables ? update.variables.paused : state.paused;

  const onChange = async (paused: boolean) => {
    try {
      await update.mutateAsync({ paused });
      notifySuccess(paused ? 'Recordatorios pausados' : 'Recordatorios reanudados');
    } catch (error) {
      notifyError('No se pudo guardar tu preferencia de recordatorios', error);
    }
  };

  return (
    <div className="space-y-2">
      <Switch
        label="Pausar recordatorios"
        description="Te avisamos por notificación y correo cuando falta algo para avanzar: documentos por subir, una cotización o una ficha OXXO por vencer. Si los pausas, dejamos de enviarlos para esta solicitud y tu gestor lo verá; queda registrado como tu oposición a ese uso de tus datos, y puedes reanudarlos cuando quieras."
        checked={checked}
        disabled={update.isPending || (isClosed && !state.paused)}
        onChange={(event) => void onChange(event.target.checked)}
      />
      {state.paused && state.paused_at ? (
        <p className="text-slate-600 text-sm">
          Pausados desde el <time dateTime={state.paused_at}>{formatDateTime(state.paused_at)}</time>.
        </p>
      ) : null}
    </div>
  );
}
