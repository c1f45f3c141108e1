import type { UseQueryResult } from '@tanstack/react-query';
import { FilePlus2, Link2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useFormTemplates } from '../api/get-form-templates.ts';
import { useFormTramites } from '../api/get-form-tramites.ts';
import {
  AutoGenerateFormsDialog,
  ConnectByNameDialog,
  CreateMissingFormsDialog,
  type LoadFailure,
} from './tramite-form-dialogs.tsx';

/** The whole catalogue (active procedures): what the form tools count and match. */
const ALL_ACTIVE_TRAMITES = { include_archived: false } as const;

type FormTool = 'connect-by-name' | 'create-missing' | 'auto-generate';

/** A failed load, told inside the dialog that needs the list, with a retry; null while it is fine. */
export function loadFailureOf(query: UseQueryResult<unknown>, title: string): LoadFailure | null {
  return query.isError
    ? { title, error: query.error, retry: () => void query.refetch(), isRetrying: query.isFetching }
    : null;
}

/**
 * The catalogue-wide form tools of the Trámites tab (connect by name, create the missing forms, generate
 * them all) with their dialogs. The lists they need load when a dialog opens.
 */
export function TramiteFormTools() {
  const [formTool, setFormTool] = useState<FormTool | null>(null);
  const needsAllTramites = formTool === 'create-missing' || formTool === 'connect-by-name';
  const allTramites = useFormTramites(ALL_ACTIVE_TRAMITES, { enabled: needsAllTramites });
  const templates = useFormTemplates({}, { enabled: formTool === 'connect-by-name' });
  const tramitesFailure = loadFailureOf(allTramites, 'Error al cargar trámites');
  const templatesFailure = loadFailureOf(templates, 'Error al cargar formularios');
  const close = () => setFormTool(null);

  return (
    <>
      <Card className="space-y-3 p-4 sm:p-5">
        <div>
          <h3 className="font-semibold text-slate-900">Formularios de solicitud</h3>
          <p className="text-slate-600 text-sm">
            Para todo el catálogo. Cada trámite tiene además sus botones de formulario.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setFormTool('connect-by-name')}
            leftIcon={<Link2 className="size-4" aria-hidden="true" />}
          >
            Conectar por nombre
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setFormTool('create-missing')}
            leftIcon={<FilePlus2 className="size-4" aria-hidden="true" />}
          >
            Crear formularios faltantes
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setFormTool('auto-generate')}
            leftIcon={<Wand2 className="size-4" aria-hidden="true" />}
          >
            Generar automáticamente
          </Button>
        </div>
      </Card>
      <ConnectByNameDialog
        open={formTool === 'connect-by-name'}
        tramites={allTramites.data}
        templates={templates.data?.templates}
        loadFailure={tramitesFailure ?? templatesFailure}
        onClose={close}
      />
      <CreateMissingFormsDialog
        open={formTool === 'create-missing'}
        tramites={allTramites.data}
        loadFailure={tramitesFailure}
        onClose={close}
      />
      <AutoGenerateFormsDialog open={formTool === 'auto-generate'} onClose={close} />
    </>
  );
}
