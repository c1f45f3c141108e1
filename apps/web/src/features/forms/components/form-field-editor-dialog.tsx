import {
  FORM_FIELD_TYPE_LABELS,
  FORM_FIELD_TYPES,
  FORM_FILE_KIND_LABELS,
  FORM_FILE_KINDS,
  FORM_FILE_MAX_MB_MAX,
  FORM_FILE_MAX_MB_MIN,
  type FormField,
  type FormFieldType,
  toFieldName,
} from '@tramites/shared';
import { useId, useMemo, useRef } from 'react';
import { type FieldError, get, useFieldArray, useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Input, Select, SelectOptions } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { emptyDraft, type FieldDraft, fieldDraftResolver, TYPE_SETTINGS, toDraft } from '../field-draft.ts';
import { conditionTargets, isAnsweredByContactFields } from '../form-builder.ts';
import { FieldOptionsEditor } from './form-field-options-editor.tsx';

export interface FieldEditorTarget {
  /** The field being edited, or null for a new one (with the id it will get). */
  field: FormField | null;
  newId: string;
}

export interface FormFieldEditorDialogProps {
  /** Open while set. */
  target: FieldEditorTarget | null;
  /** Every field of the form, in order (the edited one included). */
  fields: readonly FormField[];
  onSave: (field: FormField) => void;
  onClose: () => void;
}

