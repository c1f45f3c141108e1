import {
  asksBeneficiaryName,
  BENEFICIARIO_LABELS,
  BENEFICIARIO_TIPOS,
  CONSENT_MSG,
  type FormField,
  normalizePhone,
  SENSITIVE_DATA_CONSENT_HINT,
  SENSITIVE_DATA_CONSENT_TEXT,
  type Solicitud,
  type Tramite,
} from '@tramites/shared';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { DynamicFormFields } from '../../../components/dynamic-form-fields.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { describedBy, Field, fieldControl } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { setServerFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCreateSolicitud } from '../api/create-solicitud.ts';
import { useTramiteForm } from '../api/get-tramite-form.ts';
import {
  contactAnswers,
  defaultSolicitudFormValues,
  type FormFileUpload,
  SOLICITUD_FORM_FIELDS,
  type SolicitudFormOutput,
  type SolicitudFormValues,
  setFormAnswerServerErrors,
  solicitudFormResolver,
  solicitudSubmitErrorMessage,
  splitFormAnswers,
  withoutHiddenBeneficiary,
} from '../solicitud-form.ts';
import { SolicitudCheckbox } from './solicitud-checkbox.tsx';

/** How the uploads of the form's files went: the ones that failed, to upload from the documents page. */
export interface UploadFormFilesResult {
  failed: { label: string; message: string }[];
}

/**
 * Uploads the form's chosen files to the new solicitud's document requirements (the documents feature,
 * composed by the page), reporting each finished file.
 */
export type UploadFormFiles = (input: {
  solicitudId: string;
  files: FormFileUpload[];
  onFileDone?: (done: number, total: number) => void;
}) => Promise<UploadFormFilesResult>;

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
  /** Where the files of the procedure's form go once the solicitud exists (the documents feature). */
  uploadFormFiles: UploadFormFiles;
  onClose: () => void;
  onCreated: (solicitud: Solicitud) => void;
  /** The aviso simplificado shown where data is collected (the privacy feature, composed by the page). */
  privacyNotice?: ReactNode;
  /**
   * The client already gave express consent for sensitive data under the aviso in force (issue 25): a
   * procedure marked `sensitive_data` asks for it otherwise, with an unticked box.
   */
  sensitiveConsentGranted?: boolean;
}

/**
 * The solicitud form of spec section 2 in an accessible modal; open while `tramite` is set. When the
 * procedure has a published form, its fields follow the fixed ones (DynamicFormFields).
 */
export function SolicitudFormDialog({
  tramite,
  summary,
  user,
  uploadFormFiles,
  onClose,
  onCreated,
  privacyNotice,
  sensitiveConsentGranted = false,
}: SolicitudFormDialogProps) {
  return (
    <Dialog
      open={tramite !== null}
      onClose={onClose}
      title={tramite ? `Solicitar: ${tramite.name}` : 'Solicitar trámite'}
      description={summary}
    >
      {tramite ? (
        <SolicitudForm
          tramite={tramite}
          user={user}
          uploadFormFiles={uploadFormFiles}
          onCancel={onClose}
          onCreated={onCreated}
          privacyNotice={privacyNotice}
          asksSensitiveConsent={tramite.sensitive_data && !sensitiveConsentGranted}
        />
      ) : null}
    </Dialog>
  );
}

interface SolicitudFormProps {
  tramite: Tramite;
  user: SolicitudFormUser | null;
  uploadFormFiles: UploadFormFiles;
  onCancel: () => void;
  onCreated: (solicitud: Solicitud) => void;
  privacyNotice?: ReactNode;
  asksSensitiveConsent: boolean;
}

const NO_FIELDS: readonly FormField[] = [];

