import { buildAnswersSchema, displayAnswer, type FormField, sortFields } from '@tramites/shared';
import { Eye, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  type DynamicAnswers,
  DynamicFormFields,
  emptyAnswers,
} from '../../../components/dynamic-form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { isAnsweredByContactFields } from '../form-builder.ts';

/** What the request form's contact fields would hold: the preview fills the form fields they answer with it. */
const SAMPLE_CONTACT: Record<string, string> = {
  nombre_completo: 'María López Hernández',
  telefono: '5512345678',
  email: 'cliente@ejemplo.mx',
};

interface PreviewValues {
  form_answers: DynamicAnswers;
}

/** The schema of these fields, or null while one of them cannot make one (the builder flags it). */
function previewSchema(fields: readonly FormField[]) {
  try {
    return z.object({ form_answers: buildAnswersSchema(fields, { files: 'check' }) });
  } catch {
    return null;
  }
}

/**
 * The builder's live preview: the very component the request form renders (DynamicFormFields), validated by
 * the same `buildAnswersSchema`. It is interactive: conditions show and hide fields, 'Probar envío' shows
 * the messages a client would see.
 */
export function FormPreview({ fields, tramiteName }: { fields: readonly FormField[]; tramiteName?: string }) {
  const schema = useMemo(() => previewSchema(fields), [fields]);
  const contact = useMemo(
    () =>
      Object.fromEntries(
        fields
          .filter(isAnsweredByContactFields)
          .map((field) => [field.name, SAMPLE_CONTACT[field.name] ?? '']),
      ),
    [fields],
  );
  // The fields change while the admin edits: the form keeps what was typed and validates with the latest.
  const latest = useRef({ schema, contact });
  latest.current = { schema, contact };
  const resolver: Resolver<PreviewValues> = async (values, context, options) => {
    const current = latest.current;
    if (!current.schema) {
      return { values: {}, errors: {} };
    }
    const merged = { form_answers: { ...values.form_answers, ...current.contact } };
    return zodResolver(current.schema)(merged, context, options as never) as never;
  };
  const methods = useForm<PreviewValues>({
    defaultValues: { form_answers: emptyAnswers(fields) },
    resolver,
    mode: 'onTouched',
  });
  const [accepted, setAccepted] = useState<{ label: string; value: string }[] | null>(null);
  // A summary of answers tried with other fields would mislead: it goes when the fields change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every change of the fields.
  useEffect(() => setAccepted(null), [fields]);

  const onSubmit = methods.handleSubmit(
    (values) => {
      const answers = values.form_answers as Record<string, unknown>;
      setAccepted(
        sortFields(fields)
          .filter((field) => field.name in answers && !isAnsweredByContactFields(field))
          .map((field) => {
            const value = answers[field.name];
            return {
              label: field.label,
              value: value instanceof File ? value.name : displayAnswer(field, value),
            };
          }),
      );
    },
    () => setAccepted(null),
  );

  const reset = () => {
    methods.reset({ form_answers: emptyAnswers(fields) });
    setAccepted(null);
  };

  const contactNames = fields.filter(isAnsweredByContactFields);

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-2.5">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Eye className="size-4.5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold text-lg text-slate-900">Vista previa</h2>
          <p className="text-slate-600 text-sm">
            {tramiteName
              ? `Así lo verá quien solicite «${tramiteName}», después de sus datos de contacto.`
              : 'Así lo verán los clientes, después de sus datos de contacto.'}
          </p>
        </div>
      </div>
      {contactNames.length > 0 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-slate-600 text-xs">
          {contactNames.map((field) => field.label).join(', ')}: se contesta con los datos de contacto de la
          solicitud (aquí, con datos de ejemplo).
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p className="rounded-lg border border-slate-300 border-dashed p-6 text-center text-slate-500 text-sm">
          Agrega un campo para verlo aquí.
        </p>
      ) : !schema ? (
        <Alert tone="warning">La vista previa vuelve cuando corrijas los campos marcados.</Alert>
      ) : (
        <FormProvider {...methods}>
          <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Vista previa del formulario">
            <DynamicFormFields fields={fields} name="form_answers" answeredElsewhere={contact} />
            {accepted ? (
              <Alert tone="success" title="Las respuestas pasan la validación">
                {accepted.length === 0 ? null : (
                  <dl className="mt-1 space-y-0.5">
                    {accepted.map((answer) => (
                      <div key={answer.label} className="flex flex-wrap gap-x-1.5">
                        <dt className="font-medium">{answer.label}:</dt>
                        <dd>{answer.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </Alert>
            ) : null}
            <div className="flex flex-wrap gap-2 border-slate-100 border-t pt-4">
              <Button type="submit" variant="secondary">
                Probar envío
              </Button>
              <Button
                variant="ghost"
                onClick={reset}
                leftIcon={<RotateCcw className="size-4" aria-hidden="true" />}
              >
                Reiniciar
              </Button>
            </div>
          </form>
        </FormProvider>
      )}
    </div>
  );
}
