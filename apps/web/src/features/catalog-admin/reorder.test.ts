import { describe, expect, it } from 'vitest';
import { applyOrder, orderPayload } from './reorder.ts';

describe('reorder', () => {
  it('sends each id with its new position, in the order given', () => {
    expect(orderPayload([7, 3, 9])).toEqual([
      { id: 7, order: 0 },
      { id: 3, order: 1 },
      { id: 9, order: 2 },
    ]);
  });

  it('puts the items in the new order with their new display_order (what the list shows at once)', () => {
    const items = [
      { id: 1, display_order: 0, name: 'A' },
      { id: 2, display_order: 1, name: 'B' },
      { id: 3, display_order: 2, name: 'C' },
    ];
    expect(applyOrder(items, [3, 1, 2]).map((item) => [item.name, item.display_order])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    // The list it came from is left as it was: a failed save puts it back.
    expect(items.map((item) => item.name)).toEqual(['A', 'B', 'C']);
  });

  it('keeps items the new order does not mention after the others', () => {
    const items = [
      { id: 1, display_order: 0 },
      { id: 2, display_order: 1 },
      { id: 3, display_order: 2 },
    ];
    expect(applyOrder(items, [2, 1]).map((item) => item.id)).toEqual([2, 1, 3]);
  });
});
