import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { QuotationForm } from './quotation-form.tsx';

const SOLICITUD_ID = '11111111-2222-4333-8444-555555555555';

function setup() {
  const fetchMock = mockFetch(() => jsonResponse({ id: 'q-1' }, 201));
  const onCreated = vi.fn();
  renderWithProviders(
    <QuotationForm solicitudId={SOLICITUD_ID} suggestedAmount={1500} onCreated={onCreated} />,
    { route: false },
  );
  return { fetchMock, onCreated };
}

const sentBody = (fetchMock: ReturnType<typeof mockFetch>) =>
  JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as Record<string, unknown>;

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar cotización' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QuotationForm: anticipo and the derechos the client pays', () => {
  it('without them, sends no anticipo and no client derechos', async () => {
    const { fetchMock, onCreated } = setup();
    send();
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({
      amount: '1500.00',
      deposit_percent: null,
      client_derechos_amount: null,
      client_derechos_note: '',
    });
  });

  it('sends the anticipo and the derechos the client pays directly, with where to pay them', async () => {
    const { fetchMock, onCreated } = setup();
    fireEvent.change(screen.getByLabelText(/^Anticipo \(%\)/), { target: { value: '50' } });
    expect(screen.queryByLabelText(/^Dónde pagarlos/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Monto \(MXN\)/), { target: { value: '1795' } });
    fireEvent.change(await screen.findByLabelText(/^Dónde pagarlos/), {
      target: { value: 'En el banco con la línea de captura' },
    });
    send();
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({
      amount: '1500.00',
      deposit_percent: 50,
      client_derechos_amount: '1795',
      client_derechos_note: 'En el banco con la línea de captura',
    });
  });

  it('refuses an anticipo outside 1–99 % with the shared schema’s message', async () => {
    const { fetchMock } = setup();
    fireEvent.change(screen.getByLabelText(/^Anticipo \(%\)/), { target: { value: '100' } });
    send();
    expect(await screen.findByText('El anticipo debe ser de 1 % a 99 %')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Anticipo \(%\)/), { target: { value: '12.5' } });
    send();
    expect(await screen.findByText('El anticipo debe ser un porcentaje entero')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses client derechos that are not money, under their field', async () => {
    const { fetchMock } = setup();
    fireEvent.change(screen.getByLabelText(/^Monto \(MXN\)/), { target: { value: '12.345' } });
    send();
    expect(
      await screen.findByText('El monto debe ser un número mayor o igual a 0 con máximo 2 decimales'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
