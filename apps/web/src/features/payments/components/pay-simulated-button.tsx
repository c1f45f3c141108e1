import { CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatMXN } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePaySolicitud } from '../api/pay-solicitud.ts';

export const PAY_SIMULATED_LABEL = 'Pagar (simulado — modo demo)';

/** Demo mode only (permisos.puede_pagar): the client pays the accepted quotation; no money moves. */
export function PaySimulatedButton({ solicitudId }: { solicitudId: string }) {
  const pay = usePaySolicitud();
  const onPay = async () => {
    try {
      const payment = await pay.mutateAsync(solicitudId);
      notifySuccess(`Pago de ${formatMXN(payment.amount)} registrado (simulado)`, {
        description: `Referencia ${payment.reference}.`,
      });
    } catch (error) {
      notifyError('No se pudo registrar el pago', error);
    }
  };
  return (
    <Button
      variant="accent"
      onClick={() => void onPay()}
      isLoading={pay.isPending}
      leftIcon={<CreditCard className="size-4" aria-hidden="true" />}
    >
      {PAY_SIMULATED_LABEL}
    </Button>
  );
}

/** Said under the payment button, so nobody thinks a card was charged. */
export function SimulatedPaymentNote() {
  return (
    <p className="text-slate-500 text-xs">
      Modo demostración: el pago es simulado y no se realiza ningún cargo.
    </p>
  );
}
