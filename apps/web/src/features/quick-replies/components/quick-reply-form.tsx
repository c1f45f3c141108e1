import {
  CHAT_MAX_LENGTH,
  QUICK_REPLY_TITLE_MAX,
  QUICK_REPLY_VARIABLE_LABELS,
  QUICK_REPLY_VARIABLES,
  type QuickReply,
  QuickReplyInputSchema,
  type QuickReplyScope,
} from '@tramites/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useCreateQuickReply, useUpdateQuickReply } from '../api/save-quick-reply.ts';

export interface QuickReplyFormProps {
  /** The reply to edit; none creates one of `scope`. */
  reply?: QuickReply;
  scope: QuickReplyScope;
  onDone: () => void;
  onCancel: () => void;
}

/** Title and text of a ready reply, with the variables it may use; the API's schema and messages. */
export function QuickReplyForm({ reply, scope, onDone, onCancel }: QuickReplyFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const create = useCreateQuickReply();
  const update = useUpdateQuickReply();
  const { form, onSubmit, submitError } = useServerForm({
    schema: QuickReplyInputSchema,
    defaultValues: { title: reply?.title ?? '', body: reply?.body ?? '' },
    errorTitle: reply ? 'No se pudo guardar la respuesta' : 'No se pudo crear la respuesta',
    serverFields: ['title', 'body'],
    onSubmit: async (values) => {
      if (reply) {
        await update.mutateAsync({ id: reply.id, ...values });
        notifySuccess('Respuesta guardada');
      } else {
        await create.mutateAsync({ ...values, scope });
        notifySuccess('Respuesta creada');
      }
      onDone();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field
        id={id('title')}
        label="Título"
        required
        hint="Lo que buscas al escribir «/» en el chat."
        error={errors.title?.message}
      >
        <Input
          {...fieldControl(id('title'), { hint: true, error: errors.title })}
          maxLength={QUICK_REPLY_TITLE_MAX}
          aria-required="true"
          {...register('title')}
        />
      </Field>
      <Field id={id('body')} label="Texto" required error={errors.body?.message}>
        <Textarea
          {...fieldControl(id('body'), { error: errors.body })}
          aria-describedby={errors.body ? `${id('body')}-error` : id('variables')}
          rows={5}
          maxLength={CHAT_MAX_LENGTH}
          aria-required="true"
          {...register('body')}
        />
      </Field>
      <div id={id('variables')} className="rounded-lg bg-slate-50 p-3 text-slate-600 text-xs">
        <p className="font-medium text-slate-700">Variables que se llenan con los datos de la solicitud:</p>
        <ul className="mt-1 grid gap-x-4 gap-y-0.5 sm:grid-cols-2">
          {QUICK_REPLY_VARIABLES.map((variable) => (
            <li key={variable}>
              <code className="font-mono text-slate-900">{`{${variable}}`}</code>{' '}
              {QUICK_REPLY_VARIABLE_LABELS[variable]}
            </li>
          ))}
        </ul>
      </div>
      <FormFooter
        submitLabel={reply ? 'Guardar cambios' : 'Crear respuesta'}
        isPending={create.isPending || update.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
