import { cleanup, screen } from '@testing-library/react';
import type { PublicConfig } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactAction } from './contact-action.tsx';
import { ContactCta } from './contact-cta.tsx';

function renderWithConfig(ui: React.ReactElement, config: Partial<PublicConfig>) {
  mockFetch(() => jsonResponse({ demo_mode: false, public_phone: null, public_whatsapp: null, ...config }));
  renderWithProviders(ui);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contact call to action (no dead-end "Escríbenos")', () => {
  it('without a configured phone or WhatsApp, offers the catalogue instead of asking to write', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithConfig(<ContactCta />, {});
    const link = await screen.findByRole('link', { name: 'Cotizar un trámite' });
    expect(link.getAttribute('href')).toBe('/categorias');
    expect(screen.queryByText(/Escríbenos/)).toBeNull();
  });

  it('with WhatsApp configured, "Escríbenos" is the WhatsApp button', async () => {
    renderWithConfig(<ContactCta />, { public_whatsapp: '5512345678', public_phone: '5512345678' });
    const link = await screen.findByRole('link', { name: /Escríbenos por WhatsApp/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5512345678\?text=/);
  });

  it('ContactAction: WhatsApp first, then the phone, else the fallback link', async () => {
    const fallback = { to: '/categorias', label: 'Ver otras categorías' };
    renderWithConfig(<ContactAction fallback={fallback} />, { public_whatsapp: '5512345678' });
    expect((await screen.findByRole('link', { name: /WhatsApp/ })).getAttribute('href')).toMatch(/wa\.me/);
    cleanup();
    renderWithConfig(<ContactAction fallback={fallback} />, { public_phone: '5512345678' });
    expect((await screen.findByRole('link', { name: /Llamar/ })).getAttribute('href')).toBe(
      'tel:+525512345678',
    );
    cleanup();
    renderWithConfig(<ContactAction fallback={fallback} />, {});
    expect((await screen.findByRole('link', { name: 'Ver otras categorías' })).getAttribute('href')).toBe(
      '/categorias',
    );
  });
});
