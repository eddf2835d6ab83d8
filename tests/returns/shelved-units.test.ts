import { describe, expect, it } from 'vitest';
import { shelvedUnits } from '@/server/returns/lines/disposition';
import { INSPECTION_CONDITIONS } from '@/server/returns/return-states';

describe('shelvedUnits: what a to_shelf line puts into stock (docs/decisions/returns.md)', () => {
  const line = (condition: string | null, received: number | null, quantity = 3) => ({
    quantity,
    receivedQuantity: received,
    inspectionCondition: condition,
  });

  it('takes every condition: free units only when sellable, blocked when not, nothing when missing', () => {
    const outcome = Object.fromEntries(
      INSPECTION_CONDITIONS.map((c) => [c, shelvedUnits(line(c, c === 'missing' ? 0 : 2))]),
    );
    expect(outcome).toEqual({
      sellable: { quantity: 2, unitState: 'on_shelf' },
      opened_sellable: { quantity: 2, unitState: 'on_shelf' },
      damaged: { quantity: 2, unitState: 'blocked' },
      defective: { quantity: 2, unitState: 'blocked' },
      missing: null,
      wrong_item: { quantity: 2, unitState: 'blocked' },
    });
  });

  it('shelves an uninspected line by its quantity, and received units beyond the expected ones', () => {
    expect(shelvedUnits(line(null, null, 3))).toEqual({ quantity: 3, unitState: 'on_shelf' });
    expect(shelvedUnits(line('sellable', 5, 3))).toEqual({ quantity: 5, unitState: 'on_shelf' });
    expect(shelvedUnits(line('sellable', 1.4, 3))).toEqual({ quantity: 1, unitState: 'on_shelf' });
  });
});
