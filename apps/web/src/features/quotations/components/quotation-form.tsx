import {
  type CreateQuotationInput,
  CreateQuotationSchema,
  checkQuotationItems,
  checkQuotationValidUntil,
  defaultQuotationValidUntil,
  IVA_PERCENT,
  maxQuotationValidUntil,
  mexicoCityDate,
  QUOTATION_VALIDITY_DAYS,
} from '@tramites/shared';
import { useId, useMemo } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { formatMXN } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useCreateQuotation } from '../api/create-quotation.ts';
import { computeQuotationBreakdown, QUOTATION_ITEM_LABELS, toQuotationItems } from '../quotation-items.ts';

/** What the form edits: text, as inputs hold it, and whether the amount is broken down. */
interface QuotationFormValues {
  isItemized: boolean;
  amount: string;
  description: string;
  valid_until: string;
  derechos: string;
  honorarios: string;
  /** The anticipo's percentage, empty for none. */
  deposit_percent: string;
  /** Derechos the client pays the authority directly (outside the total), and where; empty for none. */
  client_derechos_amount: string;
  client_derechos_note: string;
}

/** Fields of the API's body that the form edits under the same name. */
const SAME_NAME_FIELDS = new Set([
  'description',
  'valid_until',
  'deposit_percent',
  'client_derechos_amount',
  'client_derechos_note',
]);

/** An optional number field: empty is "none"; anything else goes to the API's rule as typed. */
const optionalPercent = (value: string): number | null =>
  value.trim() === '' ? null : Number(value.trim().replace(',', '.'));

export const VALID_UNTIL_REQUIRED = 'La fecha de vigencia es requerida';

/**
 * The form's values become the body of POST /api/quotations and are checked by the API's own rules:
 * CreateQuotationSchema, the validity window (a real day, not past, at most 90 days ahead) and the
 * itemised sum. A problem with the amount shows on the field the person typed it in.
 */
function quotationFormSchema(
  solicitudId: string,
  today: string,
): z.ZodType<CreateQuotationInput, QuotationFormValues> {
  return z
    .object({
      isItemized: z.boolean(),
      amount: z.string(),
      description: z.string(),
      valid_until: z.string().min(1, VALID_UNTIL_REQUIRED),
      derechos: z.string(),
      honorarios: z.string(),
      deposit_percent: z.string(),
      client_derechos_amount: z.string(),
      client_derechos_note: z.string(),
    })
    .transform((values, context): CreateQuotationInput => {
      const amountField = values.isItemized ? 'honorarios' : 'amount';
      const breakdown = computeQuotationBreakdown(values);
      const payload: CreateQuotationInput = {
        tramite_request_id: solicitudId,
        amount: values.isItemized ? breakdown.total.toFixed(2) : values.amount.trim(),
        description: values.description,
        valid_until: values.valid_until,
        items: values.isItemized ? toQuotationItems(breakdown) : [],
        deposit_percent: optionalPercent(values.deposit_percent),
        client_derechos_amount: values.client_derechos_amount.trim() || null,
        client_derechos_note: values.client_derechos_amount.trim() ? values.client_derechos_note : '',
      };
      const parsed = CreateQuotationSchema.safeParse(payload);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path[0];
          const path =
            field === 'amount' || field === 'items'
              ? amountField
              : typeof field === 'string' && SAME_NAME_FIELDS.has(field)
                ? field
                : 'root';
          context.addIssue({ code: 'custom', path: [path], message: issue.message });
        }
        return z.NEVER;
      }
      const itemsProblem = checkQuotationItems({ amount: payload.amount, items: payload.items ?? [] });
      if (itemsProblem) {
        context.addIssue({ code: 'custom', path: [amountField], message: itemsProblem });
        return z.NEVER;
      }
      const validityProblem = checkQuotationValidUntil(values.valid_until, today);
      if (validityProblem) {
        context.addIssue({ code: 'custom', path: ['valid_until'], message: validityProblem });
        return z.NEVER;
      }
      return payload;
    });
}

export interface QuotationFormProps {
  solicitudId: string;
  /** A starting amount (the trámite's fixed price, or the current quotation). */
  suggestedAmount?: number | null;
  onCreated?: () => void;
  onCancel?: () => void;
}

/**
 * POST /api/quotations: amount (≥ 0, two decimals), description, validity (default 30 days ahead) and
 * an optional breakdown where IVA applies to honorarios only and the total is the sum of the items.
 */