function SolicitudForm({
  tramite,
  user,
  uploadFormFiles,
  onCancel,
  onCreated,
  privacyNotice,
  asksSensitiveConsent,
}: SolicitudFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);
  const createSolicitud = useCreateSolicitud();
  const tramiteForm = useTramiteForm(tramite.id);
  const publishedForm = tramiteForm.data?.form ?? null;
  const formFields = publishedForm?.fields ?? NO_FIELDS;
  // The resolver reads the fields when it validates: the published form arrives after the dialog opened.
  const fieldsRef = useRef<readonly FormField[] | null>(null);
  fieldsRef.current = publishedForm ? publishedForm.fields : null;
  const resolver = useMemo(() => solicitudFormResolver(() => fieldsRef.current), []);
  const methods = useForm<SolicitudFormValues, unknown, SolicitudFormOutput>({
    resolver,
    defaultValues: defaultSolicitudFormValues(tramite.id, user),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = methods;

  const beneficiarioTipo = watch('beneficiario_tipo') ?? 'para_mi';
  const isConfirmed = watch('confirmacion_documentos') === true;
  const phoneField = register('telefono');
  const answeredElsewhere = contactAnswers(formFields, {
    nombre_completo: watch('nombre_completo'),
    telefono: watch('telefono'),
    email: watch('email'),
  });
  // Until the procedure's form is known, nobody can tell what to ask: sending waits for it.
  const isFormReady = tramiteForm.isSuccess;

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    const { form_answers: parsedAnswers, consentimiento_sensibles: sensitiveConsent, ...fixed } = values;
    if (asksSensitiveConsent && sensitiveConsent !== true) {
      setError('consentimiento_sensibles', { type: 'required', message: CONSENT_MSG.sensiblesRequerido });
      return;
    }
    const { answers, files } = publishedForm
      ? splitFormAnswers(publishedForm.fields, parsedAnswers ?? {})
      : { answers: undefined, files: [] };
    let created: Solicitud;
    try {
      created = await createSolicitud.mutateAsync({
        ...withoutHiddenBeneficiary(fixed),
        ...(answers ? { form_answers: answers } : {}),
        ...(asksSensitiveConsent ? { consentimiento_sensibles: true } : {}),
      });
    } catch (error) {
      setServerFieldErrors(error, SOLICITUD_FORM_FIELDS, setError);
      setFormAnswerServerErrors(error, (path, message) => setError(path, { type: 'server', message }));
      setSubmitError(solicitudSubmitErrorMessage(error));
      notifyError('Error al enviar solicitud', error);
      return;
    }
    if (files.length > 0) {
      setUploading({ done: 0, total: files.length });
      try {
        const result = await uploadFormFiles({
          solicitudId: created.id,
          files,
          onFileDone: (done, total) => setUploading({ done, total }),
        });
        for (const failure of result.failed) {
          notifyError('Error subiendo documento', undefined, {
            description: `${failure.label}: ${failure.message} Súbelo desde la página de documentos.`,
          });
        }
      } catch (error) {
        // The solicitud exists: its documents page takes the files again.
        notifyError('Error subiendo documento', error);
      }
    }
    notifySuccess(`Solicitud ${created.folio} creada`);
    onCreated(created);
  });

  const isSubmitting = createSolicitud.isPending || uploading !== null;
  const submitLabel = uploading
    ? `Subiendo documentos (${Math.min(uploading.done + 1, uploading.total)} de ${uploading.total})...`
    : createSolicitud.isPending
      ? 'Enviando solicitud...'
      : 'Enviar solicitud';

  return (
    <FormProvider {...methods}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {submitError ? <Alert tone="error">{submitError}</Alert> : null}

        <Field id={id('nombre')} label="Nombre completo" required error={errors.nombre_completo?.message}>
          <Input
            {...fieldControl(id('nombre'), { error: errors.nombre_completo })}
            autoComplete="name"
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
              {...fieldControl(id('telefono'), { hint: true, error: errors.telefono })}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              {...phoneField}
              onChange={(event) => {
                event.target.value = normalizePhone(event.target.value);
                void phoneField.onChange(event);
              }}
            />
          </Field>
          <Field id={id('email')} label="Correo electrónico" required error={errors.email?.message}>
            <Input
              {...fieldControl(id('email'), { error: errors.email })}
              type="email"
              autoComplete="email"
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
              aria-describedby={describedBy(id('beneficiario'), {
                error: Boolean(errors.nombre_beneficiario),
              })}
              {...register('nombre_beneficiario')}
            />
          </Field>
        ) : null}

        {tramiteForm.isPending ? (
          <div className="space-y-3" role="status" aria-label="Cargando el formulario del trámite">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-11 w-full" />
          </div>
        ) : tramiteForm.isError ? (
          <QueryError
            title="No pudimos cargar el formulario del trámite"
            error={tramiteForm.error}
            onRetry={() => void tramiteForm.refetch()}
            isRetrying={tramiteForm.isFetching}
          />
        ) : publishedForm?.fields.some((field) => !(field.name in answeredElsewhere)) ? (
          <fieldset className="space-y-4 border-slate-200 border-t pt-5 [&>legend+*]:clear-both">
            <legend className="float-left mb-4 w-full font-semibold text-slate-900">Datos del trámite</legend>
            <DynamicFormFields
              fields={publishedForm.fields}
              name="form_answers"
              answeredElsewhere={answeredElsewhere}
              disabled={isSubmitting}
            />
          </fieldset>
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

        {/* With a published form, its file fields are the documents: they are asked above. */}
        {tramite.required_documents.length > 0 && isFormReady && !publishedForm ? (
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
          <SolicitudCheckbox
            id={id('confirmacion')}
            label="Confirmo que tengo disponibles los documentos requeridos para este trámite."
            error={errors.confirmacion_documentos?.message}
            registration={register('confirmacion_documentos')}
          />
        </div>

        {asksSensitiveConsent ? (
          <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3.5">
            <p id={id('sensibles-hint')} className="text-amber-900 text-sm">
              {SENSITIVE_DATA_CONSENT_HINT}
            </p>
            <SolicitudCheckbox
              id={id('sensibles')}
              label={SENSITIVE_DATA_CONSENT_TEXT}
              error={errors.consentimiento_sensibles?.message}
              hintId={id('sensibles-hint')}
              registration={register('consentimiento_sensibles')}
            />
          </div>
        ) : null}

        {privacyNotice}

        <FormFooter
          submitLabel={submitLabel}
          submitDisabled={!isConfirmed || !isFormReady}
          isPending={isSubmitting}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  );
}