/** 'Agregar campo' / 'Editar campo': one field's label, name, type, rules, options, file settings and condition. */
export function FormFieldEditorDialog({ target, fields, onSave, onClose }: FormFieldEditorDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target?.field ? `Editar campo: ${target.field.label}` : 'Agregar campo'}
      description="Así se pregunta en el formulario de solicitud; la vista previa lo muestra al guardarlo."
      size="lg"
    >
      {target ? (
        <FieldEditorForm
          key={target.field?.id ?? target.newId}
          target={target}
          fields={fields}
          onSave={(field) => {
            onSave(field);
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function FieldEditorForm({
  target,
  fields,
  onSave,
  onCancel,
}: {
  target: FieldEditorTarget;
  fields: readonly FormField[];
  onSave: (field: FormField) => void;
  onCancel: () => void;
}) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const editing = target.field;
  const index = editing ? fields.findIndex((field) => field.id === editing.id) : fields.length;
  const others = useMemo(() => fields.filter((field) => field.id !== editing?.id), [fields, editing]);
  // A new field's name follows its label until someone types a name of their own.
  const isNameEdited = useRef(editing !== null);

  const form = useForm<FieldDraft, unknown, FormField>({
    resolver: fieldDraftResolver({ others, index }),
    defaultValues: editing ? toDraft(editing) : emptyDraft(target.newId),
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = form;
  const options = useFieldArray({ control, name: 'options' });

  const type = watch('type');
  const name = watch('name');
  const settings = TYPE_SETTINGS[type];
  const targets = conditionTargets(others, index);
  const conditionField = watch('visible_when.field');
  const conditionTarget = targets.find((field) => field.name === conditionField);
  const error = (path: string) => (get(errors, path) as FieldError | undefined)?.message;
  const optionsError =
    (errors.options as { root?: { message?: string } } | undefined)?.root?.message ??
    (errors.options as { message?: string } | undefined)?.message;

  const labelField = register('label');
  const nameField = register('name');
  const typeField = register('type');
  const conditionFieldRegistration = register('visible_when.field');

  const text = (
    path: Parameters<typeof register>[0],
    label: string,
    extra: { hint?: string; type?: string } = {},
  ) => {
    const message = error(path);
    const inputId = id(path.replaceAll('.', '-'));
    return (
      <Field id={inputId} label={label} hint={extra.hint} error={message}>
        <Input
          id={inputId}
          type={extra.type ?? 'text'}
          inputMode={extra.type === 'number' ? 'decimal' : undefined}
          invalid={Boolean(message)}
          aria-describedby={describedBy(inputId, { hint: Boolean(extra.hint), error: Boolean(message) })}
          {...register(path)}
        />
      </Field>
    );
  };

  const onSubmit = handleSubmit((field) => onSave(field));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="sr-only">Datos del campo</legend>
        <Field id={id('label')} label="Etiqueta" required error={error('label')}>
          <Input
            id={id('label')}
            aria-required="true"
            invalid={Boolean(error('label'))}
            aria-describedby={describedBy(id('label'), { error: Boolean(error('label')) })}
            {...labelField}
            onChange={(event) => {
              void labelField.onChange(event);
              if (!isNameEdited.current) {
                const suggested = event.target.value.trim() ? toFieldName(event.target.value) : '';
                setValue('name', suggested, { shouldValidate: isSubmitted });
              }
            }}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={id('name')}
            label="Nombre interno"
            required
            hint="Minúsculas, números y guiones bajos; se sugiere a partir de la etiqueta."
            error={error('name')}
          >
            <Input
              id={id('name')}
              aria-required="true"
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              invalid={Boolean(error('name'))}
              aria-describedby={describedBy(id('name'), { hint: true, error: Boolean(error('name')) })}
              {...nameField}
              onChange={(event) => {
                isNameEdited.current = true;
                void nameField.onChange(event);
              }}
            />
          </Field>
          <Field id={id('type')} label="Tipo" required error={error('type')}>
            <Select
              id={id('type')}
              {...typeField}
              value={type}
              onChange={(event) => {
                void typeField.onChange(event);
                const next = event.target.value as FormFieldType;
                if (next === 'select' && options.fields.length === 0) {
                  options.append({ label: '', value: '' });
                }
              }}
            >
              <SelectOptions values={FORM_FIELD_TYPES} labels={FORM_FIELD_TYPE_LABELS} />
            </Select>
          </Field>
        </div>
        {isAnsweredByContactFields({ name }) ? (
          <p className="rounded-lg bg-sky-50 p-3 text-sky-900 text-sm">
            Este nombre lo contestan los datos de contacto de la solicitud: al cliente no se le pregunta dos
            veces.
          </p>
        ) : null}
        <Switch
          label="Obligatorio"
          description={
            type === 'file'
              ? 'El trámite necesita este documento: el cliente puede adjuntarlo al solicitar o subirlo después, en la página de documentos.'
              : 'El cliente no puede enviar la solicitud sin contestarlo.'
          }
          {...register('required')}
        />
        {settings.placeholder
          ? text(
              'placeholder',
              type === 'select' ? 'Texto de la opción vacía' : 'Texto de ejemplo (placeholder)',
            )
          : null}
        {text('help_text', 'Texto de ayuda', { hint: 'Se muestra bajo el campo.' })}
      </fieldset>

      {settings.length || settings.pattern || settings.value ? (
        <fieldset className="space-y-4 border-slate-200 border-t pt-5 [&>legend+*]:clear-both">
          <legend className="float-left mb-4 w-full font-semibold text-slate-900">
            Reglas de validación
          </legend>
          {settings.length ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {text('validation_rules.min_length', 'Longitud mínima', { type: 'number' })}
              {text('validation_rules.max_length', 'Longitud máxima', { type: 'number' })}
            </div>
          ) : null}
          {settings.value ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {text('validation_rules.min_value', 'Valor mínimo', { type: 'number' })}
              {text('validation_rules.max_value', 'Valor máximo', { type: 'number' })}
            </div>
          ) : null}
          {settings.pattern ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {text('validation_rules.pattern', 'Patrón (expresión regular)', {
                hint: 'La respuesta completa debe coincidir. Ej.: [0-9]{5}',
              })}
              {text('validation_rules.pattern_message', 'Mensaje si no coincide', {
                hint: 'Ej.: Escribe los 5 dígitos del código postal',
              })}
            </div>
          ) : null}
        </fieldset>
      ) : null}

      {type === 'select' ? (
        <FieldOptionsEditor
          form={form}
          options={options}
          error={error}
          idOf={id}
          optionsError={optionsError}
        />
      ) : null}

      {type === 'file' ? (
        <fieldset className="space-y-4 border-slate-200 border-t pt-5 [&>legend+*]:clear-both">
          <legend className="float-left mb-4 w-full font-semibold text-slate-900">Archivo</legend>
          <fieldset className="space-y-1.5">
            <legend className="mb-1.5 font-medium text-slate-800 text-sm">Tipos de archivo</legend>
            <div className="flex flex-wrap gap-4">
              {FORM_FILE_KINDS.map((kind) => (
                <label key={kind} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={kind}
                    className="size-4 accent-brand-700"
                    {...register('file_types')}
                  />
                  {FORM_FILE_KIND_LABELS[kind]}
                </label>
              ))}
            </div>
            {error('file_types') ? (
              <p className="font-medium text-red-700 text-sm">{error('file_types')}</p>
            ) : null}
          </fieldset>
          {text('max_file_size', 'Tamaño máximo (MB)', {
            type: 'number',
            hint: `Entre ${FORM_FILE_MAX_MB_MIN} y ${FORM_FILE_MAX_MB_MAX} MB.`,
          })}
          {/* Issue 20: by default a file never blocks sending; the client may upload it after the quotation. */}
          <Switch
            label="Obligatorio al solicitar"
            description="El cliente no puede enviar la solicitud sin adjuntar este archivo. Déjalo sin marcar para que pueda subirlo después, en la página de documentos (así lo pide el flujo normal: primero la cotización)."
            {...register('required_at_request')}
          />
        </fieldset>
      ) : null}

      <fieldset className="space-y-4 border-slate-200 border-t pt-5 [&>legend+*]:clear-both">
        <legend className="float-left mb-4 w-full font-semibold text-slate-900">Visibilidad</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={id('condition-field')}
            label="Mostrar solo cuando"
            hint={targets.length === 0 ? 'Solo puede depender de un campo anterior.' : undefined}
            error={error('visible_when.field')}
          >
            <Select
              id={id('condition-field')}
              invalid={Boolean(error('visible_when.field'))}
              aria-describedby={describedBy(id('condition-field'), {
                hint: targets.length === 0,
                error: Boolean(error('visible_when.field')),
              })}
              {...conditionFieldRegistration}
              value={conditionField}
              onChange={(event) => {
                void conditionFieldRegistration.onChange(event);
                setValue('visible_when.equals', '');
              }}
            >
              <option value="">Siempre visible</option>
              {targets.map((field) => (
                <option key={field.id} value={field.name}>
                  {field.label}
                </option>
              ))}
            </Select>
          </Field>
          {conditionField ? (
            <Field id={id('condition-value')} label="sea" required error={error('visible_when.equals')}>
              {conditionTarget?.type === 'select' || conditionTarget?.type === 'checkbox' ? (
                <Select
                  id={id('condition-value')}
                  invalid={Boolean(error('visible_when.equals'))}
                  aria-describedby={describedBy(id('condition-value'), {
                    error: Boolean(error('visible_when.equals')),
                  })}
                  {...register('visible_when.equals')}
                  value={watch('visible_when.equals')}
                >
                  <option value="">Elige un valor…</option>
                  {conditionTarget.type === 'checkbox' ? (
                    <>
                      <option value="true">Sí (marcada)</option>
                      <option value="false">No (sin marcar)</option>
                    </>
                  ) : (
                    (conditionTarget.options ?? []).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))
                  )}
                </Select>
              ) : (
                <Input
                  id={id('condition-value')}
                  invalid={Boolean(error('visible_when.equals'))}
                  aria-describedby={describedBy(id('condition-value'), {
                    error: Boolean(error('visible_when.equals')),
                  })}
                  {...register('visible_when.equals')}
                />
              )}
            </Field>
          ) : null}
        </div>
      </fieldset>

      <FormFooter submitLabel={editing ? 'Guardar campo' : 'Agregar campo'} onCancel={onCancel} />
    </form>
  );
}