export function QuotationForm({ solicitudId, suggestedAmount, onCreated, onCancel }: QuotationFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const today = mexicoCityDate();
  const createQuotation = useCreateQuotation();
  const schema = useMemo(() => quotationFormSchema(solicitudId, today), [solicitudId, today]);
  const { form, onSubmit, submitError } = useServerForm({
    schema,
    defaultValues: {
      isItemized: false,
      amount: suggestedAmount != null ? suggestedAmount.toFixed(2) : '',
      description: '',
      valid_until: defaultQuotationValidUntil(today),
      derechos: '',
      honorarios: suggestedAmount != null ? suggestedAmount.toFixed(2) : '',
      deposit_percent: '',
      client_derechos_amount: '',
      client_derechos_note: '',
    },
    errorTitle: 'No se pudo crear la cotización',
    serverFields: [
      'amount',
      'valid_until',
      'description',
      'deposit_percent',
      'client_derechos_amount',
      'client_derechos_note',
    ],
    onSubmit: async (payload) => {
      await createQuotation.mutateAsync(payload);
      notifySuccess(`Cotización por ${formatMXN(Number(payload.amount))} enviada al cliente`);
      onCreated?.();
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const isItemized = watch('isItemized');
  const hasClientDerechos = watch('client_derechos_amount').trim() !== '';
  const breakdown = computeQuotationBreakdown({
    derechos: watch('derechos'),
    honorarios: watch('honorarios'),
  });

  const moneyInput = {
    type: 'number',
    inputMode: 'decimal' as const,
    min: 0,
    step: 0.01,
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError || errors.root ? <Alert tone="error">{submitError ?? errors.root?.message}</Alert> : null}

      <label className="flex cursor-pointer items-start gap-2.5 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          {...register('isItemized')}
        />
        <span>
          <span className="font-medium text-slate-800">Desglosar conceptos</span>
          <span className="block text-slate-600">
            Derechos, honorarios e IVA ({IVA_PERCENT}% de honorarios).
          </span>
        </span>
      </label>

      {isItemized ? (
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-medium text-slate-800 text-sm">Desglose</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={id('derechos')}
              label={QUOTATION_ITEM_LABELS.derechos}
              hint="Los paga la gestoría a la autoridad; sin IVA e incluidos en el total."
              error={errors.derechos?.message}
            >
              <Input
                id={id('derechos')}
                {...moneyInput}
                invalid={Boolean(errors.derechos)}
                aria-describedby={describedBy(id('derechos'), {
                  hint: true,
                  error: Boolean(errors.derechos),
                })}
                {...register('derechos')}
              />
            </Field>
            <Field
              id={id('honorarios')}
              label={QUOTATION_ITEM_LABELS.honorarios}
              error={errors.honorarios?.message}
            >
              <Input
                id={id('honorarios')}
                {...moneyInput}
                invalid={Boolean(errors.honorarios)}
                aria-describedby={describedBy(id('honorarios'), { error: Boolean(errors.honorarios) })}
                {...register('honorarios')}
              />
            </Field>
          </div>
          <dl className="space-y-1 border-slate-100 border-t pt-3 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{QUOTATION_ITEM_LABELS.iva}</dt>
              <dd className="tabular-nums">{formatMXN(breakdown.iva)}</dd>
            </div>
            <div className="flex justify-between gap-3 font-semibold text-slate-900">
              <dt>Total</dt>
              <dd className="tabular-nums" aria-live="polite">
                {formatMXN(breakdown.total)}
              </dd>
            </div>
          </dl>
        </fieldset>
      ) : (
        <Field id={id('amount')} label="Monto total (MXN)" required error={errors.amount?.message}>
          <Input
            id={id('amount')}
            {...moneyInput}
            aria-required="true"
            invalid={Boolean(errors.amount)}
            aria-describedby={describedBy(id('amount'), { error: Boolean(errors.amount) })}
            {...register('amount')}
          />
        </Field>
      )}

      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-medium text-slate-800 text-sm">
          Derechos que paga el cliente directamente
        </legend>
        <p className="-mt-1 text-slate-600 text-sm">
          Opcional. No se suman al total: el cliente los paga a la dependencia. Si la gestoría los paga,
          desglósalos como «{QUOTATION_ITEM_LABELS.derechos}».
        </p>
        <Field
          id={id('client_derechos_amount')}
          label="Monto (MXN)"
          error={errors.client_derechos_amount?.message}
        >
          <Input
            id={id('client_derechos_amount')}
            {...moneyInput}
            invalid={Boolean(errors.client_derechos_amount)}
            aria-describedby={describedBy(id('client_derechos_amount'), {
              error: Boolean(errors.client_derechos_amount),
            })}
            {...register('client_derechos_amount')}
          />
        </Field>
        {hasClientDerechos ? (
          <Field
            id={id('client_derechos_note')}
            label="Dónde pagarlos"
            hint="Por ejemplo: en el banco con la línea de captura que te enviaremos por el chat."
            error={errors.client_derechos_note?.message}
          >
            <Textarea
              id={id('client_derechos_note')}
              rows={2}
              maxLength={500}
              invalid={Boolean(errors.client_derechos_note)}
              aria-describedby={describedBy(id('client_derechos_note'), {
                hint: true,
                error: Boolean(errors.client_derechos_note),
              })}
              {...register('client_derechos_note')}
            />
          </Field>
        ) : null}
      </fieldset>

      <Field
        id={id('deposit_percent')}
        label="Anticipo (%)"
        hint="Opcional, de 1 a 99. El cliente paga esa parte para iniciar y el saldo antes de la entrega."
        error={errors.deposit_percent?.message}
      >
        <Input
          id={id('deposit_percent')}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          step={1}
          className="sm:max-w-40"
          invalid={Boolean(errors.deposit_percent)}
          aria-describedby={describedBy(id('deposit_percent'), {
            hint: true,
            error: Boolean(errors.deposit_percent),
          })}
          {...register('deposit_percent')}
        />
      </Field>

      <Field id={id('description')} label="Descripción (opcional)" error={errors.description?.message}>
        <Textarea
          id={id('description')}
          rows={3}
          maxLength={2000}
          invalid={Boolean(errors.description)}
          aria-describedby={describedBy(id('description'), { error: Boolean(errors.description) })}
          {...register('description')}
        />
      </Field>

      <Field
        id={id('valid_until')}
        label="Vigente hasta"
        required
        hint={`Por defecto, ${QUOTATION_VALIDITY_DAYS} días a partir de hoy.`}
        error={errors.valid_until?.message}
      >
        <Input
          id={id('valid_until')}
          type="date"
          min={today}
          max={maxQuotationValidUntil(today)}
          aria-required="true"
          invalid={Boolean(errors.valid_until)}
          aria-describedby={describedBy(id('valid_until'), {
            hint: true,
            error: Boolean(errors.valid_until),
          })}
          {...register('valid_until')}
        />
      </Field>

      <FormFooter submitLabel="Enviar cotización" isPending={createQuotation.isPending} onCancel={onCancel} />
    </form>
  );
}
