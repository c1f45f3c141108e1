import { FileX2 } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';

/**
 * Where a document's download (and preview) would be: its file was removed when the retention period of
 * its closed request ended (issue 25). The row stays (name, date), the file does not.
 */
export function PurgedFileNote({ purgedAt, className }: { purgedAt: string; className?: string }) {
  return (
    <p className={cn('flex items-start gap-1.5 text-slate-600 text-sm', className)}>
      <FileX2 className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
      <span>Archivo eliminado el {formatDate(purgedAt)} (periodo de conservación)</span>
    </p>
  );
}
