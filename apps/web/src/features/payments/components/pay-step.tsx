import {
  INSTALMENT_LABELS,
  type OnlinePaymentMethod,
  PAYMENT_ATTEMPT_STATUS_LABELS,
  type PaymentAttempt,
  type PaymentOptions,
  type PaymentPlan,
  paymentMethodLabel,
} from '@tramites/shared';
import { ArrowLeft, CreditCard } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatMXN } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePaymentOptions } from '../api/get-payment-options.ts';
import { useStartPayment } from '../api/start-payment.ts';
import {
  CardCheckout,
  OxxoVoucher,
  SpeiInstructions,
  TransferInstructions,
} from './payment-instructions.tsx';
import { TransferProofUpload } from './transfer-proof-upload.tsx';

/** How the client came back from Stripe's page: `?pago=ok` or `?pago=cancelado`. */
export type CheckoutReturn = 'ok' | 'cancelado' | null;

export const SIMULATED_PAY_LABEL = 'Pagar (simulado)';

const ATTEMPT_TONES: Record<PaymentAttempt['status'], BadgeTone> = {
  pendiente: 'warning',
  en_revision: 'info',
  pagado: 'success',
  fallido: 'danger',
  expirado: 'neutral',
  cancelado: 'neutral',
};

export interface PayStepProps {
  solicitudId: string;
  /** The server's `permisos.puede_pagar`: something is due and this client may pay it now. */
  canPay: boolean;
  /** The quotation's anticipo share, to name the first instalment "Anticipo (50 %)". */
  depositPercent: number | null;
  checkoutReturn?: CheckoutReturn;
  /** What fixes a blocked payment (e.g. resending the e-mail verification), composed by the page. */
  blockedAction?: ReactNode;
}

/**
 * The client's "Pagar" step: what is due now, paid and left; the ways to pay offered by the server; then
 * what the chosen way needs (Stripe's page, the OXXO voucher, a CLABE, the transfer's comprobante). The
 * money itself is confirmed by the server (a webhook, staff), and this follows it live. Nothing is shown
 * when nothing is due and no payment is under way.
 */
export function PayStep({
  solicitudId,
  canPay,
  depositPercent,
  checkoutReturn: returnedAs = null,
  blockedAction,
}: PayStepProps) {
  const options = usePaymentOptions(solicitudId);
  const [isChoosing, setIsChoosing] = useState(false);
  // "I did not finish on Stripe's page": the payment under way shows again, with its link.
  const [isReturnDismissed, setIsReturnDismissed] = useState(false);
  const checkoutReturn = isReturnDismissed ? null : returnedAs;

  if (options.isPending) {
    return <Skeleton className="h-40" aria-label="Cargando formas de pago" />;
  }
  if (options.isError) {
    return (
      <Alert tone="error" title="No pudimos cargar las formas de pago">
        {errorMessage(options.error, 'Intenta de nuevo.')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void options.refetch()}>
          Reintentar
        </button>
      </Alert>
    );
  }

  const { plan, methods, attempts, blocked_reason: blockedReason } = options.data;
  const attempt = attempts[0];
  const isDue = Boolean(plan?.due);

  if (!isDue && !attempt) {
    return checkoutReturn === 'ok' ? (
      <Alert tone="success" title="Pago recibido">
        Gracias: tu pago quedó registrado.
      </Alert>
    ) : null;
  }
  if (!canPay && !attempt) {
    return null;
  }

  return (
    <div className="space-y-5">
      {plan ? <PlanSummary plan={plan} depositPercent={depositPercent} /> : null}
      <CheckoutReturnNotice
        checkoutReturn={checkoutReturn}
        attempt={attempt}
        onDismiss={() => setIsReturnDismissed(true)}
      />
      {attempt && !isChoosing ? (
        <AttemptView
          attempt={attempt}
          isConfirmingCard={checkoutReturn === 'ok'}
          canChooseAgain={attempt.status === 'pendiente' && blockedReason === null && methods.length > 0}
          onChooseAgain={() => setIsChoosing(true)}
        />
      ) : blockedReason ? (
        <Alert tone="warning" title="Aún no puedes pagar">
          <p>{blockedReason}</p>
          {blockedAction ? <div className="mt-2">{blockedAction}</div> : null}
        </Alert>
      ) : (
        <MethodChoice
          solicitudId={solicitudId}
          methods={methods}
          current={attempt?.method}
          onStarted={() => setIsChoosing(false)}
          onBack={attempt ? () => setIsChoosing(false) : undefined}
        />
      )}
    </div>
  );
}

