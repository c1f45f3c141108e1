import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogSearchResult } from '@tramites/shared';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { CatalogSearchBox } from './catalog-search-box.tsx';

/** Whether the results code was loaded: it must wait for the first focus or key (first-load budget). */
const loaded = vi.hoisted(() => ({ results: false }));
vi.mock('./catalog-search-results.tsx', async (importOriginal) => {
  loaded.results = true;
  return importOriginal();
});

const PASSPORTS: CatalogSearchResult = {
  q: 'pasaporte',
  total: 3,
  groups: [
    {
      category_id: 2,
      category_name: 'Pasaporte y documentos de identidad',
      tramites: [
        {
          id: 11,
          name: 'Pasaporte ordinario por 3 años',
          price_label: '$2,495.00',
          price_caption: 'Total estimado',
          estimated_time_days: 20,
          dependencia: 'SRE',
          matched_in: 'nombre',
        },
        {
          id: 12,
          name: 'Pasaporte ordinario por 6 años',
          price_label: '$3,140.00',
          price_caption: 'Total estimado',
          estimated_time_days: 20,
          dependencia: 'SRE',
          matched_in: 'nombre',
        },
      ],
    },
    {
      category_id: 5,
      category_name: 'Migración',
      tramites: [
        {
          id: 40,
          name: 'Visa de residente',
          price_label: 'Desde $1,500.00',
          price_caption: null,
          estimated_time_days: 30,
          dependencia: 'INM',
          matched_in: 'documentos',
        },
      ],
    },
  ],
};
const NOTHING: CatalogSearchResult = { q: 'zzz', total: 0, groups: [] };

let searched: string[];
beforeEach(() => {
  searched = [];
  mockFetch((url) => {
    if (url.includes('/config/public')) {
      return jsonResponse({ demo_mode: false, public_whatsapp: '5215555555555', public_phone: null });
    }
    const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
    searched.push(q);
    return jsonResponse(q.startsWith('zz') ? { ...NOTHING, q } : { ...PASSPORTS, q });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <p data-testid="ubicacion">{`${location.pathname}${location.hash}`}</p>;
}

const renderBox = (route = '/') =>
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <CatalogSearchBox id="buscar" />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );

const box = () => screen.getByRole('combobox', { name: 'Busca tu trámite' });
const where = () => screen.getByTestId('ubicacion').textContent;

async function type(text: string) {
  const input = box();
  act(() => input.focus());
  await waitFor(() => expect(loaded.results).toBe(true));
  // The results component attaches its listeners once loaded.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  fireEvent.input(input, { target: { value: text } });
}

describe('CatalogSearchBox', () => {
  it('is plain markup until used: the results code loads on the first focus', async () => {
    const html = renderToString(
      <MemoryRouter>
        <CatalogSearchBox id="buscar" />
      </MemoryRouter>,
    );
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    renderBox();
    expect(loaded.results).toBe(false);
    expect(searched).toEqual([]);
    act(() => box().focus());
    await waitFor(() => expect(loaded.results).toBe(true));
  });

  it('searches as you type (once typing pauses) and groups the results by category', async () => {
    renderBox();
    await type('pa');
    fireEvent.input(box(), { target: { value: 'pas' } });
    fireEvent.input(box(), { target: { value: 'pasaporte' } });
    const list = await screen.findByRole('listbox', { name: 'Trámites encontrados' });
    // Only the query typing stopped at was sent.
    expect(searched).toEqual(['pasaporte']);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const groups = within(list).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(within(groups[0]!).getByText('Pasaporte y documentos de identidad')).toBeTruthy();
    expect(within(groups[0]!).getAllByRole('option')).toHaveLength(2);
    const visa = within(groups[1]!).getByRole('option', { name: /Visa de residente/ });
    expect(visa.textContent).toContain('Desde $1,500.00 · 30 días');
    expect(visa.textContent).toContain('Coincide con un documento requerido');
    expect(visa.getAttribute('href')).toBe('/categoria/5#tramite-40');
    expect(screen.getByRole('status').textContent).toBe('3 resultados');
  });

  it('moves through the results with the arrows, opens one with Enter and closes with Escape', async () => {
    renderBox();
    await type('pasaporte');
    await screen.findByRole('listbox');
    const input = box();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = screen.getByRole('option', { name: /3 años/ });
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Visa/ }).id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /6 años/ }).id,
    );

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect((input as HTMLInputElement).value).toBe('pasaporte');
    // A second Escape empties the box.
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');

    fireEvent.input(input, { target: { value: 'pasaporte' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(where()).toBe('/categoria/2#tramite-12');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the first result with Enter when none is marked', async () => {
    renderBox();
    await type('pasaporte');
    await screen.findByRole('listbox');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(where()).toBe('/categoria/2#tramite-11');
  });

  it('says plainly when nothing matches, with a way forward', async () => {
    renderBox();
    await type('zzqx');
    expect(await screen.findByText('Sin resultados para «zzqx»')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    const whatsapp = await screen.findByRole('link', { name: /Escríbenos por WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toContain('https://wa.me/5215555555555?text=');
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain('zzqx');
    expect(screen.getByRole('link', { name: 'Ver todas las categorías' }).getAttribute('href')).toBe(
      '/categorias',
    );
  });

  it('does not search a single letter', async () => {
    renderBox();
    await type('p');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(searched).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('hydrates the prerendered markup as is, and serves a visitor who typed before hydration', async () => {
    const page = (
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <CatalogSearchBox id="buscar" />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.focus();
    input.value = 'pasaporte';
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, page));
    // No hydration mismatch, and the results come without another focus or key.
    expect(errors).not.toHaveBeenCalled();
    expect(await screen.findByRole('listbox', { name: 'Trámites encontrados' })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });

  it('lands focused when the URL points at it (Buscar Mi Trámite)', async () => {
    renderBox('/categorias#buscar');
    await waitFor(() => expect(document.activeElement).toBe(box()));
  });
});
