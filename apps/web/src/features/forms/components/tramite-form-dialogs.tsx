import {
  type AdminTramite,
  type AutoGenerateFormsResponse,
  ConnectFormSchema,
  type FormTemplate,
  formTemplateStatusLabel,
} from '@tramites/shared';
import { Link2, Sparkles, Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { setServerFieldErrors } from '../../../lib/form-errors.ts';
import { formatInteger } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useAutoGenerateForms } from '../api/auto-generate-forms.ts';
import { useConnectForm } from '../api/connect-form.ts';
import { useConnectFormsByNames } from '../api/connect-form-by-names.ts';
import { useCreateMissingForms } from '../api/create-missing-forms.ts';
import { useRegenerateForm } from '../api/regenerate-form.ts';
import { sameNamePairs, tramitesWithoutForm } from '../form-builder.ts';
import { shortFormId } from './form-template-dialogs.tsx';

/** A list a dialog needs failed to load: said inside the dialog, with a retry. */
export interface LoadFailure {
  title: string;
  error: unknown;
  retry: () => void;
  isRetrying: boolean;
}

function Loading({ label, failure }: { label: string; failure: LoadFailure | null }) {
  if (failure) {
    return (
      <QueryError
        title={failure.title}
        error={failure.error}
        onRetry={failure.retry}
        isRetrying={failure.isRetrying}
      />
    );
  }
  return (
    <div className="space-y-2" role="status" aria-label={label}>
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-2/3" />
    </div>
  );
}

const plural = (count: number, one: string, many: string) =>
  `${formatInteger(count)} ${count === 1 ? one : many}`;

/**
 * What both generation buttons promise (issue 20): no client's request form changes until an admin publishes,
 * and a generated file field never blocks sending a request.
 */
export const GENERATED_FORMS_NOTE =
  'Quedan como borradores: revisa cada uno y publícalo para que los clientes lo vean. Sus archivos no impiden enviar una solicitud: el cliente puede adjuntarlos o subirlos después de la cotización, en la página de documentos, salvo los que marques «Obligatorio al solicitar».';

/** The confirmation of 'Crear formularios faltantes': how many forms it will create, from the procedures without one. */
export function createMissingFormsText(tramites: readonly AdminTramite[]): string {
  const count = tramitesWithoutForm(tramites).length;
  return count === 0
    ? 'Todos los trámites activos ya tienen formulario: no hay nada que crear.'
    : `Se ${count === 1 ? 'creará' : 'crearán'} ${plural(count, 'formulario', 'formularios')}, uno por cada trámite activo sin formulario, con los datos de contacto y un campo de archivo por cada documento requerido, conectados a su trámite. ${GENERATED_FORMS_NOTE}`;
}

/** The confirmation of 'Generar automáticamente'. */
export const AUTO_GENERATE_FORMS_TEXT = `Cada trámite recibe un formulario «Formulario Auto» con los datos de contacto y un campo de archivo por documento requerido: se crean los que faltan, se rehacen los generados que nadie editó (uno ya publicado sigue publicado) y se conectan a su trámite. Los formularios editados a mano no se tocan. ${GENERATED_FORMS_NOTE}`;

const TramiteList = ({ tramites }: { tramites: readonly AdminTramite[] }) => {
  const shown = tramites.slice(0, 8);
  return (
    <ul className="list-disc space-y-0.5 pl-5 text-slate-600">
      {shown.map((tramite) => (
        <li key={tramite.id}>
          {tramite.name} <span className="text-slate-500">({tramite.category_name})</span>
        </li>
      ))}
      {tramites.length > shown.length ? <li>y {formatInteger(tramites.length - shown.length)} más</li> : null}
    </ul>
  );
};

