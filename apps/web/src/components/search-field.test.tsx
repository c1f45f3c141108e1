import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchField } from './search-field.tsx';

function Box({ isClearable }: { isClearable?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      label="Buscar"
      placeholder="Folio o trámite"
      value={value}
      onValueChange={setValue}
      isClearable={isClearable}
    />
  );
}

afterEach(cleanup);

describe('SearchField', () => {
  it('is a search box named by its label', () => {
    render(<Box />);
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    fireEvent.change(box, { target: { value: 'acta' } });
    expect((box as HTMLInputElement).value).toBe('acta');
    expect(box.getAttribute('placeholder')).toBe('Folio o trámite');
    expect(screen.queryByRole('button', { name: 'Borrar búsqueda' })).toBeNull();
  });

  it('offers to clear the text when clearable', () => {
    render(<Box isClearable />);
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    fireEvent.change(box, { target: { value: 'acta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('waits 300 ms before a search goes to the server', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });
});
