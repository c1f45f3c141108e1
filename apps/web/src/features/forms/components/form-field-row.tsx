import { FORM_FIELD_TYPE_LABELS, type FormField } from '@tramites/shared';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeleteRowButton, RowButton } from '../../../components/row-buttons.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { describeCondition, isAnsweredByContactFields } from '../form-builder.ts';

/** One field in the builder's list: its handle, what it is, its condition and problems, edit and delete. */
export function FormFieldRow({
  field,
  fields,
  handle,
  messages,
  onEdit,
  onDelete,
}: {
  field: FormField;
  fields: readonly FormField[];
  handle: ReactNode;
  messages: string[];
  onEdit: () => void;
  onDelete: () => void;
}) {
  const condition = describeCondition(field, fields);
  return (
    <div
      className={
        messages.length > 0
          ? 'rounded-xl border border-red-300 bg-red-50/40 p-3'
          : 'rounded-xl border border-slate-200 bg-white p-3'
      }
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-2">
          {handle}
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="break-words font-medium text-slate-900">{field.label}</span>
              <Badge>{FORM_FIELD_TYPE_LABELS[field.type]}</Badge>
              {field.required ? <Badge tone="brand">Obligatorio</Badge> : null}
            </p>
            <p className="break-all font-mono text-slate-500 text-xs">{field.name}</p>
            {condition ? <p className="text-slate-600 text-xs">{condition}</p> : null}
            {isAnsweredByContactFields(field) ? (
              <p className="text-sky-800 text-xs">Lo contestan los datos de contacto de la solicitud.</p>
            ) : null}
            {messages.map((message) => (
              <p key={message} className="font-medium text-red-700 text-xs">
                {message}
              </p>
            ))}
          </div>
        </div>
        <div className="flex gap-2 pl-11 sm:pl-0">
          <RowButton name={`campo ${field.label}`} onClick={onEdit} verb="Editar" icon={Pencil} />
          <DeleteRowButton name={`campo ${field.label}`} onClick={onDelete} />
        </div>
      </div>
    </div>
  );
}
