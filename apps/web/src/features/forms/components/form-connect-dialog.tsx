import {
  type AdminTramite,
  ConnectFormSchema,
  type FormTemplate,
  formTemplateStatusLabel,
} from '@tramites/shared';
import { Link2 } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useConnectForm } from '../api/connect-form.ts';
import { shortFormId } from '../form-builder.ts';
import { DialogListLoading, type LoadFailure } from './load-failure.tsx';

/** 'Conectar formulario': the procedure's request form, chosen among the templates. */
export function FormConnectDialog({
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
          <DialogListLoading label="Cargando formularios" failure={loadFailure} />
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
  const { form, onSubmit, submitError } = useServerForm({
    schema: ConnectFormSchema,
    defaultValues: { form_template_id: '' },
    serverFields: ['form_template_id'],
    errorTitle: 'Error conectando formulario',
    errorFallback: 'No se pudo conectar el formulario.',
    onSubmit: async ({ form_template_id }) => {
      const result = await connect.mutateAsync({ tramiteId: tramite.id, formTemplateId: form_template_id });
      notifySuccess(result?.message ?? 'Formulario conectado');
      onDone();
    },
  });
  const fieldError = form.formState.errors.form_template_id?.message;
  // The procedure's own templates first, then the rest.
  const sorted = [...templates].sort(
    (a, b) => Number(b.tramite_type_id === tramite.id) - Number(a.tramite_type_id === tramite.id),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field id={id} label="Formulario" required error={fieldError}>
        <Select
          id={id}
          aria-required="true"
          invalid={Boolean(fieldError)}
          aria-describedby={describedBy(id, { error: Boolean(fieldError) })}
          {...form.register('form_template_id')}
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
      <FormFooter
        submitLabel="Conectar formulario"
        submitIcon={<Link2 className="size-4" aria-hidden="true" />}
        isPending={connect.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