/** "Anticipo (50 %)" for the first of two instalments; "Pago total" or "Saldo pendiente" otherwise. */
export function dueLabel(kind: NonNullable<PaymentPlan['due']>['kind'], depositPercent: number | null) {
  return kind === 'anticipo' && depositPercent ? `Anticipo (${depositPercent} %)` : INSTALMENT_LABELS[kind];
}

/** What is due now, large; the quotation's total, what is paid and what is left when it is in parts. */
export function PlanSummary({ plan, depositPercent }: { plan: PaymentPlan; depositPercent: number | null }) {
  const isInParts = plan.paid > 0 || plan.due?.kind === 'anticipo';
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-4">
      {plan.due ? (
        <div>
          <p className="text-slate-600 text-sm">A pagar ahora · {dueLabel(plan.due.kind, depositPercent)}</p>
          <p className="font-bold text-3xl text-slate-900 tabular-nums">
            {formatMXN(plan.due.amount)} <span className="font-medium text-base text-slate-500">MXN</span>
          </p>
        </div>
      ) : null}
      {isInParts ? (
        <dl className="grid grid-cols-3 gap-3 border-slate-100 border-t pt-3 text-sm">
          <div>
            <dt className="text-slate-600">Total</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatMXN(plan.total)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Pagado</dt>
            <dd className="font-medium text-green-700 tabular-nums">{formatMXN(plan.paid)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Por pagar</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatMXN(plan.balance)}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}

function CheckoutReturnNotice({
  checkoutReturn,
  attempt,
  onDismiss,
}: {
  checkoutReturn: CheckoutReturn;
  attempt: PaymentAttempt | undefined;
  onDismiss: () => void;
}) {
  if (checkoutReturn === 'ok' && attempt?.method === 'tarjeta' && attempt.status === 'pendiente') {
    return (
      <Alert tone="info" title="Estamos confirmando tu pago…">
        <p>Stripe nos avisará en unos segundos; esta página se actualiza sola.</p>
        <button type="button" className="mt-1 text-left font-semibold underline" onClick={onDismiss}>
          ¿No terminaste el pago? Ver las opciones de pago
        </button>
      </Alert>
    );
  }
  if (checkoutReturn === 'cancelado') {
    return (
      <Alert tone="warning" title="No se hizo ningún cargo a tu tarjeta">
        Saliste de la página de pago antes de terminar. Puedes intentarlo de nuevo o elegir otra forma de
        pago.
      </Alert>
    );
  }
  return null;
}

/** The radio cards of the ways to pay, then "Continuar" (or «Pagar (simulado)» in the demo). */
function MethodChoice({
  solicitudId,
  methods,
  current,
  onStarted,
  onBack,
}: {
  solicitudId: string;
  methods: PaymentOptions['methods'];
  current: OnlinePaymentMethod | undefined;
  onStarted: () => void;
  onBack?: () => void;
}) {
  const name = useId();
  const [selected, setSelected] = useState<OnlinePaymentMethod | null>(
    methods.find((option) => option.method !== current)?.method ?? methods[0]?.method ?? null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const start = useStartPayment();

  if (methods.length === 0) {
    return (
      <Alert tone="warning" title="No hay formas de pago disponibles">
        Escríbenos por el chat y te diremos cómo pagar.
      </Alert>
    );
  }

  const onContinue = async () => {
    if (!selected) {
      setFailure('Selecciona una forma de pago');
      return;
    }
    setFailure(null);
    try {
      const attempt = await start.mutateAsync({ solicitudId, method: selected });
      if (attempt.method === 'tarjeta' && attempt.instructions.checkout_url) {
        // Stripe's hosted page takes the card; it sends the client back here with ?pago=ok|cancelado.
        window.location.assign(attempt.instructions.checkout_url);
        return;
      }
      if (attempt.status === 'pagado') {
        notifySuccess(`Pago de ${formatMXN(attempt.amount)} registrado (simulado)`);
      }
      onStarted();
    } catch (error) {
      // The choice stays as it was: the client can retry or pick another way.
      setFailure(errorMessage(error, 'No se pudo iniciar el pago. Intenta de nuevo.'));
      notifyError('No se pudo iniciar el pago', error);
    }
  };

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2.5">
        <legend className="mb-2 font-semibold text-slate-900 text-sm">Elige cómo pagar</legend>
        {methods.map((option) => (
          <label
            key={option.method}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option.method}
              checked={selected === option.method}
              onChange={() => setSelected(option.method)}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{option.label}</span>
              <span className="block text-slate-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="accent"
          onClick={() => void onContinue()}
          isLoading={start.isPending}
          leftIcon={<CreditCard className="size-4" aria-hidden="true" />}
        >
          {selected === 'simulado' ? SIMULATED_PAY_LABEL : 'Continuar'}
        </Button>
        {onBack ? (
          <Button
            variant="outline"
            onClick={onBack}
            disabled={start.isPending}
            leftIcon={<ArrowLeft className="size-4" aria-hidden="true" />}
          >
            Volver al pago en curso
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The payment under way: what its method needs, its status, and the way back to the choice. */
function AttemptView({
  attempt,
  isConfirmingCard,
  canChooseAgain,
  onChooseAgain,
}: {
  attempt: PaymentAttempt;
  /** Back from Stripe with ?pago=ok: the card was charged there, its webhook is on the way. */
  isConfirmingCard: boolean;
  canChooseAgain: boolean;
  onChooseAgain: () => void;
}) {
  const isConfirming = isConfirmingCard && attempt.method === 'tarjeta' && attempt.status === 'pendiente';
  if (isConfirming) {
    return null;
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{paymentMethodLabel(attempt.method)}</h3>
        <Badge tone={ATTEMPT_TONES[attempt.status]}>{PAYMENT_ATTEMPT_STATUS_LABELS[attempt.status]}</Badge>
      </div>
      {attempt.method === 'tarjeta' ? <CardCheckout attempt={attempt} /> : null}
      {attempt.method === 'oxxo' ? <OxxoVoucher attempt={attempt} /> : null}
      {attempt.method === 'spei' ? <SpeiInstructions attempt={attempt} /> : null}
      {attempt.method === 'transferencia' ? <TransferStep attempt={attempt} /> : null}
      {canChooseAgain ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onChooseAgain}
          leftIcon={<ArrowLeft className="size-4" aria-hidden="true" />}
        >
          Elegir otra forma de pago
        </Button>
      ) : null}
    </div>
  );
}

/** A transfer: the bank data, then the comprobante (under review, or declined with staff's reason). */
function TransferStep({ attempt }: { attempt: PaymentAttempt }) {
  return (
    <div className="space-y-4">
      <TransferInstructions attempt={attempt} />
      {attempt.status === 'en_revision' ? (
        <Alert tone="info" title="Comprobante en revisión">
          Recibimos {attempt.proof_filename ? <strong>{attempt.proof_filename}</strong> : 'tu comprobante'}.
          Te avisaremos en cuanto confirmemos que llegó tu transferencia.
        </Alert>
      ) : null}
      {attempt.status === 'pendiente' && attempt.review_note ? (
        <Alert tone="error" title="No pudimos validar tu comprobante">
          <p>Motivo: {attempt.review_note}</p>
          <p>Revisa los datos y sube otro comprobante.</p>
        </Alert>
      ) : null}
      <TransferProofUpload attempt={attempt} />
    </div>
  );
}
