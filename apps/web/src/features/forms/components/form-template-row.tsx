import type { FormTemplate } from '@tramites/shared';
import { Copy, Pencil } from 'lucide-react';
import { DeleteRowButton, RowButton } from '../../../components/row-buttons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate, formatInteger } from '../../../lib/format.ts';
import { shortFormId } from '../form-builder.ts';
import { FormStatusBadges } from './form-status-badges.tsx';

/** One template in the forms list: name, status, procedure, figures, and its actions. */
export function FormTemplateRow({
  template,
  isDuplicating,
  isPublishing,
  onEdit,
  onDuplicate,
  onTogglePublished,
  onDelete,
}: {
  template: FormTemplate;
  isDuplicating: boolean;
  isPublishing: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}) {
  const fieldCount = template.fields.length;
  return (
    <Card className="p-3 sm:p-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="break-words font-semibold text-slate-900">{template.name}</span>
            <FormStatusBadges template={template} />
          </p>
          <p className="text-slate-600 text-sm">
            {template.tramite_name ? (
              <>
                <span className="font-medium text-slate-800">{template.tramite_name}</span>
                {template.category_name ? ` · ${template.category_name}` : null}
              </>
            ) : (
              <span className="italic">Sin trámite</span>
            )}
          </p>
          <ul
            className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-sm"
            aria-label="Datos del formulario"
          >
            <li>
              ID <span className="font-mono text-slate-900">{shortFormId(template.id)}</span>
            </li>
            <li>
              Versión {template.version}
              {template.published_version !== null && template.published_version !== template.version
                ? ` (publicada: ${template.published_version})`
                : ''}
            </li>
            <li>
              {formatInteger(fieldCount)} {fieldCount === 1 ? 'campo' : 'campos'}
            </li>
            <li>
              {formatInteger(template.requests_count)}{' '}
              {template.requests_count === 1 ? 'solicitud' : 'solicitudes'}
            </li>
            <li>Actualizado {formatDate(template.updated_at)}</li>
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <RowButton name={template.name} onClick={onEdit} verb="Editar" icon={Pencil} />
          <RowButton
            name={template.name}
            onClick={onDuplicate}
            verb="Duplicar"
            icon={Copy}
            isLoading={isDuplicating}
          />
          <Button
            size="sm"
            variant={template.is_published ? 'outline' : 'secondary'}
            onClick={onTogglePublished}
            isLoading={isPublishing}
            aria-label={`${template.is_published ? 'Despublicar' : 'Publicar'} ${template.name}`}
          >
            {template.is_published ? 'Despublicar' : 'Publicar'}
          </Button>
          <DeleteRowButton name={template.name} onClick={onDelete} />
        </div>
      </div>
    </Card>
  );
}
