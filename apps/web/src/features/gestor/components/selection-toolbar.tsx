import { CheckCheck, ListChecks, Square, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

export interface SelectionToolbarProps {
  isSelectionMode: boolean;
  onToggleSelectionMode: () => void;
  selectedCount: number;
  pendingCount: number;
  onSelectAllPending: () => void;
  onClearSelection: () => void;
  onApproveSelected: () => void;
  onRejectSelected: () => void;
  isBusy: boolean;
}

/** Selection mode and the batch actions (spec section 2; batch reject works, DESIGN 9.2). */
export function SelectionToolbar({
  isSelectionMode,
  onToggleSelectionMode,
  selectedCount,
  pendingCount,
  onSelectAllPending,
  onClearSelection,
  onApproveSelected,
  onRejectSelected,
  isBusy,
}: SelectionToolbarProps) {
  return (
    <Card className="flex flex-col gap-3 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:p-4">
      <Button
        variant={isSelectionMode ? 'primary' : 'outline'}
        size="sm"
        aria-pressed={isSelectionMode}
        onClick={onToggleSelectionMode}
        leftIcon={<ListChecks className="size-4" aria-hidden="true" />}
      >
        Modo selección
      </Button>
      {isSelectionMode ? (
        <>
          <p className="font-medium text-slate-700 text-sm" role="status" aria-live="polite">
            {selectedCount === 1 ? '1 documento seleccionado' : `${selectedCount} documentos seleccionados`}
          </p>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button
              variant="ghost"
              size="sm"
              onClick={onSelectAllPending}
              disabled={pendingCount === 0 || isBusy}
              leftIcon={<CheckCheck className="size-4" aria-hidden="true" />}
            >
              Seleccionar todos los pendientes ({pendingCount})
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onClearSelection}
              disabled={selectedCount === 0 || isBusy}
              leftIcon={<Square className="size-4" aria-hidden="true" />}
            >
              Limpiar selección
            </Button>
            <Button
              variant="primary"
              size="sm"
              onClick={onApproveSelected}
              disabled={selectedCount === 0}
              isLoading={isBusy}
            >
              Aprobar seleccionados
            </Button>
            <Button
              variant="danger"
              size="sm"
              onClick={onRejectSelected}
              disabled={selectedCount === 0 || isBusy}
              leftIcon={<X className="size-4" aria-hidden="true" />}
            >
              Rechazar seleccionados
            </Button>
          </div>
        </>
      ) : (
        <p className="text-slate-600 text-sm">
          Activa el modo selección para aprobar o rechazar varios documentos a la vez.
        </p>
      )}
    </Card>
  );
}
