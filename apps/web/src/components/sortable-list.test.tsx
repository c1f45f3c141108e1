import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { moveId, SortableList, spanishAnnouncements } from './sortable-list.tsx';

afterEach(cleanup);

describe('moveId', () => {
  it('moves an id to where another one was dropped', () => {
    expect(moveId([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveId([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 9, 2)).toEqual([1, 2, 3]);
  });
});

describe('spanishAnnouncements', () => {
  const names = new Map([
    [10, 'Pasaportes'],
    [20, 'Actas'],
    [30, 'Licencias'],
  ]);
  const announcements = spanishAnnouncements([10, 20, 30], (id) => names.get(Number(id)) ?? '');
  const node = (id: number) => ({ id }) as never;

  it('says what was picked up, where it goes and where it stayed, counting from 1', () => {
    expect(announcements.onDragStart({ active: node(20) } as never)).toBe(
      'Tomaste Actas. Está en la posición 2 de 3.',
    );
    expect(announcements.onDragOver?.({ active: node(20), over: node(30) } as never)).toBe(
      'Actas pasa a la posición 3 de 3.',
    );
    expect(announcements.onDragOver?.({ active: node(20), over: node(20) } as never)).toBe(
      'Actas está en la posición 2 de 3.',
    );
    expect(announcements.onDragEnd?.({ active: node(20), over: node(10) } as never)).toBe(
      'Actas quedó en la posición 1 de 3.',
    );
    expect(announcements.onDragCancel?.({ active: node(20), over: null } as never)).toBe(
      'Movimiento cancelado: Actas vuelve a la posición 2 de 3.',
    );
  });
});

describe('SortableList', () => {
  const items = [
    { id: 1, name: 'Primero' },
    { id: 2, name: 'Segundo' },
  ];

  it('gives every item a handle named after it', () => {
    render(
      <SortableList
        items={items}
        getId={(item) => item.id}
        getLabel={(item) => item.name}
        onReorder={() => undefined}
        label="Orden"
        renderItem={(item, handle) => (
          <div>
            {handle}
            {item.name}
          </div>
        )}
      />,
    );
    const handle = screen.getByRole('button', { name: 'Mover Segundo' });
    expect(handle.hasAttribute('disabled')).toBe(false);
    expect(handle.getAttribute('aria-roledescription')).toBe('elemento reordenable');
  });

  it('disables the handles, described by the reason, when reordering is not possible', () => {
    render(
      <>
        <p id="motivo">Selecciona una categoría específica para reordenar trámites</p>
        <SortableList
          items={items}
          getId={(item) => item.id}
          getLabel={(item) => item.name}
          onReorder={() => undefined}
          label="Orden"
          disabledHintId="motivo"
          renderItem={(item, handle) => (
            <div>
              {handle}
              {item.name}
            </div>
          )}
        />
      </>,
    );
    const handle = screen.getByRole('button', { name: 'Mover Primero' });
    expect(handle.hasAttribute('disabled')).toBe(true);
    expect(handle.getAttribute('aria-describedby')).toBe('motivo');
  });
});
