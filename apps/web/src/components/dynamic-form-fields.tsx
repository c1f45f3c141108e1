import {
  FORM_FILE_KIND_EXTENSIONS,
  FORM_FILE_KIND_LABELS,
  type FormField,
  fieldFileKinds,
  fieldMaxFileMb,
  fieldMimeTypes,
  formatFileSize,
  isRequiredAtRequest,
  normalizePhone,
  sortFields,
  visibleFieldNames,
} from '@tramites/shared';
import { Paperclip, Upload, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Controller, type FieldError, get, useFormContext, useWatch } from 'react-hook-form';
import { cn } from '../lib/cn.ts';
import { Button, buttonClasses } from './ui/button.tsx';
import { Input, Select, Textarea } from './ui/input.tsx';
import { describedBy, Field } from './ui/label.tsx';

/** What the inputs hold before the shared schema parses them: text, a checkbox's boolean, a chosen File. */
export type DynamicAnswerValue = string | boolean | File | null;
export type DynamicAnswers = Record<string, DynamicAnswerValue>;

/** The starting value of every field: empty text, an unticked box, no file. */
export function emptyAnswers(fields: readonly FormField[]): DynamicAnswers {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.type === 'checkbox' ? false : field.type === 'file' ? null : '',
    ]),
  );
}

/** Under a file field that does not block sending (issue 20): the spec's flow uploads after the quotation. */
export const FILE_LATER_HINT = 'Puedes adjuntarlo ahora o después, en la página de documentos';

/** 'PDF o Imagen (JPG, PNG), hasta 10 MB'. */
export function describeFileRule(field: FormField): string {
  const kinds = fieldFileKinds(field).map((kind) => FORM_FILE_KIND_LABELS[kind]);
  return `${kinds.join(' o ')}, hasta ${fieldMaxFileMb(field)} MB`;
}

export interface DynamicFormFieldsProps {
  /** The form version's fields (any order: they are shown by `order`). */
  fields: readonly FormField[];
  /** Where the answers live in the surrounding react-hook-form values, e.g. `form_answers`. */
  name: string;
  /**
   * Fields another part of the form already asks (the request form's contact fields): not shown again,
   * but their values count for the conditions of the fields that are shown.
   */
  answeredElsewhere?: Readonly<Record<string, unknown>>;
  disabled?: boolean;
}

/**
 * A form template's fields, rendered inside a react-hook-form `FormProvider`. The one component both the
 * request form on the category page and the form builder's preview use, so the preview is exactly what
 * clients get. Conditional fields appear and disappear as the answers change (`visibleFieldNames`, from
 * shared); the surrounding form validates with `buildAnswersSchema(fields, {files: 'check'})`, whose
 * messages land under each field (`{name}.{field}`).
 */
