import { DocumentPreview } from './document-preview.tsx';
import { DownloadDocumentButton } from './download-document-button.tsx';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

export interface DocumentPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  documentId: string;
  /** What the document is: 'INE vigente'. */
  title: string;
  filename?: string;
}

/** The preview pane: the document inline, with its download and a way out (Escape closes it too). */
export function DocumentPreviewDialog({
  open,
  onClose,
  documentId,
  title,
  filename,
}: DocumentPreviewDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Vista previa: ${title}`} description={filename} size="xl">
      {open ? (
        <div className="space-y-4">
          <section
            aria-label={`Documento: ${title}`}
            // Scrolls by itself, so that the download and the way out stay in view under a long PDF.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
            className="max-h-[calc(100dvh-16rem)] overflow-y-auto rounded-xl bg-slate-100 p-2 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-3"
          >
            <DocumentPreview documentId={documentId} label={title} />
          </section>
          <div className="flex flex-wrap justify-end gap-2">
            <DownloadDocumentButton documentId={documentId} filename={filename} size="md" />
            <Button variant="primary" onClick={onClose}>
              Cerrar
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
