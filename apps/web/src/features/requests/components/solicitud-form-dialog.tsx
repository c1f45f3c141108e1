import {
  asksBeneficiaryName,
  BENEFICIARIO_LABELS,
  BENEFICIARIO_TIPOS,
  normalizePhone,
  type Solicitud,
  type Tramite,
  TramiteRequestFormSchema,
} from '@tramites/shared';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { setServerFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useCreateSolicitud } from '../api/create-solicitud.ts';
import {
  defaultSolicitudFormValues,
  SOLICITUD_FORM_FIELDS,
  type SolicitudFormValues,
  solicitudSubmitErrorMessage,
  withoutHiddenBeneficiary,
} from '../solicitud-form.ts';

type FormOutput = z.output<typeof TramiteRequestFormSchema>;
// The schema takes only `true` for the confirmation, while the checkbox holds a boolean until ticked.
const solicitudFormResolver = zodResolver(TramiteRequestFormSchema) as unknown as Resolver<
  SolicitudFormValues,
  unknown,
  FormOutput
>;

export interface SolicitudFormUser {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  temp?: boolean;
}

export interface SolicitudFormDialogProps {
  tramite: Tramite | null;
  /** Short procedure facts shown above the form (price, days), already formatted. */
  summary?: string;
  user: SolicitudFormUser | null;
  onClose: () => void;
  onCreated: (solicitud: Solicitud) => void;
}

/** The solicitud form of spec section 2 in an accessible modal; open while `tramite` is set. */
export function SolicitudFormDialog({
  tramite,
  summary,
  user,
  onClose,
  onCreated,
}: SolicitudFormDialogProps) {
  return (
    <Dialog
      open={tramite !== null}
      onClose={onClose}
      title={tramite ? `Solicitar: ${tramite.name}` : 'Solicitar trámite'}
      description={summary}
    >
      {tramite ? (
        <SolicitudForm tramite={tramite} user={user} onCancel={onClose} onCreated={onCreated} />
      ) : null}
    </Dialog>
  );
}

interface SolicitudFormProps {
  tramite: Tramite;
  user: SolicitudFormUser | null;
  onCancel: () => void;
  onCreated: (solicitud: Solicitud) => void;
}

function SolicitudForm({ tramite, user, onCancel, onCreated }: SolicitudFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const [submitError, setSubmitError] = useState<string | null>(null);
  const createSolicitud = useCreateSolicitud();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<SolicitudFormValues, unknown, FormOutput>({
    resolver: solicitudFormResolver,
    defaultValues: defaultSolicitudFormValues(tramite.id, user),
    mode: 'onTouched',
  });

  const beneficiarioTipo = watch('beneficiario_tipo') ?? 'para_mi';
  const isConfirmed = watch('confirmacion_documentos') === true;
  const phoneField = register('telefono');

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      const created = await createSolicitud.mutateAsync(withoutHiddenBeneficiary(values));
      notifySuccess(`Solicitud ${created.folio} creada`);
      onCreated(created);
    } catch (error) {
      setServerFieldErrors(error, SOLICITUD_FORM_FIELDS, setError);
      setSubmitError(solicitudSubmitErrorMessage(error));
      notifyError('Error al enviar solicitud', error);
    }
  });

  const isSubmitting = createSolicitud.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}

      <Field id={id('nombre')} label="Nombre completo" required error={errors.nombre_completo?.message}>
        <Input
          id={id('nombre')}
          autoComplete="name"
          invalid={Boolean(errors.nombre_completo)}
          aria-describedby={describedBy(id('nombre'), { error: Boolean(errors.nombre_completo) })}
          {...register('nombre_completo')}
        />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={id('telefono')}
          label="Teléfono"
          required
          hint="10 dígitos"
          error={errors.telefono?.message}
        >
          <Input
            id={id('telefono')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            invalid={Boolean(errors.telefono)}
            aria-describedby={describedBy(id('telefono'), { hint: true, error: Boolean(errors.telefono) })}
            {...phoneField}
            onChange={(event) => {
              event.target.value = normalizePhone(event.target.value);
              void phoneField.onChange(event);
            }}
          />
        </Field>
        <Field id={id('email')} label="Correo electrónico" required error={errors.email?.message}>
          <Input
            id={id('email')}
            type="email"
            autoComplete="email"
            invalid={Boolean(errors.email)}
            aria-describedby={describedBy(id('email'), { error: Boolean(errors.email) })}
            {...register('email')}
          />
        </Field>
      </div>

      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium text-slate-800 text-sm">¿Para quién es el trámite?</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {BENEFICIARIO_TIPOS.map((tipo) => (
            <label
              key={tipo}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                value={tipo}
                className="size-4 accent-brand-700"
                {...register('beneficiario_tipo')}
              />
              {BENEFICIARIO_LABELS[tipo]}
            </label>
          ))}
        </div>
      </fieldset>

      {asksBeneficiaryName(beneficiarioTipo) ? (
        <Field
          id={id('beneficiario')}
          label="Nombre del beneficiario"
          required
          error={errors.nombre_beneficiario?.message}
        >
          <Input
            id={id('beneficiario')}
            invalid={Boolean(errors.nombre_beneficiario)}
            aria-describedby={describedBy(id('beneficiario'), { error: Boolean(errors.nombre_beneficiario) })}
            {...register('nombre_beneficiario')}
          />
        </Field>
      ) : null}

      <Field
        id={id('descripcion')}
        label="Comentarios (opcional)"
        hint="Cuéntanos algo que debamos saber de tu caso."
      >
        <Textarea
          id={id('descripcion')}
          rows={3}
          maxLength={2000}
          aria-describedby={describedBy(id('descripcion'), { hint: true })}
          {...register('description')}
        />
      </Field>

      {tramite.required_documents.length > 0 ? (
        <div className="rounded-lg bg-slate-50 p-3.5 text-sm">
          <p className="mb-1.5 font-medium text-slate-800">Tendrás que subir:</p>
          <ul className="list-disc space-y-0.5 pl-5 text-slate-600">
            {tramite.required_documents.map((document) => (
              <li key={document}>{document}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="space-y-1.5">
        <label htmlFor={id('confirmacion')} className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            id={id('confirmacion')}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            aria-invalid={Boolean(errors.confirmacion_documentos) || undefined}
            aria-describedby={errors.confirmacion_documentos ? `${id('confirmacion')}-error` : undefined}
            {...register('confirmacion_documentos')}
          />
          <span>Confirmo que tengo disponibles los documentos requeridos para este trámite.</span>
        </label>
        {errors.confirmacion_documentos ? (
          <p id={`${id('confirmacion')}-error`} className="font-medium text-red-700 text-sm">
            {errors.confirmacion_documentos.message}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!isConfirmed} isLoading={isSubmitting}>
          {isSubmitting ? 'Enviando solicitud...' : 'Enviar solicitud'}
        </Button>
      </div>
    </form>
  );
}
