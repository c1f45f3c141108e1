import {
  type AdminCategory,
  CATEGORY_COLORS,
  CATEGORY_ICONS,
  CategoryCreateSchema,
  ESTIMATED_PROCEDURES_MAX,
  ESTIMATED_PROCEDURES_MIN,
} from '@tramites/shared';
import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import { COLOR_LABELS, ICON_LABELS } from '../../../components/category-options.ts';
import { categoryColorClasses } from '../../../components/category-style.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { cn } from '../../../lib/cn.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { useUpdateCategory } from '../api/update-category.ts';

/** The modal's fields are the create schema's (an edit sends the same fields to the PUT). */
type CategoryEditValues = z.input<typeof CategoryCreateSchema>;

const FIELDS = [
  'name',
  'description',
  'icon',
  'color',
  'estimated_procedures',
  'is_visible',
  'is_active',
  'specialization_required',
] as const;

const defaultsOf = (category: AdminCategory | null): CategoryEditValues =>
  category
    ? {
        name: category.name,
        description: category.description,
        icon: (CATEGORY_ICONS as readonly string[]).includes(category.icon)
          ? (category.icon as CategoryEditValues['icon'])
          : 'FileText',
        color: category.color,
        estimated_procedures: category.estimated_procedures,
        is_visible: category.is_visible,
        is_active: category.is_active,
        specialization_required: category.specialization_required,
      }
    : {
        name: '',
        description: '',
        icon: 'FileText',
        color: 'blue',
        estimated_procedures: ESTIMATED_PROCEDURES_MIN,
        is_visible: true,
        is_active: true,
        specialization_required: false,
      };

export interface CategoryEditDialogProps {
  open: boolean;
  /** The category to edit; null creates a new one. */
  category: AdminCategory | null;
  onClose: () => void;
}

/** 'Nueva categoría' / 'Editar categoría': name, description, colour, icon, switches and estimate. */
export function CategoryEditDialog({ open, category, onClose }: CategoryEditDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={category ? 'Editar categoría' : 'Nueva categoría'}
      description={
        category
          ? 'Los cambios se ven en el catálogo público al guardar.'
          : 'Se agrega al final del orden de las categorías.'
      }
      size="lg"
    >
      {open ? <CategoryEditForm category={category} onDone={onClose} /> : null}
    </Dialog>
  );
}

function CategoryEditForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const { form, onSubmit, submitError } = useServerForm({
    schema: CategoryCreateSchema,
    defaultValues: defaultsOf(category),
    serverFields: FIELDS,
    errorTitle: category ? 'Error actualizando categoría' : 'Error creando categoría',
    errorFallback: 'Intenta de nuevo.',
    onSubmit: async (values) => {
      if (category) {
        await update.mutateAsync({ categoryId: category.id, ...values });
        notifySuccess(`Categoría "${values.name}" actualizada`);
      } else {
        await create.mutateAsync(values);
        notifySuccess(`Categoría "${values.name}" creada`);
      }
      onDone();
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const [name, color, icon] = watch(['name', 'color', 'icon']);
  const palette = categoryColorClasses(color);
  const isPending = create.isPending || update.isPending;
  const nameError = errors.name?.message;
  const descriptionError = errors.description?.message;
  const estimateError = errors.estimated_procedures?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}

      <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
        <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', palette.soft)}>
          <CategoryIcon name={icon} className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="text-slate-500 text-xs">Vista previa</p>
          <p className="break-words font-semibold text-slate-900">
            {name?.trim() || 'Nombre de la categoría'}
          </p>
        </div>
      </div>

      <Field id={id('name')} label="Nombre" required error={nameError}>
        <Input
          id={id('name')}
          autoFocus
          maxLength={160}
          aria-required="true"
          invalid={Boolean(nameError)}
          aria-describedby={describedBy(id('name'), { error: Boolean(nameError) })}
          {...register('name')}
        />
      </Field>
      <Field id={id('description')} label="Descripción" error={descriptionError}>
        <Textarea
          id={id('description')}
          rows={3}
          maxLength={1000}
          invalid={Boolean(descriptionError)}
          aria-describedby={describedBy(id('description'), { error: Boolean(descriptionError) })}
          {...register('description')}
        />
      </Field>

      <ChoiceFieldset
        legend="Color"
        gridClassName="grid grid-cols-8 gap-2"
        values={CATEGORY_COLORS}
        labels={COLOR_LABELS}
        error={errors.color?.message}
        registration={register('color')}
        renderChoice={colorSwatch}
      />
      <ChoiceFieldset
        legend="Icono"
        gridClassName="grid grid-cols-5 gap-2 sm:grid-cols-10"
        values={CATEGORY_ICONS}
        labels={ICON_LABELS}
        error={errors.icon?.message}
        registration={register('icon')}
        renderChoice={iconTile}
      />

      <Field
        id={id('estimated')}
        label="Trámites estimados"
        hint={`Entre ${ESTIMATED_PROCEDURES_MIN} y ${ESTIMATED_PROCEDURES_MAX}; se muestra en las tarjetas del catálogo.`}
        error={estimateError}
        className="sm:max-w-60"
      >
        <Input
          id={id('estimated')}
          type="number"
          inputMode="numeric"
          min={ESTIMATED_PROCEDURES_MIN}
          max={ESTIMATED_PROCEDURES_MAX}
          step={1}
          invalid={Boolean(estimateError)}
          aria-describedby={describedBy(id('estimated'), { hint: true, error: Boolean(estimateError) })}
          {...register('estimated_procedures')}
        />
      </Field>

      <div className="space-y-4 rounded-xl border border-slate-200 p-4">
        <Switch
          label="Visible en el catálogo"
          description="Una categoría oculta no aparece en el catálogo público."
          {...register('is_visible')}
        />
        <Switch
          label="Activa"
          description="Desactívala para retirarla del catálogo sin eliminarla."
          {...register('is_active')}
        />
        <Switch
          label="Requiere especialización"
          description="Sus casos necesitan un gestor con experiencia en la materia."
          {...register('specialization_required')}
        />
      </div>

      <FormFooter
        submitLabel={category ? 'Guardar cambios' : 'Crear categoría'}
        isPending={isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** A colour choice: a round swatch, ringed when chosen. */
const colorSwatch = (value: (typeof CATEGORY_COLORS)[number]) => (
  <span
    aria-hidden="true"
    className={cn(
      'size-8 cursor-pointer rounded-full ring-2 ring-transparent ring-offset-2 transition',
      'peer-checked:ring-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-4',
      categoryColorClasses(value).solid,
    )}
  />
);

/** An icon choice: the icon on a tile, outlined in brand colour when chosen. */
const iconTile = (value: (typeof CATEGORY_ICONS)[number]) => (
  <span
    aria-hidden="true"
    className={cn(
      'flex size-10 cursor-pointer items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-600 transition',
      'hover:border-slate-400 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-checked:ring-1 peer-checked:ring-brand-700',
      'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2',
    )}
  >
    <CategoryIcon name={value} className="size-5" />
  </span>
);

/** A row of radio tiles (the colours, the icons): each tile names its choice for screen readers. */
function ChoiceFieldset<T extends string>({
  legend,
  gridClassName,
  values,
  labels,
  error,
  registration,
  renderChoice,
}: {
  legend: string;
  gridClassName: string;
  values: readonly T[];
  labels: Record<T, string>;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** The tile drawn under the invisible radio. */
  renderChoice: (value: T) => ReactNode;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-slate-800 text-sm">{legend}</legend>
      <div className={gridClassName}>
        {values.map((value) => (
          <label key={value} className="relative flex justify-center" title={labels[value]}>
            <input
              type="radio"
              value={value}
              className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              {...registration}
            />
            <span className="sr-only">{labels[value]}</span>
            {renderChoice(value)}
          </label>
        ))}
      </div>
      {error ? <p className="font-medium text-red-700 text-sm">{error}</p> : null}
    </fieldset>
  );
}
