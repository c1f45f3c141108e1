import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MSG, type Tramite } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { SolicitudFormDialog } from './solicitud-form-dialog.tsx';

const TRAMITE = {
  id: 12,
  name: 'Constancia de semanas cotizadas',
  required_documents: ['CURP'],
} as unknown as Tramite;

function renderDialog(onCreated = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SolicitudFormDialog
        tramite={TRAMITE}
        user={{ name: 'María López', email: 'maria@example.mx', phone: '5512345678' }}
        onClose={() => {}}
        onCreated={onCreated}
      />
    </QueryClientProvider>,
  );
  return onCreated;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SolicitudFormDialog', () => {
  it('keeps submit disabled until the documents are confirmed', () => {
    renderDialog();
    const submit = screen.getByRole('button', { name: 'Enviar solicitud' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText(/Confirmo que tengo disponibles/));
    expect(submit).toHaveProperty('disabled', false);
  });

  it('strips non-digits from the phone while typing', () => {
    renderDialog();
    const phone = screen.getByLabelText(/Teléfono/) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '55-12 ab 34567899' } });
    expect(phone.value).toBe('5512345678');
  });

  it('asks the beneficiary name only for a third party', () => {
    renderDialog();
    expect(screen.queryByLabelText(/Nombre del beneficiario/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Para un tercero'));
    expect(screen.getByLabelText(/Nombre del beneficiario/)).toBeTruthy();
  });

  it('requires the name of a third-party beneficiary (the shared rule) before sending anything', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 'req-1', folio: 'TMX-2026-000001' }, 201));
    const onCreated = renderDialog();
    fireEvent.click(screen.getByLabelText('Para un tercero'));
    fireEvent.click(screen.getByLabelText(/Confirmo que tengo disponibles/));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(MSG.beneficiarioRequerido)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('posts the parsed values and reports the created solicitud', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 'req-1', folio: 'TMX-2026-000001' }, 201));
    const onCreated = renderDialog();
    fireEvent.click(screen.getByLabelText(/Confirmo que tengo disponibles/));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 'req-1', folio: 'TMX-2026-000001' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/tramites/request');
    expect(JSON.parse(String(init?.body))).toEqual({
      tramite_type_id: 12,
      nombre_completo: 'María López',
      telefono: '5512345678',
      email: 'maria@example.mx',
      beneficiario_tipo: 'para_mi',
      nombre_beneficiario: null,
      description: '',
      confirmacion_documentos: true,
    });
  });

  it('shows the server detail and maps field errors', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          detail: 'Telefono debe tener 10 digitos',
          code: 'validation',
          errors: [{ field: 'telefono', message: 'Telefono debe tener 10 digitos' }],
        },
        422,
      ),
    );
    renderDialog();
    fireEvent.click(screen.getByLabelText(/Confirmo que tengo disponibles/));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al enviar solicitud: Telefono debe tener 10 digitos');
    expect(screen.getAllByText('Telefono debe tener 10 digitos').length).toBeGreaterThan(0);
  });
});
