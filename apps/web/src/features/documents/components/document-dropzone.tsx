import { FileUp, RefreshCw, Upload } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { useUploadDocument } from '../api/upload-document.ts';
import {
  acceptedKinds,
  DEFAULT_UPLOAD_LIMITS,
  type UploadLimits,
  uploadAccept,
  validateUploadFile,
} from '../upload-validation.ts';

export interface DocumentDropzoneProps {
  solicitudId: string;
  /** The requirement's name exactly as the server lists it. */
  documentName: string;
  /**
   * 'upload' for a first file; 'resubmit' after a rejection; 'replace' for a file under review or
   * approved. Every new upload after the first makes a new version.
   */
  mode: 'upload' | 'resubmit' | 'replace';
  /** A button only (no drop area): for staff, or to replace a file already under review. */
  compact?: boolean;
  /** The requirement's types and size (a form's file field has its own); PDF/JPG/PNG up to 10 MB otherwise. */
  limits?: UploadLimits;
  onUploaded?: () => void;
}

const PICK_LABELS: Record<DocumentDropzoneProps['mode'], string> = {
  upload: 'Seleccionar archivo',
  resubmit: 'Subir nueva versión',
  replace: 'Reemplazar archivo',
};

/** 'PDF, JPG o PNG'. */
const describeKinds = (kinds: string[]) =>
  kinds.length <= 1 ? (kinds[0] ?? '') : `${kinds.slice(0, -1).join(', ')} o ${kinds[kinds.length - 1]}`;

const uploadErrorMessage = (detail: string) => `Error subiendo documento: ${detail}`;

/**
 * Upload for one required document: drop a file on the area or pick it with the button (keyboard
 * usable), checked here for size and type before anything is sent, with a real progress bar.
 */
export function DocumentDropzone({
  solicitudId,
  documentName,
  mode,
  compact = false,
  limits = DEFAULT_UPLOAD_LIMITS,
  onUploaded,
}: DocumentDropzoneProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const dragDepth = useRef(0);
  const [isDragging, setIsDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ fileName: string; percent: number } | null>(null);
  const upload = useUploadDocument();

  useEffect(() => () => abortRef.current?.abort(), []);

  const startUpload = async (file: File | undefined) => {
    if (!file || upload.isPending) {
      return;
    }
    const problem = validateUploadFile(file, limits);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress({ fileName: file.name, percent: 0 });
    try {
      const result = await upload.mutateAsync({
        solicitudId,
        documentName,
        file,
        signal: controller.signal,
        onProgress: ({ percent }) => setProgress({ fileName: file.name, percent }),
      });
      notifySuccess(`${result.message}: ${documentName}`);
      onUploaded?.();
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') {
        notifyInfo('Subida cancelada');
        return;
      }
      // Spec section 8: 'Error subiendo documento: {detail}' beside the upload; the toast says the same.
      setError(uploadErrorMessage(errorMessage(caught, 'Intenta de nuevo.')));
      notifyError('Error subiendo documento', caught);
    } finally {
      abortRef.current = null;
      setProgress(null);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setIsDragging(false);
    void startUpload(event.dataTransfer.files[0]);
  };
  const dragHandlers = {
    onDragEnter: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      dragDepth.current += 1;
      setIsDragging(true);
    },
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = upload.isPending ? 'none' : 'copy';
    },
    onDragLeave: () => {
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) {
        setIsDragging(false);
      }
    },
    onDrop,
  };

  const pickLabel = PICK_LABELS[mode];
  const fileInput = (
    <input
      ref={inputRef}
      id={inputId}
      type="file"
      accept={uploadAccept(limits)}
      className="hidden"
      aria-label={`${pickLabel}: ${documentName}`}
      onChange={(event) => {
        void startUpload(event.target.files?.[0]);
        // Picking the same file again must fire change again.
        event.target.value = '';
      }}
    />
  );
  const pickButton = (
    <Button
      variant={compact || mode === 'replace' ? 'outline' : 'primary'}
      size="sm"
      onClick={() => inputRef.current?.click()}
      disabled={upload.isPending}
      leftIcon={
        mode === 'upload' ? (
          <Upload className="size-4" aria-hidden="true" />
        ) : (
          <RefreshCw className="size-4" aria-hidden="true" />
        )
      }
      aria-label={`${pickLabel}: ${documentName}`}
    >
      {pickLabel}
    </Button>
  );

  const status = progress ? (
    <UploadProgressBar
      fileName={progress.fileName}
      percent={progress.percent}
      onCancel={() => abortRef.current?.abort()}
    />
  ) : null;
  const errorBox = error ? (
    <Alert tone="error" className="mt-3">
      {error}
    </Alert>
  ) : null;

  if (compact) {
    return (
      <div>
        {fileInput}
        {status ?? pickButton}
        {errorBox}
      </div>
    );
  }

  return (
    <div>
      {fileInput}
      {/* The drop area is a convenience for mouse users; the button inside is the keyboard way in. */}
      <div
        {...dragHandlers}
        className={cn(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors',
          isDragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50/60',
        )}
      >
        {status ?? (
          <>
            <FileUp
              className={cn('size-7', isDragging ? 'text-brand-700' : 'text-slate-400')}
              aria-hidden="true"
            />
            <p className="text-slate-700 text-sm">
              <span className="hidden sm:inline">Arrastra tu archivo aquí o </span>
              <span className="sm:hidden">Toma una foto o elige un archivo</span>
            </p>
            {pickButton}
            <p className="text-slate-500 text-xs">
              {describeKinds(acceptedKinds(limits))} · máximo {limits.maxFileSizeMb} MB
            </p>
          </>
        )}
      </div>
      {errorBox}
    </div>
  );
}

function UploadProgressBar({
  fileName,
  percent,
  onCancel,
}: {
  fileName: string;
  percent: number;
  onCancel: () => void;
}) {
  return (
    <div className="w-full space-y-2 text-left">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate text-slate-700">Subiendo {fileName}…</span>
        <span className="shrink-0 font-medium text-slate-900 tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Subiendo ${fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancelar subida
      </Button>
    </div>
  );
}