/** 'Crear formularios faltantes' (spec: the confirmation says how many forms it will create). */
export function CreateMissingFormsDialog({
  open,
  tramites,
  loadFailure = null,
  onClose,
}: {
  open: boolean;
  /** Every procedure of the catalogue (undefined while they load). */
  tramites: readonly AdminTramite[] | undefined;
  loadFailure?: LoadFailure | null;
  onClose: () => void;
}) {
  const createMissing = useCreateMissingForms();
  const [failure, setFailure] = useState<string | null>(null);
  const missing = tramitesWithoutForm(tramites ?? []);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      const result = await createMissing.mutateAsync();
      notifySuccess(result.message, {
        description: `${plural(result.formularios_creados, 'formulario creado', 'formularios creados')} · ${plural(result.total_tramites, 'trámite', 'trámites')} en el catálogo.`,
      });
      close();
    } catch (error) {
      setFailure(errorMessage(error, 'No se pudieron crear los formularios.'));
      notifyError('Error generando formularios automaticamente', error);
    }
  };
  return (
    <Dialog open={open} onClose={close} title="Crear formularios faltantes">
      {tramites === undefined ? (
        <Loading label="Cargando trámites" failure={loadFailure} />
      ) : (
        <div className="space-y-5">
          <div className="space-y-3 text-slate-700 text-sm">
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <p>{createMissingFormsText(tramites)}</p>
            {missing.length > 0 ? <TramiteList tramites={missing} /> : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={createMissing.isPending}>
              {missing.length === 0 ? 'Cerrar' : 'Cancelar'}
            </Button>
            {missing.length > 0 ? (
              <Button onClick={() => void confirm()} isLoading={createMissing.isPending}>
                Crear {plural(missing.length, 'formulario', 'formularios')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Dialog>
  );
}

const SUMMARY_ROWS: { key: keyof AutoGenerateFormsResponse['summary']; label: string }[] = [
  { key: 'total_tramites', label: 'Trámites revisados' },
  { key: 'creados', label: 'Formularios creados' },
  { key: 'regenerados', label: 'Formularios regenerados' },
  { key: 'conectados', label: 'Trámites conectados' },
  { key: 'omitidos_editados', label: 'Omitidos por estar editados a mano' },
];

/** 'Generar automáticamente': asks first, then shows what the server did. */
export function AutoGenerateFormsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const generate = useAutoGenerateForms();
  const [summary, setSummary] = useState<AutoGenerateFormsResponse['summary'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setSummary(null);
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      const result = await generate.mutateAsync();
      setSummary(result.summary);
      notifySuccess('Formularios generados automáticamente');
    } catch (error) {
      setFailure(errorMessage(error, 'No se pudieron generar los formularios.'));
      notifyError('Error generando formularios automaticamente', error);
    }
  };
  return (
    <Dialog open={open} onClose={close} title="Generar formularios automáticamente">
      <div className="space-y-5">
        <div className="space-y-3 text-slate-700 text-sm">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {summary ? (
            <>
              <Alert tone="success" title="Listo">
                Así quedó el catálogo:
              </Alert>
              <dl
                className="divide-y divide-slate-100 rounded-lg border border-slate-200"
                aria-label="Resumen"
              >
                {SUMMARY_ROWS.map(({ key, label }) => (
                  <div key={key} className="flex items-center justify-between gap-3 px-3 py-2">
                    <dt>{label}</dt>
                    <dd className="font-semibold text-slate-900 tabular-nums">
                      {formatInteger(summary[key])}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <p>{AUTO_GENERATE_FORMS_TEXT}</p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={generate.isPending}>
            {summary ? 'Cerrar' : 'Cancelar'}
          </Button>
          {summary ? null : (
            <Button
              onClick={() => void confirm()}
              isLoading={generate.isPending}
              leftIcon={<Wand2 className="size-4" aria-hidden="true" />}
            >
              Generar formularios
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}

/** 'Conectar por nombre': each procedure without a form gets the template named exactly like it. */
export function ConnectByNameDialog({
  open,
  tramites,
  templates,
  loadFailure = null,
  onClose,
}: {
  open: boolean;
  tramites: readonly AdminTramite[] | undefined;
  templates: readonly FormTemplate[] | undefined;
  loadFailure?: LoadFailure | null;
  onClose: () => void;
}) {
  const connect = useConnectFormsByNames();
  const [result, setResult] = useState<{
    connected: number;
    failed: { name: string; reason: string }[];
  } | null>(null);
  const pairs = tramites && templates ? sameNamePairs(tramites, templates) : [];
  const close = () => {
    setResult(null);
    onClose();
  };
  const confirm = async () => {
    try {
      const outcome = await connect.mutateAsync(
        pairs.map(({ tramite, template }) => ({ tramite_name: tramite.name, form_name: template.name })),
      );
      const failed = outcome.failed.map(({ pair, error }) => ({
        name: pair.tramite_name,
        reason: errorMessage(error, 'No se pudo conectar.'),
      }));
      setResult({ connected: outcome.connected.length, failed });
      if (outcome.connected.length > 0) {
        notifySuccess(
          `${plural(outcome.connected.length, 'trámite conectado', 'trámites conectados')} por nombre`,
        );
      }
      if (failed.length > 0) {
        notifyError('Error conectando formularios', undefined, {
          description: `${plural(failed.length, 'trámite', 'trámites')} sin conectar.`,
        });
      }
    } catch (error) {
      notifyError('Error conectando formularios', error);
    }
  };
  const isLoading = tramites === undefined || templates === undefined;
  return (
    <Dialog open={open} onClose={close} title="Conectar formularios por nombre">
      {isLoading ? (
        <Loading label="Cargando trámites y formularios" failure={loadFailure} />
      ) : (
        <div className="space-y-5">
          <div className="space-y-3 text-slate-700 text-sm">
            {result ? (
              <>
                <Alert tone={result.failed.length > 0 ? 'warning' : 'success'}>
                  {plural(result.connected, 'trámite conectado', 'trámites conectados')}.
                </Alert>
                {result.failed.length > 0 ? (
                  <ul className="list-disc space-y-0.5 pl-5">
                    {result.failed.map((item) => (
                      <li key={item.name}>
                        {item.name}: {item.reason}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : pairs.length === 0 ? (
              <p>Ningún trámite sin formulario tiene un formulario con su mismo nombre.</p>
            ) : (
              <>
                <p>
                  Se {pairs.length === 1 ? 'conectará' : 'conectarán'}{' '}
                  {plural(pairs.length, 'trámite', 'trámites')} sin formulario con el formulario que se llama
                  igual:
                </p>
                <ul className="list-disc space-y-0.5 pl-5 text-slate-600">
                  {pairs.slice(0, 8).map(({ tramite, template }) => (
                    <li key={tramite.id}>
                      {tramite.name} → «{template.name}» ({shortFormId(template.id)})
                    </li>
                  ))}
                  {pairs.length > 8 ? <li>y {formatInteger(pairs.length - 8)} más</li> : null}
                </ul>
              </>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={connect.isPending}>
              {result || pairs.length === 0 ? 'Cerrar' : 'Cancelar'}
            </Button>
            {result || pairs.length === 0 ? null : (
              <Button
                onClick={() => void confirm()}
                isLoading={connect.isPending}
                leftIcon={<Link2 className="size-4" aria-hidden="true" />}
              >
                Conectar {plural(pairs.length, 'trámite', 'trámites')}
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}

type ConnectValues = z.input<typeof ConnectFormSchema>;
type ConnectOutput = z.output<typeof ConnectFormSchema>;

/** 'Conectar formulario': the procedure's request form, chosen among the templates. */
export function ConnectFormDialog({
  tramite,
  templates,
  loadFailure = null,
  onClose,
}: {
  tramite: AdminTramite | null;
  templates: readonly FormTemplate[] | undefined;
  loadFailure?: LoadFailure | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={tramite !== null}
      onClose={onClose}
      title="Conectar formulario"
      description={
        tramite
          ? tramite.form_template_name
            ? `«${tramite.name}» usa ahora «${tramite.form_template_name}».`
            : `«${tramite.name}» no tiene formulario.`
          : undefined
      }
    >
      {tramite ? (
        templates === undefined ? (
          <Loading label="Cargando formularios" failure={loadFailure} />
        ) : (
          <ConnectForm tramite={tramite} templates={templates} onDone={onClose} />
        )
      ) : null}
    </Dialog>
  );
}

function ConnectForm({
  tramite,
  templates,
  onDone,
}: {
  tramite: AdminTramite;
  templates: readonly FormTemplate[];
  onDone: () => void;
}) {
  const id = useId();
  const connect = useConnectForm();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConnectValues, unknown, ConnectOutput>({
    resolver: zodResolver(ConnectFormSchema),
    defaultValues: { form_template_id: '' },
  });
  const fieldError = errors.form_template_id?.message;
  // The procedure's own templates first, then the rest.
  const sorted = [...templates].sort(
    (a, b) => Number(b.tramite_type_id === tramite.id) - Number(a.tramite_type_id === tramite.id),
  );

  const onSubmit = handleSubmit(async ({ form_template_id }) => {
    setSubmitError(null);
    try {
      const result = await connect.mutateAsync({ tramiteId: tramite.id, formTemplateId: form_template_id });
      notifySuccess(result?.message ?? 'Formulario conectado');
      onDone();
    } catch (error) {
      setServerFieldErrors(error, ['form_template_id'], setError);
      setSubmitError(errorMessage(error, 'No se pudo conectar el formulario.'));
      notifyError('Error conectando formulario', error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field id={id} label="Formulario" required error={fieldError}>
        <Select
          id={id}
          aria-required="true"
          invalid={Boolean(fieldError)}
          aria-describedby={describedBy(id, { error: Boolean(fieldError) })}
          {...register('form_template_id')}
        >
          <option value="">Selecciona un formulario…</option>
          {sorted.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name} · {shortFormId(template.id)} · {formTemplateStatusLabel(template)}
              {template.id === tramite.form_template_id ? ' (actual)' : ''}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={connect.isPending}>
          Cancelar
        </Button>
        <Button
          type="submit"
          isLoading={connect.isPending}
          leftIcon={<Link2 className="size-4" aria-hidden="true" />}
        >
          Conectar formulario
        </Button>
      </div>
    </form>
  );
}

/** 'Regenerar formulario': the procedure's generated form made again from its required documents. */
export function RegenerateFormDialog({
  tramite,
  onClose,
}: {
  tramite: AdminTramite | null;
  onClose: () => void;
}) {
  const regenerate = useRegenerateForm();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!tramite) {
      return;
    }
    setFailure(null);
    try {
      const result = await regenerate.mutateAsync(tramite.id);
      notifySuccess(result.message);
      close();
    } catch (error) {
      setFailure(errorMessage(error, 'No se pudo regenerar el formulario.'));
      notifyError('Error regenerando formulario', error);
    }
  };
  const documents = tramite?.required_documents.length ?? 0;
  return (
    <ConfirmDialog
      open={tramite !== null}
      title="Regenerar formulario"
      description={tramite ? `«${tramite.name}»` : undefined}
      confirmLabel="Regenerar formulario"
      isPending={regenerate.isPending}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p>
        <Sparkles className="mr-1 inline size-4 text-violet-600" aria-hidden="true" />
        Se vuelve a generar su formulario automático: datos de contacto y{' '}
        {plural(documents, 'campo de archivo', 'campos de archivo')}, uno por documento requerido. Un
        formulario editado a mano no se sobrescribe.
      </p>
    </ConfirmDialog>
  );
}
