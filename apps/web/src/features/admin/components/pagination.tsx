import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatInteger } from '../../../lib/format.ts';

export interface PaginationProps {
  offset: number;
  limit: number;
  total: number;
  /** The server stopped counting: "más de {total}". */
  isCapped?: boolean;
  onOffsetChange: (offset: number) => void;
  isFetching?: boolean;
  /** What is being counted, e.g. "solicitudes". */
  noun: string;
}

/** "Mostrando 21–40 de 135 solicitudes" with previous / next. */
export function Pagination({
  offset,
  limit,
  total,
  isCapped = false,
  onOffsetChange,
  isFetching = false,
  noun,
}: PaginationProps) {
  if (total === 0) {
    return null;
  }
  const first = offset + 1;
  const last = Math.min(offset + limit, total);
  const hasPrevious = offset > 0;
  const hasNext = offset + limit < total || (isCapped && last === total);
  return (
    <nav
      aria-label={`Paginación de ${noun}`}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-slate-600 text-sm" aria-live="polite">
        Mostrando {formatInteger(first)}–{formatInteger(last)} de {isCapped ? 'más de ' : ''}
        {formatInteger(total)} {noun}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!hasPrevious || isFetching}
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
          leftIcon={<ChevronLeft className="size-4" aria-hidden="true" />}
        >
          Anterior
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!hasNext || isFetching}
          onClick={() => onOffsetChange(offset + limit)}
        >
          Siguiente
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
