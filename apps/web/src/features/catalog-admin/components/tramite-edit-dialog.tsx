import {
  type AdminCategory,
  type AdminTramite,
  ESTIMATED_DAYS_MAX,
  ESTIMATED_DAYS_MIN,
  MODALIDAD_LABELS,
  MODALIDADES,
  TramiteCreateSchema,
} from '@tramites/shared';
import { useId } from 'react';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Input, Select, SelectOptions, Textarea } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { plural } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useCreateTramite } from '../api/create-tramite.ts';
import { useUpdateTramite } from '../api/update-tramite.ts';

/**
 * The form holds the create schema's fields (the edit form too: its category is fixed and left out of
 * the PUT, which changes a category only through 'Cambiar categoría').
 */
type TramiteEditValues = z.input<typeof TramiteCreateSchema>;

const FIELDS = [
  'name',
  'description',
  'category_id',
  'price_type',
  'fixed_price',
  'government_fee',
  'price_from',
  'estimated_time_days',
  'required_documents',
  'dependencia',
  'fundamento_juridico',
  'modalidad',
  'vigencia',
  'sensitive_data',
] as const;

const moneyText = (value: number | null) => (value === null ? '' : value.toFixed(2));

function defaultsOf(tramite: AdminTramite | null, categoryId: number | undefined): TramiteEditValues {
  if (!tramite) {
    return {
      name: '',
      description: '',
      category_id: categoryId === undefined ? '' : String(categoryId),
      price_type: 'variable',
      fixed_price: '',
      government_fee: '',
      price_from: '',
      estimated_time_days: ESTIMATED_DAYS_MIN,
      required_documents: '',
      dependencia: '',
      fundamento_juridico: '',
      modalidad: 'presencial',
      vigencia: '',
      sensitive_data: false,
    };
  }
  return {
    name: tramite.name,
    description: tramite.description,
    category_id: String(tramite.category_id),
    price_type: tramite.price_type,
    fixed_price: moneyText(tramite.fixed_price),
    government_fee: moneyText(tramite.government_fee),
    price_from: moneyText(tramite.price_from),
    estimated_time_days: tramite.estimated_time_days,
    required_documents: tramite.required_documents.join('\n'),
    dependencia: tramite.dependencia,
    fundamento_juridico: tramite.fundamento_juridico,
    modalidad: tramite.modalidad,
    vigencia: tramite.vigencia ?? '',
    sensitive_data: tramite.sensitive_data,
  };
}

export interface TramiteEditDialogProps {
  open: boolean;
  /** The trámite to edit; null creates one. */
  tramite: AdminTramite | null;
  /** Undefined while they load: a new trámite's form waits for them (its category select needs them). */
  categories: readonly AdminCategory[] | undefined;
  /** The category a new trámite starts in (the tab's filter). */
  defaultCategoryId?: number;
  onClose: () => void;
}

/** 'Nuevo trámite' / 'Editar trámite': the ficha of spec section 5's tramite form. */
export function TramiteEditDialog({ open, tramite, onClose, ...props }: TramiteEditDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={tramite ? 'Editar trámite' : 'Nuevo trámite'}
      description={
        tramite
          ? `${tramite.category_name} · los cambios se ven en el catálogo público al guardar.`
          : 'Se agrega al final de su categoría.'
      }
      size="lg"
    >
      {!open ? null : props.categories === undefined && tramite === null ? (
        <div className="space-y-3" role="status" aria-label="Cargando categorías">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : (
        <TramiteEditForm tramite={tramite} onDone={onClose} {...props} categories={props.categories ?? []} />
      )}
    </Dialog>
  );
}

