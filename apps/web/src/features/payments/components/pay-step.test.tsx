import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  MSG,
  PAYMENT_METHOD_HINTS,
  type PaymentAttempt,
  type PaymentOptions,
  type PaymentPlan,
} from '@tramites/shared';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { type CheckoutReturn, PayStep } from './pay-step.tsx';

const SOLICITUD_ID = '11111111-2222-4333-8444-555555555555';
const OPTIONS_URL = `/api/tramite-requests/${SOLICITUD_ID}/payment-options`;
const START_URL = `/api/tramite-requests/${SOLICITUD_ID}/payment-attempts`;

const PLAN: PaymentPlan = { total: 1500, paid: 0, balance: 1500, due: { kind: 'total', amount: 1500 } };

const METHODS: PaymentOptions['methods'] = [
  {
    method: 'transferencia',
    provider: 'transferencia',
    label: 'Transferencia bancaria',
    hint: PAYMENT_METHOD_HINTS.transferencia,
  },
  {
    method: 'simulado',
    provider: 'simulado',
    label: 'Pago simulado (demo)',
    hint: PAYMENT_METHOD_HINTS.simulado,
  },
];

const attemptOf = (overrides: Partial<PaymentAttempt>): PaymentAttempt => ({
  id: 'att-1',
  tramite_request_id: SOLICITUD_ID,
  kind: 'total',
  provider: 'transferencia',
  method: 'transferencia',
  amount: 1500,
  currency: 'MXN',
  status: 'pendiente',
  instructions: {
    bank_name: 'Banco de demostración',
    clabe: '002180000000000009',
    beneficiary: 'Gestoría de demostración',
    reference: 'TMX-2026-000017',
  },
  expires_at: null,
  proof_filename: null,
  proof_uploaded_at: null,
  review_note: '',
  created_at: '2026-11-27T08:00:00.000Z',
  ...overrides,
});

const optionsOf = (overrides: Partial<PaymentOptions> = {}): PaymentOptions => ({
  plan: PLAN,
  methods: METHODS,
  attempts: [],
  blocked_reason: null,
  ...overrides,
});

interface SetupOptions {
  /** The payment options the server answers, in turn (the last one repeats). */
  answers: PaymentOptions[];
  onStart?: (body: unknown) => Response;
  canPay?: boolean;
  depositPercent?: number | null;
  checkoutReturn?: CheckoutReturn;
  blockedAction?: React.ReactNode;
}

function setup({
  answers,
  onStart,
  canPay = true,
  depositPercent = null,
  checkoutReturn = null,
  blockedAction,
}: SetupOptions) {
  let served = 0;
  const fetchMock = mockFetch((url, init) => {
    if (url === OPTIONS_URL) {
      const answer = answers[Math.min(served, answers.length - 1)]!;
      served += 1;
      return jsonResponse(answer);
    }
    if (url === START_URL && init?.method === 'POST' && onStart) {
      return onStart(JSON.parse(String(init.body)));
    }
    return jsonResponse({ detail: `Inesperado: ${url}` }, 404);
  });
  renderWithProviders(
    <PayStep
      solicitudId={SOLICITUD_ID}
      canPay={canPay}
      depositPercent={depositPercent}
      checkoutReturn={checkoutReturn}
      blockedAction={blockedAction}
    />,
    { route: false },
  );
  return { fetchMock };
}

const startCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === START_URL);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PayStep: what is due', () => {
  it('shows the anticipo due now, the total, what is paid and what is left', async () => {
    setup({
      answers: [
        optionsOf({ plan: { total: 1500, paid: 0, balance: 1500, due: { kind: 'anticipo', amount: 750 } } }),
      ],
      depositPercent: 50,
    });
    expect(await screen.findByText('A pagar ahora · Anticipo (50 %)')).toBeTruthy();
    expect(screen.getByText('$750.00')).toBeTruthy();
    expect(within(screen.getByText('Total').parentElement!).getByText('$1,500.00')).toBeTruthy();
    expect(within(screen.getByText('Pagado').parentElement!).getByText('$0.00')).toBeTruthy();
    expect(within(screen.getByText('Por pagar').parentElement!).getByText('$1,500.00')).toBeTruthy();
  });

  it('after the anticipo, asks for the saldo and counts what was paid', async () => {
    setup({
      answers: [
        optionsOf({ plan: { total: 1500, paid: 750, balance: 750, due: { kind: 'saldo', amount: 750 } } }),
      ],
      depositPercent: 50,
    });
    expect(await screen.findByText('A pagar ahora · Saldo pendiente')).toBeTruthy();
    expect(within(screen.getByText('Pagado').parentElement!).getByText('$750.00')).toBeTruthy();
    expect(within(screen.getByText('Por pagar').parentElement!).getByText('$750.00')).toBeTruthy();
  });

  it('a single payment of the whole quotation shows no paid/left breakdown', async () => {
    setup({ answers: [optionsOf()] });
    expect(await screen.findByText('A pagar ahora · Pago total')).toBeTruthy();
    expect(screen.queryByText('Por pagar')).toBeNull();
  });
});

