import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DashboardGreeting, isNewUser } from './dashboard-greeting.tsx';
import { FirstSteps } from './first-steps.tsx';

afterEach(cleanup);

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('isNewUser', () => {
  it('an account opened today is new, whatever it has', () => {
    expect(isNewUser('2026-11-27T09:00:00Z', true, NOW)).toBe(true);
  });

  it('an older account is new only without requests, and unknown while they load', () => {
    expect(isNewUser('2026-10-01T09:00:00Z', false, NOW)).toBe(true);
    expect(isNewUser('2026-10-01T09:00:00Z', true, NOW)).toBe(false);
    expect(isNewUser('2026-10-01T09:00:00Z', undefined, NOW)).toBeUndefined();
    expect(isNewUser(undefined, true, NOW)).toBe(false);
  });
});

describe('DashboardGreeting', () => {
  it('welcomes a new user by their first name, never "de nuevo" nor a gendered word', () => {
    render(<DashboardGreeting name="María López" isNew />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Hola, María!');
    expect(screen.getByText('Te damos la bienvenida a Trámites MX.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/de nuevo|Bienvenid[oa]/);
  });

  it('greets a returning user', () => {
    render(<DashboardGreeting name="Jorge" isNew={false} />);
    expect(screen.getByText('Qué gusto verte de nuevo.')).toBeTruthy();
  });
});

describe('FirstSteps', () => {
  it('explains the three steps in order and offers the catalogue search', () => {
    renderWithProviders(<FirstSteps searchHref="/categorias" />);
    const steps = screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(steps).toEqual([
      '1. Elige tu trámite',
      '2. Recibe y paga tu cotización',
      '3. Sube tus documentos',
    ]);
    expect(screen.getByRole('link', { name: 'Buscar un trámite' }).getAttribute('href')).toBe('/categorias');
  });
});
