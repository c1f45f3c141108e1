import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SatisfactionCard } from './satisfaction-card.tsx';

const ID = '6b1c3c1e-5a43-4c55-9d0e-0e7b3f4a9a11';
const RATED = {
  tramite_request_id: ID,
  stars: 4,
  comment: 'Muy amables',
  created_at: '2026-11-20T18:00:00Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SatisfactionCard', () => {
  it('lets the client choose 1 to 5 stars as a radio group, comment and send, then thanks them', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init?.method === 'POST' ? jsonResponse(RATED, 201) : jsonResponse({ satisfaction: null }),
    );
    renderWithProviders(
      <SatisfactionCard solicitudId={ID} status="completado" isOwnSolicitud isStaff={false} />,
    );

    const group = await screen.findByRole('group', { name: 'Calificación' });
    expect(group).toBeTruthy();
    // Sending without stars says what is missing, and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Elige de 1 a 5 estrellas')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect((screen.getByRole('radio', { name: '4 estrellas' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Comentario (opcional)'), { target: { value: 'Muy amables' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('¡Gracias por tu calificación!', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 de 5 estrellas' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe(`/api/solicitudes/${ID}/satisfaction`);
    expect(JSON.parse(String(post[1]!.body))).toEqual({ stars: 4, comment: 'Muy amables' });
  });

  it('shows staff the rating, and nothing before the solicitud is completed', async () => {
    mockFetch(() => jsonResponse({ satisfaction: RATED }));
    const { rerender } = renderWithProviders(
      <SatisfactionCard solicitudId={ID} status="completado" isOwnSolicitud={false} isStaff />,
    );
    expect(await screen.findByRole('region', { name: 'Satisfacción del cliente' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('img', { name: '4 de 5 estrellas' })).toBeTruthy());
    expect(screen.getByText('Muy amables')).toBeTruthy();

    rerender(<SatisfactionCard solicitudId={ID} status="en_proceso" isOwnSolicitud={false} isStaff />);
    expect(screen.queryByRole('region', { name: 'Satisfacción del cliente' })).toBeNull();
  });
});
