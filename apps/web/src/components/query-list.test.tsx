import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ListQuery, ListSkeleton, QueryList } from './query-list.tsx';

const settled = <T,>(data: T | undefined, error: unknown = null): ListQuery<T> => ({
  data,
  isPending: false,
  isError: error !== null,
  error,
  isFetching: false,
  refetch: vi.fn(),
});

function renderList(query: ListQuery<string[]>, isFailed?: boolean) {
  render(
    <QueryList
      query={query}
      skeleton={<ListSkeleton label="Cargando cosas" count={3} itemClassName="h-4" />}
      error={{ title: 'Error cargando cosas' }}
      isFailed={isFailed}
      isEmpty={(items) => items.length === 0}
      empty={<p>Nada todavía</p>}
    >
      {(items) => (
        <ul aria-label="Cosas">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryList>,
  );
}

afterEach(cleanup);

describe('QueryList', () => {
  it('shows the skeleton while the first load is pending', () => {
    renderList({ ...settled(undefined), isPending: true });
    expect(screen.getByRole('status', { name: 'Cargando cosas' }).children).toHaveLength(3);
  });

  it('shows the error with a retry that refetches when nothing loaded', () => {
    const query = settled<string[]>(undefined, new Error('x'));
    renderList(query);
    expect(screen.getByText('Error cargando cosas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('keeps the list after a failed refetch, unless told the load failed', () => {
    renderList(settled(['uno'], new Error('x')));
    expect(screen.getByRole('list', { name: 'Cosas' })).toBeTruthy();
    cleanup();
    renderList(settled(['uno'], new Error('x')), true);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Error cargando cosas')).toBeTruthy();
  });

  it('shows the empty state, then the list', () => {
    renderList(settled([]));
    expect(screen.getByText('Nada todavía')).toBeTruthy();
    cleanup();
    renderList(settled(['uno', 'dos']));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['uno', 'dos']);
  });

  it('offers no retry where retrying cannot help', () => {
    render(
      <QueryList
        query={settled<string[]>(undefined, new Error('x'))}
        skeleton={null}
        error={{ title: 'Sin permiso', canRetry: false }}
      >
        {() => null}
      </QueryList>,
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
