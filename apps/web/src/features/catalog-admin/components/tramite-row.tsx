import type { AdminTramite } from '@tramites/shared';
import { ArchiveRestore, ArrowRightLeft, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeleteRowButton, EditRowButton, RowButton } from '../../../components/row-buttons.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDays, formatInteger, plural } from '../../../lib/format.ts';
import { formatTramitePrice } from '../../../lib/tramite-price.ts';

/**
 * One trámite of the Trámites tab: its figures, edit / change category / delete or restore, and below
 * them its request form with the buttons the forms feature gives (`formActions`).
 */
export function TramiteRow({
  tramite,
  handle,
  showCategory,
  isRestoring,
  onEdit,
  onMove,
  onDelete,
  onRestore,
  formActions,
}: {
  tramite: AdminTramite;
  handle: ReactNode;
  showCategory: boolean;
  isRestoring: boolean;
  onEdit: () => void;
  onMove: () => void;
  onDelete: () => void;
  onRestore: () => void;
  formActions: ReactNode;
}) {
  const isArchived = !tramite.is_active;
  const documents = tramite.required_documents.length;
  return (
    <Card className={isArchived ? 'bg-slate-50 p-3 sm:p-4' : 'p-3 sm:p-4'}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-2">
          {handle}
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="break-words font-semibold text-slate-900">{tramite.name}</span>
              {isArchived ? <Badge tone="warning">Archivado</Badge> : null}
            </p>
            {showCategory ? <p className="text-slate-500 text-xs">{tramite.category_name}</p> : null}
            <ul
              className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-sm"
              aria-label="Datos del trámite"
            >
              <li className="font-semibold text-slate-900">{formatTramitePrice(tramite)}</li>
              <li>{formatDays(tramite.estimated_time_days)}</li>
              <li>{plural(documents, 'documento', 'documentos')}</li>
              <li>
                {plural(tramite.requests_count, 'solicitud', 'solicitudes')}
                {tramite.active_requests_count > 0
                  ? ` (${formatInteger(tramite.active_requests_count)} activas)`
                  : ''}
              </li>
            </ul>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:pl-11 lg:pl-0">
          <EditRowButton name={tramite.name} onClick={onEdit} />
          <Button
            size="sm"
            variant="outline"
            onClick={onMove}
            leftIcon={<ArrowRightLeft className="size-4" aria-hidden="true" />}
            aria-label={`Cambiar de categoría ${tramite.name}`}
          >
            Cambiar categoría
          </Button>
          {isArchived ? (
            <RowButton
              name={tramite.name}
              onClick={onRestore}
              verb="Restaurar"
              icon={ArchiveRestore}
              variant="secondary"
              isLoading={isRestoring}
            />
          ) : (
            <DeleteRowButton name={tramite.name} onClick={onDelete} />
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-2 border-slate-100 border-t pt-3 sm:pl-11 lg:flex-row lg:items-center lg:justify-between">
        <p className="flex min-w-0 items-center gap-1.5 text-slate-600 text-sm">
          <FileText className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {tramite.form_template_name ? (
              <>
                Formulario: <span className="font-medium text-slate-900">{tramite.form_template_name}</span>
              </>
            ) : (
              <span className="italic">Sin formulario</span>
            )}
          </span>
        </p>
        {formActions}
      </div>
    </Card>
  );
}
