import {
  ARCO_CANCELLATION_KEEPS,
  ARCO_DETAIL_MAX_LENGTH,
  ARCO_DETAIL_REQUIRED,
  ARCO_REQUEST_TYPE_LABELS,
  ARCO_REQUEST_TYPES,
  ARCO_TYPE_EXPLANATIONS,
  ArcoRequestCreateSchema,
  type ArcoRequestType,
} from '@tramites/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select, SelectOptions, Textarea } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useCreateArcoRequest } from '../api/arco-requests.ts';

/**
 * The ARCO request (issue 25): which right, in plain words, and the detail. A cancellation says before it
 * is sent what it erases and what the law makes us keep; a rectification points to the profile first.
 */
export function ArcoRequestForm() {
  const id = useId();
  const create = useCreateArcoRequest();
  const { form, onSubmit, submitError } = useServerForm({
    schema: ArcoRequestCreateSchema,
    defaultValues: { type: 'acceso' as ArcoRequestType, detail: '' },
    serverFields: ['type', 'detail'],
    errorTitle: 'No se pudo enviar tu solicitud',
    onSubmit: async (values) => {
      const created = await create.mutateAsync(values);
      form.reset({ type: created.type, detail: '' });
      notifySuccess('Recibimos tu solicitud: te responderemos a más tardar en 20 días hábiles');
    },
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const type = watch('type');
  const typeId = `${id}-type`;
  const detailId = `${id}-detail`;
  const explanationId = `${id}-explanation`;
  const detailRequired = ARCO_DETAIL_REQUIRED.includes(type);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Solicitud de derechos ARCO">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field id={typeId} label="¿Qué derecho quieres ejercer?" required error={errors.type?.message}>
        <Select
          {...fieldControl(typeId, { error: errors.type })}
          aria-describedby={explanationId}
          {...register('type')}
        >
          <SelectOptions values={ARCO_REQUEST_TYPES} labels={ARCO_REQUEST_TYPE_LABELS} />
        </Select>
      </Field>
      <p id={explanationId} className="text-slate-600 text-sm">
        {ARCO_TYPE_EXPLANATIONS[type]}
      </p>
      {type === 'cancelacion' ? (
        <Alert tone="warning" title="Qué borra y qué conserva una cancelación">
          <p>
            Tu cuenta queda anonimizada («Usuario eliminado»): borramos tu nombre, correo, teléfono, los datos
            de contacto y las respuestas de tus solicitudes, tus documentos y tus mensajes, y ya no podrás
            iniciar sesión.
          </p>
          <p className="mt-2">{ARCO_CANCELLATION_KEEPS}</p>
          <p className="mt-2">
            Si tienes una solicitud en curso o un pago o reembolso pendiente, primero hay que terminarlo.
            Descarga tus datos antes si quieres conservar una copia.
          </p>
        </Alert>
      ) : null}
      <Field
        id={detailId}
        label={detailRequired ? 'Detalle' : 'Detalle (opcional)'}
        required={detailRequired}
        hint={
          type === 'rectificacion'
            ? 'Qué dato está mal y cuál es el correcto.'
            : type === 'oposicion'
              ? 'A qué uso de tus datos te opones.'
              : `Hasta ${ARCO_DETAIL_MAX_LENGTH.toLocaleString('es-MX')} caracteres.`
        }
        error={errors.detail?.message}
      >
        <Textarea
          {...fieldControl(detailId, { error: errors.detail, hint: true })}
          rows={4}
          maxLength={ARCO_DETAIL_MAX_LENGTH}
          aria-required={detailRequired}
          {...register('detail')}
        />
      </Field>
      <Button type="submit" isLoading={isSubmitting} variant={type === 'cancelacion' ? 'danger' : 'primary'}>
        {isSubmitting
          ? 'Enviando...'
          : type === 'cancelacion'
            ? 'Solicitar la cancelación de mis datos'
            : 'Enviar solicitud'}
      </Button>
    </form>
  );
}
