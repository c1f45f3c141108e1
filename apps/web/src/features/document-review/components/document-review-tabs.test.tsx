import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DocumentReviewTabs } from './document-review-tabs.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('DocumentReviewTabs', () => {
  it('opens on the cards, and remembers on the device that this person reviews with the preview', async () => {
    mockFetch(() => jsonResponse({ detail: 'sin datos' }, 404));
    const first = renderWithProviders(<DocumentReviewTabs requestId="req-1" list={<p>Tarjetas</p>} />);
    expect(screen.getByText('Tarjetas')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Revisar con vista previa' }));
    expect(screen.queryByText('Tarjetas')).toBeNull();
    first.unmount();

    renderWithProviders(<DocumentReviewTabs requestId="req-1" list={<p>Tarjetas</p>} />);
    expect(screen.getByRole('tab', { name: 'Revisar con vista previa' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByText('Error cargando documentos')).toBeTruthy();
  });
});
