import { Download } from 'lucide-react';
import { useDownloadDocument } from '../lib/download-document.ts';
import { notifyError } from '../lib/notify.ts';
import { Button, type ButtonSize, type ButtonVariant } from './ui/button.tsx';

export interface DownloadDocumentButtonProps {
  documentId: string;
  /** The file's name: used in the accessible label and when the server sends none. */
  filename?: string;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Only the icon is shown; the accessible name still says what is downloaded. */
  iconOnly?: boolean;
  className?: string;
}

/**
 * Downloads a document through the authorised endpoint (the Bearer token goes in the header, so the
 * file is fetched and then saved; a plain link would be refused).
 */
export function DownloadDocumentButton({
  documentId,
  filename,
  label = 'Descargar',
  variant = 'outline',
  size = 'sm',
  iconOnly = false,
  className,
}: DownloadDocumentButtonProps) {
  const download = useDownloadDocument();
  const accessibleName = filename ? `${label} ${filename}` : label;
  const onClick = async () => {
    try {
      await download.mutateAsync({ documentId, fallbackFilename: filename });
    } catch (error) {
      notifyError('No se pudo descargar el documento', error);
    }
  };
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => void onClick()}
      isLoading={download.isPending}
      leftIcon={<Download className="size-4" aria-hidden="true" />}
      aria-label={iconOnly || filename ? accessibleName : undefined}
      title={iconOnly ? accessibleName : undefined}
    >
      {iconOnly ? null : label}
    </Button>
  );
}
