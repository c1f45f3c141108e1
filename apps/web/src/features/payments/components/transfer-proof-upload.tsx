import { canonicalFileType, MSG, type PaymentAttempt, UPLOAD_MAX_BYTES } from '@tramites/shared';
import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { useUploadTransferProof } from '../api/upload-transfer-proof.ts';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The checks the server makes first (size, declared type), with its messages, before anything is sent. */
export function checkProofFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > UPLOAD_MAX_BYTES) {
    return MSG.archivoGrande;
  }
  if (!canonicalFileType(file.type)) {
    return MSG.archivoTipo;
  }
  return null;
}

/**
 * "Subir comprobante" of a bank transfer: PDF, JPG or PNG up to 10 MB, with a real progress bar and the
 * server's reason when it refuses the file. A new upload replaces one under review or declined.
 */
export function TransferProofUpload({ attempt }: { attempt: PaymentAttempt }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ fileName: string; percent: number } | null>(null);
  const upload = useUploadTransferProof();
  const hasProof = attempt.proof_filename !== null;
  const label = hasProof ? 'Subir otro comprobante' : 'Subir comprobante';

  useEffect(() => () => abortRef.current?.abort(), []);

  const start = async (file: File | undefined) => {
    if (!file || upload.isPending) {
      return;
    }
    const problem = checkProofFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress({ fileName: file.name, percent: 0 });
    try {
      await upload.mutateAsync({
        attemptId: attempt.id,
        file,
        signal: controller.signal,
        onProgress: ({ percent }) => setProgress({ fileName: file.name, percent }),
      });
      notifySuccess('Comprobante enviado', {
        description: 'Lo revisaremos y te avisaremos en cuanto confirmemos tu pago.',
      });
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') {
        notifyInfo('Subida cancelada');
        return;
      }
      setError(errorMessage(caught, 'No se pudo subir el comprobante. Intenta de nuevo.'));
    } finally {
      abortRef.current = null;
      setProgress(null);
    }
  };

  return (
    <div className="space-y-2">
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="hidden"
        aria-label={label}
        onChange={(event) => {
          void start(event.target.files?.[0]);
          // Picking the same file again must fire change again.
          event.target.value = '';
        }}
      />
      {progress ? (
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-slate-700">Subiendo {progress.fileName}…</span>
            <span className="shrink-0 font-medium text-slate-900 tabular-nums">{progress.percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={`Subiendo ${progress.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
          <Button variant="ghost" size="sm" onClick={() => abortRef.current?.abort()}>
            Cancelar subida
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            variant={hasProof ? 'outline' : 'primary'}
            onClick={() => inputRef.current?.click()}
            leftIcon={<Upload className="size-4" aria-hidden="true" />}
          >
            {label}
          </Button>
          <span className="text-slate-500 text-xs">PDF, JPG o PNG · máximo 10 MB</span>
        </div>
      )}
      {error ? (
        <Alert tone="error" title="No se pudo subir el comprobante">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
