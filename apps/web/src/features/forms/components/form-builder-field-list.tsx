import type { FormField } from '@tramites/shared';
import { ListPlus, Plus } from 'lucide-react';
import { useMemo } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { SortableList } from '../../../components/sortable-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatInteger } from '../../../lib/format.ts';
import {
  type BuilderValues,
  fieldProblems,
  fieldsListError,
  nextFieldId,
  reorderFields,
} from '../form-builder.ts';
import type { FieldEditorTarget } from './form-field-editor-dialog.tsx';
import { FormFieldRow } from './form-field-row.tsx';

/** The messages react-hook-form holds under one field of the list (submit and server errors). */
function messagesOf(error: unknown): string[] {
  if (!error || typeof error !== 'object') {
    return [];
  }
  const { message, ...rest } = error as { message?: unknown; ref?: unknown; type?: unknown };
  const own = typeof message === 'string' && message ? [message] : [];
  const nested = Object.entries(rest)
    .filter(([key]) => key !== 'ref' && key !== 'type' && key !== 'types')
    .flatMap(([, value]) => messagesOf(value));
  return [...own, ...nested];
}

export interface FormBuilderFieldListProps {
  fields: FormField[];
  setFields: (next: FormField[]) => void;
  errors: FieldErrors<BuilderValues>;
  /** Opens the field editor on a new field or on one of the list. */
  onEdit: (target: FieldEditorTarget) => void;
  onDelete: (field: FormField) => void;
}

/**
 * 'Campos': the form's fields, dragged by their handle (or moved with the keyboard) to reorder, each with
 * what is wrong with it, and the buttons that open the field editor and the delete confirmation.
 */
export function FormBuilderFieldList({
  fields,
  setFields,
  errors,
  onEdit,
  onDelete,
}: FormBuilderFieldListProps) {
  const problems = useMemo(() => fieldProblems(fields), [fields]);
  const listError = fieldsListError(errors);

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">
            Campos <span className="font-normal text-slate-500">({formatInteger(fields.length)})</span>
          </h3>
          <p className="text-slate-600 text-sm">
            Arrastra un campo por su asa (o usa el teclado) para cambiar el orden.
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onEdit({ field: null, newId: nextFieldId(fields) })}
          leftIcon={<Plus className="size-4" aria-hidden="true" />}
        >
          Agregar campo
        </Button>
      </div>
      {listError ? (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {listError}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-slate-300 border-dashed p-6 text-center">
          <ListPlus className="size-6 text-slate-400" aria-hidden="true" />
          <p className="text-slate-600 text-sm">Aún no hay campos: agrega el primero.</p>
        </div>
      ) : (
        <SortableList<FormField, string>
          items={fields}
          getId={(field) => field.id}
          getLabel={(field) => field.label}
          onReorder={(ids) => setFields(reorderFields(fields, ids))}
          label="Campos del formulario"
          className="space-y-2"
          renderItem={(field, handle) => {
            const index = fields.indexOf(field);
            const fieldErrors = (errors.fields as FieldErrors<FormField>[] | undefined)?.[index];
            const messages = [...new Set([...(problems.get(field.id) ?? []), ...messagesOf(fieldErrors)])];
            return (
              <FormFieldRow
                field={field}
                fields={fields}
                handle={handle}
                messages={messages}
                onEdit={() => onEdit({ field, newId: field.id })}
                onDelete={() => onDelete(field)}
              />
            );
          }}
        />
      )}
    </Card>
  );
}
