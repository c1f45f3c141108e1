import type { AdminTramite, FormTemplate } from '@tramites/shared';
import { useId, useMemo } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Card } from '../../../components/ui/card.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import type { BuilderValues } from '../form-builder.ts';

/** The procedures by category, in the catalogue's order, for the select's groups. */
function groupByCategory(tramites: readonly AdminTramite[]) {
  const groups = new Map<string, AdminTramite[]>();
  for (const tramite of tramites) {
    const list = groups.get(tramite.category_name) ?? [];
    list.push(tramite);
    groups.set(tramite.category_name, list);
  }
  return [...groups.entries()];
}

export interface FormBuilderMetadataProps {
  template: FormTemplate | null;
  tramites: readonly AdminTramite[];
  register: UseFormRegister<BuilderValues>;
  errors: FieldErrors<BuilderValues>;
  /** The select's value (the procedure's id as text). */
  tramiteValue: string;
  selectedTramite: AdminTramite | undefined;
}

/** 'Datos del formulario': name, description and the procedure it is for. */
export function FormBuilderMetadata({
  template,
  tramites,
  register,
  errors,
  tramiteValue,
  selectedTramite,
}: FormBuilderMetadataProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const groups = useMemo(() => groupByCategory(tramites), [tramites]);
  // Choosing a procedure that already has another form: said, since saving moves it to this one.
  const usesOtherForm = Boolean(
    selectedTramite?.form_template_id && selectedTramite.form_template_id !== template?.id,
  );
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h3 className="font-semibold text-slate-900">Datos del formulario</h3>
      <Field id={id('name')} label="Nombre del formulario" required error={errors.name?.message}>
        <Input
          id={id('name')}
          aria-required="true"
          maxLength={200}
          invalid={Boolean(errors.name)}
          aria-describedby={describedBy(id('name'), { error: Boolean(errors.name) })}
          {...register('name')}
        />
      </Field>
      <Field
        id={id('description')}
        label="Descripción"
        hint="Para el equipo: qué pide y por qué (no se muestra a los clientes)."
        error={errors.description?.message}
      >
        <Textarea
          id={id('description')}
          rows={2}
          maxLength={2000}
          aria-describedby={describedBy(id('description'), {
            hint: true,
            error: Boolean(errors.description),
          })}
          {...register('description')}
        />
      </Field>
      <Field
        id={id('tramite')}
        label="Trámite"
        required
        hint={
          usesOtherForm
            ? `Este trámite usa ahora «${selectedTramite?.form_template_name ?? 'otro formulario'}».`
            : undefined
        }
        error={errors.tramite_type_id?.message}
      >
        <Select
          id={id('tramite')}
          aria-required="true"
          invalid={Boolean(errors.tramite_type_id)}
          aria-describedby={describedBy(id('tramite'), {
            hint: usesOtherForm,
            error: Boolean(errors.tramite_type_id),
          })}
          {...register('tramite_type_id')}
          value={tramiteValue}
        >
          <option value="">Selecciona un trámite…</option>
          {groups.map(([category, items]) => (
            <optgroup key={category} label={category}>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                  {item.is_active ? '' : ' (archivado)'}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
    </Card>
  );
}
