import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatInteger } from '../../lib/format.ts';
import { Button } from './button.tsx';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows on this page. */
  count: number;
  total: number;
  /** The server stopped counting at `total`: the last page is unknown ("más de {total}"). */
  isTotalCapped?: boolean;
  onPageChange: (page: number) => void;
  /** What is counted ("solicitudes"): said after the total and in the navigation's name. */
  noun?: string;
  /** A page is loading: previous and next wait for it. */
  isFetching?: boolean;
}

/** 'Mostrando 21–40 de 153 solicitudes' with previous and next; nothing when everything fits one page. */
export function Pagination({
  page,
  pageSize,
  count,
  total,
  isTotalCapped = false,
  onPageChange,
  noun,
  isFetching = false,
}: PaginationProps) {
  const first = (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + count;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = isTotalCapped ? count === pageSize : page < pages;
  if (count === 0 || (page === 1 && !hasNext)) {
    return null;
  }
  return (
    <nav
      aria-label={noun ? `Paginación de ${noun}` : 'Paginación'}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-slate-600 text-sm" aria-live="polite">
        Mostrando{' '}
        <span className="font-medium text-slate-900 tabular-nums">
          {formatInteger(first)}–{formatInteger(last)}
        </span>{' '}
        de{' '}
        <span className="font-medium text-slate-900 tabular-nums">
          {isTotalCapped ? `más de ${formatInteger(total)}` : formatInteger(total)}
        </span>
        {noun ? ` ${noun}` : ''}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1 || isFetching}
          leftIcon={<ChevronLeft className="size-4" aria-hidden="true" />}
        >
          Anterior
        </Button>
        <span className="text-slate-600 text-sm tabular-nums">
          Página {page}
          {isTotalCapped ? '' : ` de ${pages}`}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={!hasNext || isFetching}
        >
          Siguiente
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
