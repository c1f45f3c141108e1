import { Eye } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './ui/button.tsx';

// The pane (and PDF.js behind it) loads when first opened, never with the page.
const DocumentPreviewDialog = lazy(async () => ({
  default: (await import('./document-preview-dialog.tsx')).DocumentPreviewDialog,
}));

export interface PreviewDocumentButtonProps {
  documentId: string;
  /** What the document is: 'INE vigente' (the pane's title and the button's accessible name). */
  title: string;
  filename?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Only the icon is shown; the accessible name still says what is shown. */
  iconOnly?: boolean;
  className?: string;
}

/** "Vista previa": opens the document inline in a pane, beside the download. */
export function PreviewDocumentButton({
  documentId,
  title,
  filename,
  variant = 'outline',
  size = 'sm',
  iconOnly = false,
  className,
}: PreviewDocumentButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first opening on, so that closing it hands the focus back to this button.
  const [hasOpened, setHasOpened] = useState(false);
  const accessibleName = `Vista previa de ${title}`;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        leftIcon={<Eye className="size-4" aria-hidden="true" />}
        aria-label={accessibleName}
        title={iconOnly ? accessibleName : undefined}
      >
        {iconOnly ? null : 'Vista previa'}
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <DocumentPreviewDialog
            open={isOpen}
            onClose={() => setIsOpen(false)}
            documentId={documentId}
            title={title}
            filename={filename}
          />
        </Suspense>
      ) : null}
    </>
  );
}
