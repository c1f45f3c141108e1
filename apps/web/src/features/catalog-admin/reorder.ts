import type { ReorderInput } from '@tramites/shared';

/** What a failed reorder says (spec section 8); the list goes back to the order it had. */
export const REORDER_ERROR = 'Error guardando el orden';

/** The body of a reorder call: each id with its new position (0, 1, 2…), in the order given. */
export function orderPayload(ids: readonly number[]): ReorderInput {
  return ids.map((id, order) => ({ id, order }));
}

/**
 * The items in the order of `ids`, each with its new `display_order`; items missing from `ids` keep
 * their place after the others (a list that changed meanwhile is refreshed by the server anyway).
 */
export function applyOrder<T extends { id: number; display_order: number }>(
  items: readonly T[],
  ids: readonly number[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  const rest = items.filter((item) => !ids.includes(item.id));
  return [...ordered, ...rest].map((item, index) => ({ ...item, display_order: index }));
}