export function DynamicFormFields({
  fields,
  name,
  answeredElsewhere = {},
  disabled,
}: DynamicFormFieldsProps) {
  const idBase = useId();
  const { control } = useFormContext();
  const answers = (useWatch({ control, name }) ?? {}) as Record<string, unknown>;
  const visible = visibleFieldNames(fields, { ...answers, ...answeredElsewhere });
  const shown = sortFields(fields).filter(
    (field) => visible.has(field.name) && !(field.name in answeredElsewhere),
  );
  if (shown.length === 0) {
    return null;
  }
  return (
    <div className="space-y-5">
      {shown.map((field) => (
        <DynamicField
          key={field.id}
          field={field}
          path={`${name}.${field.name}`}
          id={`${idBase}-${field.name}`}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

interface DynamicFieldProps {
  field: FormField;
  /** The answer's path in the form values. */
  path: string;
  id: string;
  disabled?: boolean;
}

function DynamicField({ field, path, id, disabled }: DynamicFieldProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext();
  const error = (get(errors, path) as FieldError | undefined)?.message;
  const hasError = Boolean(error);
  const hint = field.help_text?.trim() || undefined;
  const placeholder = field.placeholder?.trim() || undefined;
  const rules = field.validation_rules;
  const common = {
    id,
    disabled,
    invalid: hasError,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(id, { hint: Boolean(hint), error: hasError }),
  };

  const wrap = (
    element: ReactNode,
    fieldHint: string | undefined = hint,
    required: boolean = field.required,
  ) => (
    <Field id={id} label={field.label} required={required} hint={fieldHint} error={error}>
      {element}
    </Field>
  );

  switch (field.type) {
    case 'textarea':
      return wrap(
        <Textarea
          {...common}
          rows={4}
          placeholder={placeholder}
          maxLength={rules.max_length ?? undefined}
          {...register(path)}
        />,
      );
    case 'select':
      return wrap(
        <Select {...common} {...register(path)}>
          <option value="">{placeholder ?? 'Selecciona una opción'}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>,
      );
    case 'checkbox':
      return (
        <div className="space-y-1.5">
          <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-slate-800 text-sm">
            <input
              id={id}
              type="checkbox"
              disabled={disabled}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
              aria-invalid={hasError || undefined}
              aria-required={field.required || undefined}
              aria-describedby={describedBy(id, { hint: Boolean(hint), error: hasError })}
              {...register(path)}
            />
            <span>
              {field.label}
              {field.required ? (
                <span className="ml-0.5 text-red-600" aria-hidden="true">
                  *
                </span>
              ) : null}
            </span>
          </label>
          {hint && !hasError ? (
            <p id={`${id}-hint`} className="pl-7 text-slate-500 text-xs">
              {hint}
            </p>
          ) : null}
          {hasError ? (
            <p id={`${id}-error`} className="pl-7 font-medium text-red-700 text-sm">
              {error}
            </p>
          ) : null}
        </div>
      );
    case 'phone': {
      const registered = register(path);
      return wrap(
        <Input
          {...common}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={placeholder ?? '10 dígitos'}
          {...registered}
          onChange={(event) => {
            event.target.value = normalizePhone(event.target.value);
            void registered.onChange(event);
          }}
        />,
      );
    }
    case 'curp':
    case 'rfc': {
      const registered = register(path);
      const length = field.type === 'curp' ? 18 : 13;
      return wrap(
        <Input
          {...common}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={length}
          className="font-mono uppercase"
          placeholder={placeholder}
          {...registered}
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase().replace(/\s+/g, '');
            void registered.onChange(event);
          }}
        />,
        hint ??
          (field.type === 'curp'
            ? '18 caracteres, como aparece en tu CURP'
            : '12 o 13 caracteres, con homoclave'),
      );
    }
    case 'number':
      return wrap(
        <Input {...common} type="text" inputMode="decimal" placeholder={placeholder} {...register(path)} />,
      );
    case 'date':
      return wrap(<Input {...common} type="date" {...register(path)} />);
    case 'email':
      return wrap(
        <Input {...common} type="email" autoComplete="email" placeholder={placeholder} {...register(path)} />,
      );
    case 'file': {
      // Only a file marked 'obligatorio al solicitar' is asked now; any other may come later (issue 20).
      const requiredNow = isRequiredAtRequest(field);
      return (
        <Controller
          control={control}
          name={path}
          render={({ field: input }) => {
            const file = input.value instanceof File ? input.value : null;
            const fileHint = [hint, describeFileRule(field), requiredNow ? null : FILE_LATER_HINT]
              .filter(Boolean)
              .join(' · ');
            return wrap(
              <FilePicker
                id={id}
                file={file}
                accept={[
                  ...fieldMimeTypes(field),
                  ...fieldFileKinds(field).flatMap((kind) => FORM_FILE_KIND_EXTENSIONS[kind]),
                ].join(',')}
                disabled={disabled}
                invalid={hasError}
                describedById={describedBy(id, { hint: true, error: hasError })}
                onBlur={input.onBlur}
                onChange={(next) => input.onChange(next)}
                inputRef={input.ref}
              />,
              fileHint,
              requiredNow,
            );
          }}
        />
      );
    }
    default:
      return wrap(
        <Input
          {...common}
          type="text"
          placeholder={placeholder}
          maxLength={rules.max_length ?? undefined}
          {...register(path)}
        />,
      );
  }
}

interface FilePickerProps {
  id: string;
  file: File | null;
  accept: string;
  disabled?: boolean;
  invalid: boolean;
  describedById: string | undefined;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

/**
 * A native file input (keyboard and screen readers know it, named by the field's label) drawn as a Spanish
 * 'Elegir archivo' button with the chosen file's name, and a way to drop the file.
 */
function FilePicker({
  id,
  file,
  accept,
  disabled,
  invalid,
  describedById,
  onChange,
  onBlur,
  inputRef,
}: FilePickerProps) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-dashed bg-slate-50 p-3',
        invalid ? 'border-red-500' : 'border-slate-300',
      )}
    >
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedById}
        onBlur={onBlur}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
        }}
        className="peer sr-only"
      />
      {/* The visible button is the input's second label: clicking it opens the picker; it adds no name. */}
      <label
        htmlFor={id}
        aria-hidden="true"
        className={cn(
          buttonClasses({ variant: 'outline', size: 'sm' }),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2',
          disabled && 'pointer-events-none opacity-55',
        )}
      >
        <Upload className="size-4" aria-hidden="true" />
        {file ? 'Cambiar archivo' : 'Elegir archivo'}
      </label>
      {file ? (
        <span className="flex w-full min-w-0 items-center gap-1.5 text-slate-700 text-sm">
          <Paperclip className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 truncate">{file.name}</span>
          <span className="shrink-0 text-slate-500">({formatFileSize(file.size)})</span>
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto shrink-0"
            disabled={disabled}
            aria-label={`Quitar ${file.name}`}
            leftIcon={<X className="size-4" aria-hidden="true" />}
            onClick={() => {
              const input = document.getElementById(id) as HTMLInputElement | null;
              if (input) {
                input.value = '';
              }
              onChange(null);
            }}
          >
            Quitar
          </Button>
        </span>
      ) : (
        <span className="text-slate-500 text-sm">Ningún archivo elegido</span>
      )}
    </div>
  );
}
