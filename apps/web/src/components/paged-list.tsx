import type { ReactNode } from 'react';
import { Pagination, type PaginationProps } from './ui/pagination.tsx';

export interface PagedListProps<T> {
  /** The list's accessible name: 'Usuarios'. */
  label: string;
  /** A list in a meaningful order (the audit log, newest first) is an `<ol>`. */
  isOrdered?: boolean;
  /** The rows of this page. */
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** The query behind the page: the rows dim while the next page loads, and the buttons wait for it. */
  query: { isPlaceholderData: boolean; isFetching: boolean };
  pagination: Omit<PaginationProps, 'count' | 'isFetching'>;
}

/** One page of a list the server pages, dimmed while the next one loads, with its pagination under it. */
export function PagedList<T>({
  label,
  isOrdered = false,
  items,
  itemKey,
  renderItem,
  query,
  pagination,
}: PagedListProps<T>) {
  const List = isOrdered ? 'ol' : 'ul';
  return (
    <>
      <List
        aria-label={label}
        className={query.isPlaceholderData ? 'space-y-3 opacity-60 transition-opacity' : 'space-y-3'}
      >
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </List>
      <Pagination {...pagination} count={items.length} isFetching={query.isFetching} />
    </>
  );
}