function TramiteEditForm({
  tramite,
  categories,
  defaultCategoryId,
  onDone,
}: Omit<TramiteEditDialogProps, 'open' | 'onClose' | 'categories'> & {
  categories: readonly AdminCategory[];
  onDone: () => void;
}) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const create = useCreateTramite();
  const update = useUpdateTramite();
  const { form, onSubmit, submitError } = useServerForm({
    schema: TramiteCreateSchema,
    defaultValues: defaultsOf(tramite, defaultCategoryId),
    serverFields: FIELDS,
    errorTitle: tramite ? 'Error actualizando trámite' : 'Error creando trámite',
    errorFallback: 'Intenta de nuevo.',
    onSubmit: async (values) => {
      if (tramite) {
        const { category_id: _fixedCategory, ...changes } = values;
        await update.mutateAsync({ tramiteId: tramite.id, ...changes });
        notifySuccess(`Trámite "${values.name}" actualizado`);
      } else {
        await create.mutateAsync(values);
        notifySuccess(`Trámite "${values.name}" creado`);
      }
      onDone();
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const isFixed = watch('price_type') === 'fijo';
  const documentsText = watch('required_documents');
  const documentCount = (typeof documentsText === 'string' ? documentsText.split(/\r?\n/) : [])
    .map((line) => line.trim())
    .filter(Boolean).length;
  const isPending = create.isPending || update.isPending;
  const error = (field: (typeof FIELDS)[number]): string | undefined => {
    // A message about one line of the documents list (too long, or asking for a password) sits at its index.
    const found = errors[field] as unknown as
      | { message?: string }
      | ({ message?: string } | undefined)[]
      | undefined;
    return Array.isArray(found) ? found.find((line) => line?.message)?.message : found?.message;
  };
  const control = (field: (typeof FIELDS)[number], hint = false) =>
    fieldControl(id(field), { hint, error: error(field) });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}

      <Field id={id('name')} label="Nombre del trámite" required error={error('name')}>
        <Input autoFocus maxLength={160} aria-required="true" {...control('name')} {...register('name')} />
      </Field>

      {tramite ? (
        <p className="text-slate-600 text-sm">
          Categoría: <span className="font-medium text-slate-900">{tramite.category_name}</span> (se cambia
          con «Cambiar categoría»).
        </p>
      ) : (
        <Field id={id('category_id')} label="Categoría" required error={error('category_id')}>
          <Select aria-required="true" {...control('category_id')} {...register('category_id')}>
            <option value="">Selecciona una categoría…</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
      )}

      <Field id={id('description')} label="Descripción" error={error('description')}>
        <Textarea rows={3} maxLength={2000} {...control('description')} {...register('description')} />
      </Field>

      <fieldset className="space-y-3">
        <legend className="font-medium text-slate-800 text-sm">Precio</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value="fijo"
              className="size-4 accent-brand-700"
              {...register('price_type')}
            />
            Precio fijo
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value="variable"
              className="size-4 accent-brand-700"
              {...register('price_type')}
            />
            Cotización (precio variable)
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {isFixed ? (
            <Field
              id={id('fixed_price')}
              label="Precio fijo (MXN)"
              required
              hint="Honorarios con IVA incluido: lo que cobra la cotización automática."
              error={error('fixed_price')}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                aria-required="true"
                {...control('fixed_price', true)}
                {...register('fixed_price', { shouldUnregister: true })}
              />
            </Field>
          ) : (
            <Field
              id={id('price_from')}
              label="Precio desde (MXN)"
              hint="Opcional, con IVA: la ficha dice «Desde $…». Sin él, «Cotización en 24 h hábiles»."
              error={error('price_from')}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                {...control('price_from', true)}
                {...register('price_from', { shouldUnregister: true })}
              />
            </Field>
          )}
          <Field
            id={id('government_fee')}
            label="Derechos (MXN)"
            hint="Opcional: lo que cobra la dependencia, sin IVA (pago por cuenta de terceros)."
            error={error('government_fee')}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              {...control('government_fee', true)}
              {...register('government_fee')}
            />
          </Field>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={id('estimated_time_days')}
          label="Días estimados"
          hint={`Entre ${ESTIMATED_DAYS_MIN} y ${ESTIMATED_DAYS_MAX}.`}
          error={error('estimated_time_days')}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={ESTIMATED_DAYS_MIN}
            max={ESTIMATED_DAYS_MAX}
            step={1}
            {...control('estimated_time_days', true)}
            {...register('estimated_time_days')}
          />
        </Field>
        <Field id={id('modalidad')} label="Modalidad" error={error('modalidad')}>
          <Select {...control('modalidad')} {...register('modalidad')}>
            <SelectOptions values={MODALIDADES} labels={MODALIDAD_LABELS} />
          </Select>
        </Field>
      </div>

      <Field
        id={id('required_documents')}
        label="Documentos requeridos"
        hint={`Uno por línea; las líneas vacías no cuentan. ${plural(documentCount, 'documento', 'documentos')}.`}
        error={error('required_documents')}
      >
        <Textarea rows={5} {...control('required_documents', true)} {...register('required_documents')} />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('dependencia')} label="Dependencia" error={error('dependencia')}>
          <Input maxLength={200} {...control('dependencia')} {...register('dependencia')} />
        </Field>
        <Field
          id={id('vigencia')}
          label="Vigencia"
          hint="Opcional, p. ej. «6 años»."
          error={error('vigencia')}
        >
          <Input maxLength={200} {...control('vigencia', true)} {...register('vigencia')} />
        </Field>
      </div>
      <Field id={id('fundamento_juridico')} label="Fundamento jurídico" error={error('fundamento_juridico')}>
        <Textarea
          rows={2}
          maxLength={500}
          {...control('fundamento_juridico')}
          {...register('fundamento_juridico')}
        />
      </Field>

      <Switch
        label="Trata datos personales sensibles"
        description="Datos de salud (IMSS, certificados médicos) o de estado civil (matrimonio, divorcio, parentesco). La primera solicitud de cada cliente le pedirá su consentimiento expreso."
        {...register('sensitive_data')}
      />

      <FormFooter
        submitLabel={tramite ? 'Guardar cambios' : 'Crear trámite'}
        isPending={isPending}
        onCancel={onDone}
      />
    </form>
  );
}
