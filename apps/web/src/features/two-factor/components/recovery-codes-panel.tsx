import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The ten recovery codes, shown once: the server keeps only their hashes. The person copies them and
 * confirms they saved them before going on.
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
  doneLabel = 'Continuar',
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const id = useId();
  const [isSaved, setIsSaved] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setIsCopied(true);
    } catch {
      // No clipboard (an old browser, or permission refused): the codes stay on screen to copy by hand.
      setIsCopied(false);
    }
  };
  return (
    <div className="space-y-4">
      <Alert tone="warning" title="Guarda tus códigos de recuperación">
        Si pierdes tu teléfono, cada código te deja entrar una vez. Solo los verás ahora: guárdalos en un
        lugar seguro (un gestor de contraseñas o en papel).
      </Alert>
      <ul
        aria-label="Códigos de recuperación"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-slate-900 text-sm sm:text-base"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button
        variant="outline"
        onClick={() => void copy()}
        leftIcon={
          isCopied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )
        }
      >
        {isCopied ? 'Códigos copiados' : 'Copiar códigos'}
      </Button>
      <div className="flex items-start gap-2.5">
        <input
          id={`${id}-saved`}
          type="checkbox"
          checked={isSaved}
          onChange={(event) => setIsSaved(event.target.checked)}
          className="mt-1 size-4 accent-brand-700"
        />
        <label htmlFor={`${id}-saved`} className="text-slate-700 text-sm">
          Ya guardé mis códigos de recuperación
        </label>
      </div>
      <Button fullWidth disabled={!isSaved} onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
