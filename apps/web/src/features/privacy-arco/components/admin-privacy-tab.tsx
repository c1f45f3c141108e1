import {
  type AdminArcoRequest,
  ARCO_CANCELLATION_KEEPS,
  ARCO_DETAIL_MAX_LENGTH,
  ARCO_REQUEST_STATUS_LABELS,
  ARCO_REQUEST_STATUSES,
  ARCO_REQUEST_TYPE_LABELS,
  type ArcoRequestStatus,
  ArcoResolveSchema,
} from '@tramites/shared';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Select, SelectOptions, Textarea } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useAdminArcoRequests, useResolveArcoRequest } from '../api/arco-requests.ts';
import { ArcoStatusBadge, businessDaysLeftLabel, calendarDate } from './arco-status-badge.tsx';

/**
 * The admin panel's "Privacidad" tab (issue 25): the ARCO cases, pending first by their legal deadline
 * (20 días hábiles), each answered once with a reason in the resolve dialog.
 */
export function AdminPrivacyTab() {
  const id = useId();
  const [status, setStatus] = useState<ArcoRequestStatus | ''>('');
  const { data, isPending, isError } = useAdminArcoRequests(status);

  return (
    <section className="space-y-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-lg text-slate-900">
            Solicitudes ARCO
          </h2>
          <p className="text-slate-600 text-sm">
            Acceso, rectificación, cancelación y oposición. La ley da 20 días hábiles para responder.
          </p>
        </div>
        <Field id={`${id}-status`} label="Estado" className="w-48">
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as ArcoRequestStatus | '')}
          >
            <option value="">Todas</option>
            <SelectOptions values={ARCO_REQUEST_STATUSES} labels={ARCO_REQUEST_STATUS_LABELS} />
          </Select>
        </Field>
      </div>
      {isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : isError ? (
        <Alert tone="error">No se pudieron cargar las solicitudes ARCO.</Alert>
      ) : data.requests.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="Sin solicitudes ARCO"
          description="Aquí aparecerán cuando alguien ejerza sus derechos."
        />
      ) : (
        <ul className="space-y-3" aria-label="Solicitudes ARCO">
          {data.requests.map((entry) => (
            <ArcoCaseRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ArcoCaseRow({ entry }: { entry: AdminArcoRequest }) {
  const [isOpen, setIsOpen] = useState(false);
  const overdue = entry.business_days_left !== null && entry.business_days_left < 0;
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{ARCO_REQUEST_TYPE_LABELS[entry.type]}</span>
        <ArcoStatusBadge status={entry.status} />
        {entry.business_days_left !== null ? (
          <span className={cn('text-sm', overdue ? 'font-semibold text-red-700' : 'text-slate-600')}>
            {overdue ? 'Vencida · ' : ''}
            {businessDaysLeftLabel(entry.business_days_left)}
          </span>
        ) : null}
      </div>
      <p className="break-words text-slate-700 text-sm">
        {entry.user.name} · {entry.user.email}
      </p>
      <p className="text-slate-500 text-sm">
        Recibida el {formatDate(entry.created_at)} · fecha límite {formatDate(calendarDate(entry.due_date))}
      </p>
      {entry.detail ? (
        <p className="whitespace-pre-line break-words text-slate-700 text-sm">{entry.detail}</p>
      ) : null}
      {entry.status === 'pendiente' ? (
        <>
          <Button
            size="sm"
            onClick={() => setIsOpen(true)}
            aria-label={`Responder la solicitud de ${entry.user.name}`}
          >
            Responder
          </Button>
          <Dialog
            open={isOpen}
            onClose={() => setIsOpen(false)}
            title={`Responder: ${ARCO_REQUEST_TYPE_LABELS[entry.type].toLowerCase()}`}
            description={`${entry.user.name} · ${entry.user.email}`}
          >
            {isOpen ? <ResolveForm entry={entry} onDone={() => setIsOpen(false)} /> : null}
          </Dialog>
        </>
      ) : (
        <div className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">
            Respondida el {formatDateTime(entry.resolved_at)}
            {entry.resolved_by_name ? ` por ${entry.resolved_by_name}` : ''}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700">{entry.resolution}</p>
        </div>
      )}
    </li>
  );
}

function ResolveForm({ entry, onDone }: { entry: AdminArcoRequest; onDone: () => void }) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const resolve = useResolveArcoRequest();
  const { form, onSubmit, submitError } = useServerForm({
    schema: ArcoResolveSchema,
    defaultValues: { status: 'atendida' as 'atendida' | 'rechazada', resolution: '' },
    serverFields: ['status', 'resolution'],
    errorTitle: 'No se pudo responder la solicitud',
    onSubmit: async (values) => {
      await resolve.mutateAsync({ id: entry.id, ...values });
      notifySuccess('Respuesta enviada');
      onDone();
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const cancelling = entry.type === 'cancelacion' && watch('status') === 'atendida';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field id={id('status')} label="Respuesta" required error={errors.status?.message}>
        <Select {...fieldControl(id('status'), { error: errors.status })} {...register('status')}>
          <option value="atendida">Atendida</option>
          <option value="rechazada">Rechazada</option>
        </Select>
      </Field>
      {cancelling ? (
        <Alert tone="warning" title="Esto anonimiza la cuenta y no se puede deshacer">
          <p>
            Se borran el nombre, correo, teléfono y contraseña de la cuenta, los datos de sus solicitudes, sus
            documentos y los mensajes; todas sus sesiones terminan. La respuesta que escribas llegará a su
            correo actual, con este texto añadido:
          </p>
          <p className="mt-2">{ARCO_CANCELLATION_KEEPS}</p>
        </Alert>
      ) : null}
      <Field
        id={id('resolution')}
        label="Motivo y respuesta"
        required
        hint="La persona lo leerá tal cual."
        error={errors.resolution?.message}
      >
        <Textarea
          {...fieldControl(id('resolution'), { error: errors.resolution, hint: true })}
          rows={5}
          maxLength={ARCO_DETAIL_MAX_LENGTH}
          aria-required="true"
          {...register('resolution')}
        />
      </Field>
      <FormFooter
        submitLabel={cancelling ? 'Anonimizar la cuenta y responder' : 'Enviar respuesta'}
        submitVariant={cancelling ? 'danger' : 'primary'}
        isPending={resolve.isPending}
        onCancel={onDone}
        cancelLabel="Cancelar"
      />
    </form>
  );
}
