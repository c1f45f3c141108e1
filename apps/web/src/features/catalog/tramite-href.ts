import { paths } from '../../config/paths.ts';

/**
 * Where a procedure is shown: its card on its category page (the page scrolls to it, opens it and marks
 * it). One place to change when procedures get a page of their own.
 */
export const tramiteHref = (categoryId: number, tramiteId: number) =>
  `${paths.categoria.href(categoryId)}#${tramiteAnchor(tramiteId)}`;

export const tramiteAnchor = (tramiteId: number) => `tramite-${tramiteId}`;

/** The procedure a `#tramite-{id}` hash points at, or null. */
export const tramiteIdOfHash = (hash: string): number | null => {
  const match = /^#tramite-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
};
