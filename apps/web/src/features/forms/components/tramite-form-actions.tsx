import type { AdminTramite } from '@tramites/shared';
import { Link2, RefreshCw, Settings2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useFormTemplates } from '../api/get-form-templates.ts';
import { formBuilderHref } from '../form-builder.ts';
import { FormConnectDialog } from './form-connect-dialog.tsx';
import { FormRegenerateDialog } from './form-regenerate-dialog.tsx';
import { loadFailureOf } from './load-failure.tsx';

/**
 * Each procedure's form buttons in the Trámites tab (connect, configure in the builder, regenerate):
 * `renderActions` draws a row's buttons, `dialogs` the two dialogs they open, once for the whole list.
 */
export function useTramiteFormActions(): {
  renderActions: (tramite: AdminTramite) => ReactNode;
  dialogs: ReactNode;
} {
  const [connecting, setConnecting] = useState<AdminTramite | null>(null);
  const [regenerating, setRegenerating] = useState<AdminTramite | null>(null);
  const templates = useFormTemplates({}, { enabled: connecting !== null });

  const renderActions = (tramite: AdminTramite) => (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setConnecting(tramite)}
        leftIcon={<Link2 className="size-4" aria-hidden="true" />}
        aria-label={`Conectar formulario a ${tramite.name}`}
      >
        Conectar formulario
      </Button>
      <ButtonLink
        size="sm"
        variant="ghost"
        to={formBuilderHref(tramite)}
        aria-label={`Configurar formulario de ${tramite.name}`}
      >
        <Settings2 className="size-4" aria-hidden="true" />
        Configurar formulario
      </ButtonLink>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setRegenerating(tramite)}
        leftIcon={<RefreshCw className="size-4" aria-hidden="true" />}
        aria-label={`Regenerar formulario de ${tramite.name}`}
      >
        Regenerar formulario
      </Button>
    </div>
  );

  const dialogs = (
    <>
      <FormConnectDialog
        tramite={connecting}
        templates={templates.data?.templates}
        loadFailure={loadFailureOf(templates, 'Error al cargar formularios')}
        onClose={() => setConnecting(null)}
      />
      <FormRegenerateDialog tramite={regenerating} onClose={() => setRegenerating(null)} />
    </>
  );
  return { renderActions, dialogs };
}
