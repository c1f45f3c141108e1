import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatInteger } from '../../../lib/format.ts';

export interface PaginationProps {
  page: number;
  pageSize: number;
  /** Rows on this page. */
  count: number;
  total: number;
  /** The server stopped counting at `total`: the last page is unknown. */
  isTotalCapped: boolean;
  onPage: (page: number) => void;
}

/** 'Mostrando 21–40 de 153' with previous and next. */
export function Pagination({ page, pageSize, count, total, isTotalCapped, onPage }: PaginationProps) {
  const first = (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + count;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = isTotalCapped ? count === pageSize : page < pages;
  if (count === 0 || (page === 1 && !hasNext)) {
    return null;
  }
  return (
    <nav aria-label="Paginación" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-slate-600 text-sm">
        Mostrando{' '}
        <span className="font-medium text-slate-900 tabular-nums">
          {formatInteger(first)}–{formatInteger(last)}
        </span>{' '}
        de{' '}
        <span className="font-medium text-slate-900 tabular-nums">
          {isTotalCapped ? `más de ${formatInteger(total)}` : formatInteger(total)}
        </span>
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          leftIcon={<ChevronLeft className="size-4" aria-hidden="true" />}
        >
          Anterior
        </Button>
        <span className="text-slate-600 text-sm tabular-nums">
          Página {page}
          {isTotalCapped ? '' : ` de ${pages}`}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={!hasNext}>
          Siguiente
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
