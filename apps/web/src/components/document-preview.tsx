import { FileWarning } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import { type DocumentPreviewFile, useDocumentPreview } from '../lib/preview-document.ts';
import { QueryError } from './query-error.tsx';
import { Alert } from './ui/alert.tsx';
import { Spinner } from './ui/spinner.tsx';

export interface DocumentPreviewProps {
  documentId: string;
  /** Names the image or the pages for screen readers: 'INE vigente'. */
  label: string;
}

/**
 * A document shown inline (PDF or image), fetched through the authorised, logged preview endpoint. Its own
 * component so that any pane (the dialog here, a review queue beside a list) shows documents one way.
 */
export function DocumentPreview({ documentId, label }: DocumentPreviewProps) {
  const preview = useDocumentPreview(documentId);
  if (preview.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner label="Cargando vista previa" />
      </div>
    );
  }
  if (preview.isError) {
    return (
      <QueryError
        title="No se pudo mostrar el documento"
        error={preview.error}
        onRetry={() => void preview.refetch()}
        isRetrying={preview.isFetching}
      />
    );
  }
  return preview.data.contentType === 'application/pdf' ? (
    <PdfPages file={preview.data} label={label} />
  ) : (
    <ImageView file={preview.data} label={label} />
  );
}

/** An image from memory: an <img> runs nothing, whatever the bytes hold. */
function ImageView({ file, label }: { file: DocumentPreviewFile; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file.blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.blob]);
  if (!url) {
    return null;
  }
  return (
    <img
      src={url}
      alt={label}
      className="mx-auto block h-auto max-h-[70dvh] max-w-full rounded border border-slate-200 bg-white object-contain"
    />
  );
}

/** The PDF's pages drawn by PDF.js (loaded now, not with the page). */
function PdfPages({ file, label }: { file: DocumentPreviewFile; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<
    | { status: 'rendering' }
    | { status: 'drawing' }
    | { status: 'done'; pageCount: number; renderedPages: number }
    | { status: 'failed'; message: string }
  >({ status: 'rendering' });

  useEffect(() => {
    const target = container.current;
    if (!target) {
      return;
    }
    const controller = new AbortController();
    setState({ status: 'rendering' });
    void (async () => {
      try {
        const [{ renderPdf }, data] = await Promise.all([
          import('../lib/render-pdf.ts'),
          file.blob.arrayBuffer(),
        ]);
        // The spinner goes once the first page is there; the others follow under it.
        const result = await renderPdf(data, target, controller.signal, (number) => {
          if (number === 1 && !controller.signal.aborted) {
            setState({ status: 'drawing' });
          }
        });
        if (!controller.signal.aborted) {
          setState({ status: 'done', ...result });
        }
      } catch (error) {
        if (!controller.signal.aborted) {
          setState({
            status: 'failed',
            message: errorMessage(error, 'El archivo no se pudo leer como PDF.'),
          });
        }
      }
    })();
    return () => {
      controller.abort();
      target.replaceChildren();
    };
  }, [file.blob]);

  return (
    <div className="space-y-3">
      {state.status === 'rendering' ? (
        <div className="flex min-h-32 items-center justify-center">
          <Spinner label="Dibujando el PDF" />
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <Alert tone="warning" title="No se pudo mostrar este PDF aquí">
          <p className="flex items-center gap-2">
            <FileWarning className="size-4 shrink-0" aria-hidden="true" />
            Descárgalo para abrirlo en tu equipo.
          </p>
        </Alert>
      ) : null}
      <section ref={container} aria-label={`Páginas de ${label}`} className="space-y-3" />
      {state.status === 'done' && state.renderedPages < state.pageCount ? (
        <p className="text-center text-slate-600 text-sm">
          Se muestran las primeras {state.renderedPages} de {state.pageCount} páginas. Descárgalo para ver el
          resto.
        </p>
      ) : null}
    </div>
  );
}
