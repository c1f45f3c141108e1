import type { AdminTramite } from '@tramites/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatInteger, plural } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useConfirmAction } from '../../../lib/use-confirm-action.ts';
import { useCreateMissingForms } from '../api/create-missing-forms.ts';
import { tramitesWithoutForm } from '../form-builder.ts';
import { createMissingFormsText } from '../generated-forms.ts';
import { DialogListLoading, type LoadFailure } from './load-failure.tsx';

const TramiteList = ({ tramites }: { tramites: readonly AdminTramite[] }) => {
  const shown = tramites.slice(0, 8);
  return (
    <ul className="list-disc space-y-0.5 pl-5 text-slate-600">
      {shown.map((tramite) => (
        <li key={tramite.id}>
          {tramite.name} <span className="text-slate-500">({tramite.category_name})</span>
        </li>
      ))}
      {tramites.length > shown.length ? <li>y {formatInteger(tramites.length - shown.length)} más</li> : null}
    </ul>
  );
};

/** 'Crear formularios faltantes' (spec: the confirmation says how many forms it will create). */
export function FormsCreateMissingDialog({
  open,
  tramites,
  loadFailure = null,
  onClose,
}: {
  open: boolean;
  /** Every procedure of the catalogue (undefined while they load). */
  tramites: readonly AdminTramite[] | undefined;
  loadFailure?: LoadFailure | null;
  onClose: () => void;
}) {
  const createMissing = useCreateMissingForms();
  const missing = tramitesWithoutForm(tramites ?? []);
  const { failure, confirm, close } = useConfirmAction({
    action: async () => {
      const result = await createMissing.mutateAsync();
      notifySuccess(result.message, {
        description: `${plural(result.formularios_creados, 'formulario creado', 'formularios creados')} · ${plural(result.total_tramites, 'trámite', 'trámites')} en el catálogo.`,
      });
    },
    onClose,
    errorTitle: 'Error generando formularios automaticamente',
    errorFallback: 'No se pudieron crear los formularios.',
  });
  return (
    <Dialog open={open} onClose={close} title="Crear formularios faltantes">
      {tramites === undefined ? (
        <DialogListLoading label="Cargando trámites" failure={loadFailure} />
      ) : (
        <div className="space-y-5">
          <div className="space-y-3 text-slate-700 text-sm">
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <p>{createMissingFormsText(tramites)}</p>
            {missing.length > 0 ? <TramiteList tramites={missing} /> : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={createMissing.isPending}>
              {missing.length === 0 ? 'Cerrar' : 'Cancelar'}
            </Button>
            {missing.length > 0 ? (
              <Button onClick={confirm} isLoading={createMissing.isPending}>
                Crear {plural(missing.length, 'formulario', 'formularios')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Dialog>
  );
}
