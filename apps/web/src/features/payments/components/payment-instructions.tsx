import type { PaymentAttempt } from '@tramites/shared';
import { Check, Copy, ExternalLink, Printer } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMXN } from '../../../lib/format.ts';

/** Voucher expiries are Mexico City time whatever the browser's zone: OXXO stores close by it. */
const expiryFormat = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Mexico_City',
});

/** "jueves, 3 de diciembre de 2026, 23:59 (hora del centro de México)": 24-hour, no a.m./p.m. doubt. */
export function formatExpiry(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${expiryFormat.format(date)} (hora del centro de México)`;
}

/** A CLABE as banks print it: bank (3), plaza (3), account (11), control digit (1). */
export function groupClabe(clabe: string): string {
  const digits = clabe.replace(/\s+/g, '');
  if (!/^\d{18}$/.test(digits)) {
    return clabe;
  }
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 17), digits.slice(17)].join(' ');
}

/**
 * One value the client has to type somewhere else (a CLABE, a reference), shown large and copied with one
 * press. Without a clipboard (an old browser, a refused permission) the value stays selectable by hand.
 */
export function CopyableValue({
  label,
  value,
  display = value,
  size = 'md',
  className,
}: {
  label: string;
  value: string;
  display?: string;
  size?: 'md' | 'lg';
  /** Its place in the list's grid: it is the list's direct child, as a definition list requires. */
  className?: string;
}) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
      setTimeout(() => setIsCopied(false), 2_500);
    } catch {
      setIsCopied(false);
    }
  };
  return (
    <div className={className}>
      <dt className="text-slate-600 text-sm">{label}</dt>
      <dd className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <span
          className={cn(
            'select-all break-all font-mono font-semibold text-slate-900 tabular-nums',
            size === 'lg' ? 'text-lg sm:text-3xl sm:tracking-wide' : 'text-lg',
          )}
        >
          {display}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copy()}
          aria-label={`Copiar ${label.toLowerCase()}`}
          leftIcon={
            isCopied ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )
          }
        >
          {isCopied ? 'Copiado' : 'Copiar'}
        </Button>
        <span className="sr-only" role="status">
          {isCopied ? `${label} copiada` : ''}
        </span>
      </dd>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600 text-sm">{label}</dt>
      <dd className="mt-0.5 break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function AmountDetail({ amount }: { amount: number }) {
  return (
    <Detail label="Monto exacto">
      <span className="font-semibold text-lg tabular-nums">{formatMXN(amount)} MXN</span>
    </Detail>
  );
}

/** OXXO: the voucher's reference (large, copyable), the amount, its expiry and its printable page. */
export function OxxoVoucher({ attempt }: { attempt: PaymentAttempt }) {
  const { voucher_number: number, voucher_url: url } = attempt.instructions;
  return (
    <div className="space-y-4">
      <p className="text-slate-700 text-sm">
        Paga en efectivo en cualquier tienda OXXO: di en caja que es un pago de <strong>OXXO Pay</strong> y
        muestra o dicta esta referencia.
      </p>
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
        {number ? <CopyableValue label="Referencia OXXO" value={number} size="lg" /> : null}
        <AmountDetail amount={attempt.amount} />
        {attempt.expires_at ? (
          <Detail label="Paga antes del">{formatExpiry(attempt.expires_at)}</Detail>
        ) : null}
      </dl>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Printer className="size-4" aria-hidden="true" />
          Ver ficha para imprimir
          <span className="sr-only"> (se abre en otra pestaña)</span>
        </a>
      ) : null}
      <p className="text-slate-600 text-sm">
        También te enviamos esta ficha por correo. El pago se acredita en un máximo de 1 día hábil y esta
        página se actualiza sola cuando llegue.
      </p>
    </div>
  );
}

/** SPEI through Stripe: a CLABE for this payment only, its bank and reference, and the exact amount. */
export function SpeiInstructions({ attempt }: { attempt: PaymentAttempt }) {
  const { clabe, bank_name: bank, reference, beneficiary } = attempt.instructions;
  return (
    <div className="space-y-4">
      <p className="text-slate-700 text-sm">
        Haz una transferencia SPEI desde tu banca en línea a esta CLABE, por el monto exacto. Se acredita en
        minutos y esta página se actualiza sola.
      </p>
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2">
        {clabe ? (
          <CopyableValue
            label="CLABE"
            value={clabe}
            display={groupClabe(clabe)}
            size="lg"
            className="sm:col-span-2"
          />
        ) : null}
        {bank ? <Detail label="Banco">{bank}</Detail> : null}
        {beneficiary ? <Detail label="Beneficiario">{beneficiary}</Detail> : null}
        {reference ? <CopyableValue label="Referencia" value={reference} /> : null}
        <AmountDetail amount={attempt.amount} />
      </dl>
    </div>
  );
}

/** A transfer to the gestoría's own account: its bank data, the folio as reference, the exact amount. */
export function TransferInstructions({ attempt }: { attempt: PaymentAttempt }) {
  const { clabe, bank_name: bank, reference, beneficiary } = attempt.instructions;
  return (
    <div className="space-y-4">
      <p className="text-slate-700 text-sm">
        Transfiere desde tu banco a esta cuenta por el monto exacto, con tu folio como referencia o concepto.
        Después sube aquí tu comprobante.
      </p>
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2">
        {bank ? <Detail label="Banco">{bank}</Detail> : null}
        {beneficiary ? <Detail label="Beneficiario">{beneficiary}</Detail> : null}
        {clabe ? (
          <CopyableValue label="CLABE" value={clabe} display={groupClabe(clabe)} className="sm:col-span-2" />
        ) : null}
        {reference ? <CopyableValue label="Referencia (tu folio)" value={reference} /> : null}
        <AmountDetail amount={attempt.amount} />
      </dl>
    </div>
  );
}

/** Card: Stripe's hosted page takes the card data; the client comes back to this page afterwards. */
export function CardCheckout({ attempt }: { attempt: PaymentAttempt }) {
  const url = attempt.instructions.checkout_url;
  return (
    <div className="space-y-3">
      <p className="text-slate-700 text-sm">
        Pagas {formatMXN(attempt.amount)} MXN en la página segura de Stripe; tus datos de tarjeta no pasan por
        nuestro servidor. Al terminar vuelves aquí.
      </p>
      {url ? (
        <a href={url} className={buttonClasses({ variant: 'accent' })}>
          <ExternalLink className="size-4" aria-hidden="true" />
          Ir a la página de pago
        </a>
      ) : null}
    </div>
  );
}
