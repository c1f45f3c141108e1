import { render, screen } from '@testing-library/react';
import type { Category } from '@tramites/shared';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CategoryLinkCard } from './category-link-card.tsx';

const category = (estimated_procedures: number): Category => ({
  id: 7,
  name: 'Permisos municipales',
  description: 'Licencias de construcción y anuncios.',
  icon: 'Building2',
  color: 'green',
  estimated_procedures,
  is_visible: true,
  is_active: true,
  specialization_required: false,
  display_order: 1,
  tramite_count: 0,
  active_requests_count: 0,
  completion_rate: 0,
});

describe('CategoryLinkCard', () => {
  it('says how many procedures in good Spanish, one or many, and links to the category', () => {
    const { rerender } = render(
      <MemoryRouter>
        <CategoryLinkCard category={category(1)} />
      </MemoryRouter>,
    );
    expect(screen.getByText('1 trámite')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/categoria/7');
    rerender(
      <MemoryRouter>
        <CategoryLinkCard category={category(5)} />
      </MemoryRouter>,
    );
    expect(screen.getByText('5 trámites')).toBeTruthy();
  });
});
