import type { AdminTramite, FormTemplate } from '@tramites/shared';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatInteger, plural } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useConnectFormsByNames } from '../api/connect-form-by-names.ts';
import { sameNamePairs, shortFormId } from '../form-builder.ts';
import { DialogListLoading, type LoadFailure } from './load-failure.tsx';

/** 'Conectar por nombre': each procedure without a form gets the template named exactly like it. */
export function FormsConnectByNameDialog({
  open,
  tramites,
  templates,
  loadFailure = null,
  onClose,
}: {
  open: boolean;
  tramites: readonly AdminTramite[] | undefined;
  templates: readonly FormTemplate[] | undefined;
  loadFailure?: LoadFailure | null;
  onClose: () => void;
}) {
  const connect = useConnectFormsByNames();
  const [result, setResult] = useState<{
    connected: number;
    failed: { name: string; reason: string }[];
  } | null>(null);
  const pairs = tramites && templates ? sameNamePairs(tramites, templates) : [];
  const close = () => {
    setResult(null);
    onClose();
  };
  const confirm = async () => {
    try {
      const outcome = await connect.mutateAsync(
        pairs.map(({ tramite, template }) => ({ tramite_name: tramite.name, form_name: template.name })),
      );
      const failed = outcome.failed.map(({ pair, error }) => ({
        name: pair.tramite_name,
        reason: errorMessage(error, 'No se pudo conectar.'),
      }));
      setResult({ connected: outcome.connected.length, failed });
      if (outcome.connected.length > 0) {
        notifySuccess(
          `${plural(outcome.connected.length, 'trámite conectado', 'trámites conectados')} por nombre`,
        );
      }
      if (failed.length > 0) {
        notifyError('Error conectando formularios', undefined, {
          description: `${plural(failed.length, 'trámite', 'trámites')} sin conectar.`,
        });
      }
    } catch (error) {
      notifyError('Error conectando formularios', error);
    }
  };
  const isLoading = tramites === undefined || templates === undefined;
  return (
    <Dialog open={open} onClose={close} title="Conectar formularios por nombre">
      {isLoading ? (
        <DialogListLoading label="Cargando trámites y formularios" failure={loadFailure} />
      ) : (
        <div className="space-y-5">
          <div className="space-y-3 text-slate-700 text-sm">
            {result ? (
              <>
                <Alert tone={result.failed.length > 0 ? 'warning' : 'success'}>
                  {plural(result.connected, 'trámite conectado', 'trámites conectados')}.
                </Alert>
                {result.failed.length > 0 ? (
                  <ul className="list-disc space-y-0.5 pl-5">
                    {result.failed.map((item) => (
                      <li key={item.name}>
                        {item.name}: {item.reason}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : pairs.length === 0 ? (
              <p>Ningún trámite sin formulario tiene un formulario con su mismo nombre.</p>
            ) : (
              <>
                <p>
                  Se {pairs.length === 1 ? 'conectará' : 'conectarán'}{' '}
                  {plural(pairs.length, 'trámite', 'trámites')} sin formulario con el formulario que se llama
                  igual:
                </p>
                <ul className="list-disc space-y-0.5 pl-5 text-slate-600">
                  {pairs.slice(0, 8).map(({ tramite, template }) => (
                    <li key={tramite.id}>
                      {tramite.name} → «{template.name}» ({shortFormId(template.id)})
                    </li>
                  ))}
                  {pairs.length > 8 ? <li>y {formatInteger(pairs.length - 8)} más</li> : null}
                </ul>
              </>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={connect.isPending}>
              {result || pairs.length === 0 ? 'Cerrar' : 'Cancelar'}
            </Button>
            {result || pairs.length === 0 ? null : (
              <Button
                onClick={() => void confirm()}
                isLoading={connect.isPending}
                leftIcon={<Link2 className="size-4" aria-hidden="true" />}
              >
                Conectar {plural(pairs.length, 'trámite', 'trámites')}
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