describe('PayStep: choosing a way to pay', () => {
  it('offers each method as a radio card with its label and hint', async () => {
    setup({ answers: [optionsOf()] });
    const transfer = await screen.findByRole('radio', { name: /Transferencia bancaria/ });
    expect((transfer as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /Pago simulado \(demo\)/ })).toBeTruthy();
    expect(screen.getByText(PAYMENT_METHOD_HINTS.transferencia)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
  });

  it('Continuar starts the chosen method, then shows what it needs', async () => {
    const attempt = attemptOf({});
    const { fetchMock } = setup({
      answers: [optionsOf(), optionsOf({ attempts: [attempt] })],
      onStart: () => jsonResponse(attempt, 201),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Banco de demostración')).toBeTruthy();
    expect(JSON.parse(String(startCalls(fetchMock)[0]![1]?.body))).toEqual({ method: 'transferencia' });
    expect(screen.getByText('002 180 00000000000 9')).toBeTruthy();
    expect(screen.getByText('TMX-2026-000017')).toBeTruthy();
    expect(screen.getByText('$1,500.00 MXN')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subir comprobante' })).toBeTruthy();
  });

  it('the demo method reads «Pagar (simulado)» and says the payment was recorded', async () => {
    const success = vi.spyOn(toast, 'success');
    const { fetchMock } = setup({
      answers: [optionsOf()],
      onStart: () =>
        jsonResponse(
          attemptOf({ provider: 'simulado', method: 'simulado', status: 'pagado', instructions: {} }),
          201,
        ),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Pago simulado/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pagar (simulado)' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pago de $1,500.00 registrado (simulado)'));
    expect(JSON.parse(String(startCalls(fetchMock)[0]![1]?.body))).toEqual({ method: 'simulado' });
  });

  it('a refused start (409) says why and keeps the choice', async () => {
    const error = vi.spyOn(toast, 'error');
    setup({
      answers: [optionsOf()],
      onStart: () =>
        jsonResponse(
          { detail: 'La cotización ha vencido y ya no puede pagarse', code: 'quotation_expired' },
          409,
        ),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Pago simulado/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pagar (simulado)' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'La cotización ha vencido y ya no puede pagarse',
    );
    expect(error).toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: /Pago simulado/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('a card payment goes to Stripe’s hosted page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const attempt = attemptOf({
      provider: 'stripe',
      method: 'tarjeta',
      instructions: { checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
    });
    setup({
      answers: [
        optionsOf({
          methods: [
            { method: 'tarjeta', provider: 'stripe', label: 'Tarjeta de crédito o débito', hint: 'x' },
          ],
        }),
      ],
      onStart: () => jsonResponse(attempt, 201),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
  });

  it('a blocked payment shows the reason and its fix instead of the methods', async () => {
    setup({
      answers: [
        optionsOf({
          blocked_reason:
            'Confirma tu correo electrónico antes de pagar: te enviamos un enlace al registrarte.',
        }),
      ],
      blockedAction: <button type="button">Reenviar enlace de verificación</button>,
    });
    expect(await screen.findByText(/Confirma tu correo electrónico antes de pagar/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reenviar enlace de verificación' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
  });

  it('"Elegir otra forma de pago" returns to the choice', async () => {
    setup({ answers: [optionsOf({ attempts: [attemptOf({})] })] });
    fireEvent.click(await screen.findByRole('button', { name: 'Elegir otra forma de pago' }));
    expect(screen.getByRole('radio', { name: /Pago simulado/ })).toBeTruthy();
    // The other method is offered first: the current one is already under way.
    expect((screen.getByRole('radio', { name: /Pago simulado/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Volver al pago en curso' }));
    expect(screen.getByText('Banco de demostración')).toBeTruthy();
  });

  it('shows nothing when nothing is due and no payment is under way', async () => {
    const { fetchMock } = setup({
      answers: [optionsOf({ plan: { ...PLAN, paid: 1500, balance: 0, due: null } })],
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByLabelText('Cargando formas de pago')).toBeNull());
    expect(screen.queryByText(/A pagar ahora/)).toBeNull();
  });
});

describe('PayStep: what each method needs', () => {
  it('OXXO: the voucher’s reference, amount, expiry in Mexico City time and its printable page', async () => {
    setup({
      answers: [
        optionsOf({
          attempts: [
            attemptOf({
              provider: 'stripe',
              method: 'oxxo',
              instructions: {
                voucher_number: '12345678901234567890',
                voucher_url: 'https://payments.stripe.com/oxxo/voucher/test_1',
              },
              // 23:59 on 3 December in Mexico City (UTC-6).
              expires_at: '2026-12-04T05:59:00.000Z',
            }),
          ],
        }),
      ],
    });
    expect(await screen.findByText('12345678901234567890')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar referencia oxxo' })).toBeTruthy();
    expect(screen.getByText('$1,500.00 MXN')).toBeTruthy();
    expect(
      screen.getByText(/jueves, 3 de diciembre de 2026.*23:59 \(hora del centro de México\)/),
    ).toBeTruthy();
    const print = screen.getByRole('link', { name: /Ver ficha para imprimir/ });
    expect(print.getAttribute('href')).toBe('https://payments.stripe.com/oxxo/voucher/test_1');
    expect(screen.getByText(/También te enviamos esta ficha por correo/).textContent).toContain(
      '1 día hábil',
    );
  });

  it('copies the reference with one press', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    setup({
      answers: [
        optionsOf({
          attempts: [
            attemptOf({
              provider: 'stripe',
              method: 'oxxo',
              instructions: { voucher_number: '12345678901234567890' },
            }),
          ],
        }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar referencia oxxo' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('12345678901234567890'));
  });

  it('SPEI: the CLABE grouped for reading, its bank, reference and amount', async () => {
    setup({
      answers: [
        optionsOf({
          attempts: [
            attemptOf({
              provider: 'stripe',
              method: 'spei',
              instructions: { clabe: '646180111111111115', bank_name: 'STP', reference: 'REF-777' },
            }),
          ],
        }),
      ],
    });
    expect(await screen.findByText('646 180 11111111111 5')).toBeTruthy();
    expect(screen.getByText('STP')).toBeTruthy();
    expect(screen.getByText('REF-777')).toBeTruthy();
    expect(screen.getByText('$1,500.00 MXN')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Subir comprobante/ })).toBeNull();
  });

  it('transfer: the comprobante under review', async () => {
    setup({
      answers: [
        optionsOf({
          attempts: [
            attemptOf({
              status: 'en_revision',
              proof_filename: 'comprobante.pdf',
              proof_uploaded_at: '2026-11-27T09:00:00.000Z',
            }),
          ],
        }),
      ],
    });
    expect(await screen.findByText('Comprobante en revisión', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('comprobante.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subir otro comprobante' })).toBeTruthy();
    // Another method may not be started over a comprobante staff are reviewing.
    expect(screen.queryByRole('button', { name: 'Elegir otra forma de pago' })).toBeNull();
  });

  it('transfer: a declined comprobante shows staff’s reason and allows another upload', async () => {
    setup({
      answers: [
        optionsOf({
          attempts: [
            attemptOf({
              proof_filename: 'comprobante.pdf',
              review_note: 'El monto no coincide con el de la cotización',
            }),
          ],
        }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos validar tu comprobante');
    expect(alert.textContent).toContain('Motivo: El monto no coincide con el de la cotización');
    expect(screen.getByRole('button', { name: 'Subir otro comprobante' })).toBeTruthy();
  });

  it('transfer: a file over 10 MB is refused before anything is sent', async () => {
    const { fetchMock } = setup({ answers: [optionsOf({ attempts: [attemptOf({})] })] });
    const input = (await screen.findByLabelText('Subir comprobante', {
      selector: 'input',
    })) as HTMLInputElement;
    const big = new File(['x'], 'comprobante.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.archivoGrande);
    expect(fetchMock.mock.calls.every(([url]) => url === OPTIONS_URL)).toBe(true);
  });

  it('card: back from Stripe with ?pago=ok, says the payment is being confirmed', async () => {
    setup({
      answers: [
        optionsOf({
          attempts: [
            attemptOf({
              provider: 'stripe',
              method: 'tarjeta',
              instructions: { checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
            }),
          ],
        }),
      ],
      checkoutReturn: 'ok',
    });
    expect(await screen.findByText('Estamos confirmando tu pago…')).toBeTruthy();
    // Paid on Stripe's page: nothing invites paying again while the webhook is on its way…
    expect(screen.queryByRole('link', { name: /Ir a la página de pago/ })).toBeNull();
    // …unless the client says they did not finish there.
    fireEvent.click(screen.getByRole('button', { name: /No terminaste el pago/ }));
    expect(screen.getByRole('link', { name: /Ir a la página de pago/ }).getAttribute('href')).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_1',
    );
    expect(screen.queryByText('Estamos confirmando tu pago…')).toBeNull();
  });

  it('card: back with ?pago=cancelado, says the card was not charged', async () => {
    setup({ answers: [optionsOf()], checkoutReturn: 'cancelado' });
    expect(await screen.findByText('No se hizo ningún cargo a tu tarjeta')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Transferencia bancaria/ })).toBeTruthy();
  });

  it('card: back with ?pago=ok once the webhook settled it, says it was received', async () => {
    setup({
      answers: [optionsOf({ plan: { ...PLAN, paid: 1500, balance: 0, due: null } })],
      canPay: false,
      checkoutReturn: 'ok',
    });
    expect(await screen.findByText('Pago recibido')).toBeTruthy();
  });
});
