import type { SolicitudComplete } from '@tramites/shared';
import { CreditCard, Receipt, Settings2, UserCog } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatMXN } from '../../../lib/format.ts';
import { isSolicitudClosed } from '../../../lib/solicitud-status.ts';
import { AssignGestorForm } from './assign-gestor-form.tsx';
import { StatusChangeDialog } from './status-change-dialog.tsx';

type OpenForm = 'quotation' | 'payment' | 'assign' | null;

/** A form shown in one of the panel's dialogs; `close` ends it (after success or on cancel). */
export type PanelFormSlot = (close: () => void) => ReactNode;

export interface ManagementPanelProps {
  data: SolicitudComplete;
  /** The quotation form (quotations feature), composed by the page. */
  quotationForm: PanelFormSlot;
  /** The payment form (payments feature), composed by the page; offered once there is a quotation. */
  paymentForm: PanelFormSlot;
}

/** Gestor and admin tools for a solicitud; each one shows only when the server's permissions allow it. */
export function ManagementPanel({ data, quotationForm, paymentForm }: ManagementPanelProps) {
  const { solicitud, permisos, cotizacion, gestor } = data;
  const [open, setOpen] = useState<OpenForm>(null);
  const close = () => setOpen(null);
  const isClosed = isSolicitudClosed(solicitud.status);
  const canAssign = permisos.puede_asignar_gestor && !isClosed;

  return (
    <Card>
      <CardContent className="space-y-5">
        <div className="flex items-center gap-2.5">
          <span className="flex size-9 items-center justify-center rounded-full bg-violet-50 text-violet-700">
            <Settings2 className="size-4.5" aria-hidden="true" />
          </span>
          <h2 className="font-semibold text-lg text-slate-900">Gestión</h2>
        </div>

        <div className="space-y-2">
          <p className="flex flex-wrap items-center gap-2 text-slate-600 text-sm">
            Estado actual: <SolicitudStatusBadge status={solicitud.status} />
          </p>
          {permisos.puede_cambiar_estado ? (
            <StatusChangeDialog
              solicitudId={solicitud.id}
              currentStatus={solicitud.status}
              allowedStatuses={permisos.estados_permitidos}
              canForce={permisos.puede_forzar_estado}
              solicitudLabel={solicitud.folio}
              className="w-full"
            />
          ) : null}
        </div>

        {permisos.puede_cotizar || permisos.puede_registrar_pago ? (
          <div className="grid gap-2 border-slate-100 border-t pt-4">
            {permisos.puede_cotizar ? (
              <Button
                variant="secondary"
                onClick={() => setOpen('quotation')}
                leftIcon={<Receipt className="size-4" aria-hidden="true" />}
              >
                {cotizacion && cotizacion.status === 'pendiente'
                  ? 'Enviar nueva cotización'
                  : 'Crear cotización'}
              </Button>
            ) : null}
            {permisos.puede_registrar_pago && cotizacion ? (
              <Button
                variant="secondary"
                onClick={() => setOpen('payment')}
                leftIcon={<CreditCard className="size-4" aria-hidden="true" />}
              >
                Registrar pago
              </Button>
            ) : null}
          </div>
        ) : null}

        {canAssign ? (
          <div className="space-y-2 border-slate-100 border-t pt-4">
            <p className="text-slate-600 text-sm">
              Gestor responsable:{' '}
              <span className="font-medium text-slate-900">{gestor?.name ?? 'Sin Asignar'}</span>
            </p>
            <Button
              variant="outline"
              className="w-full"
              onClick={() => setOpen('assign')}
              leftIcon={<UserCog className="size-4" aria-hidden="true" />}
            >
              {gestor ? 'Cambiar gestor' : 'Asignar gestor'}
            </Button>
          </div>
        ) : null}
      </CardContent>

      <Dialog
        open={open === 'quotation'}
        onClose={close}
        title="Crear cotización"
        description={`${solicitud.folio} · ${solicitud.tramite_name}`}
      >
        {quotationForm(close)}
      </Dialog>
      {cotizacion ? (
        <Dialog
          open={open === 'payment'}
          onClose={close}
          title="Registrar pago"
          description={`${solicitud.folio} · Cotización por ${formatMXN(cotizacion.amount)}`}
        >
          {paymentForm(close)}
        </Dialog>
      ) : null}
      <Dialog
        open={open === 'assign'}
        onClose={close}
        title={gestor ? 'Cambiar gestor' : 'Asignar gestor'}
        description={gestor ? `Actualmente: ${gestor.name}` : solicitud.folio}
      >
        <AssignGestorForm
          solicitudId={solicitud.id}
          currentGestorId={gestor?.id ?? null}
          onAssigned={close}
          onCancel={close}
        />
      </Dialog>
    </Card>
  );
}
