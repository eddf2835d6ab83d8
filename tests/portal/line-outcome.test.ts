import { describe, expect, it } from 'vitest';
import { completedText } from '@/components/portal/line-outcome-text';
import { lineOutcome } from '@/server/returns/lines/disposition';
import type { ReturnDto } from '@/server/returns/schemas';

type Line = ReturnDto['items'][number];

const line = (over: Partial<Line> = {}): Line => ({
  id: 'item1',
  product: { id: 'p1' },
  quantity: 2,
  original_order: null,
  merchant_decision: null,
  discrepancy: false,
  services: [],
  return_reason: null,
  expected_quantity: 2,
  received_quantity: null,
  inspection: null,
  exchange: null,
  ...over,
});

const inspected = (condition: NonNullable<Line['inspection']>['condition'], received: number) => ({
  received_quantity: received,
  inspection: { received_quantity: received, condition, note: null, inspected_at: '', inspected_by: null },
});

describe('lineOutcome: what the arrival page says the release will do with a line', () => {
  const noDefaults = new Map();

  it('before any decision: the default for the inspected condition, and what shelving would put into stock', () => {
    expect(lineOutcome(null, line(inspected('damaged', 1)), new Map([['damaged', 'destroy']]))).toEqual({
      kind: 'undecided',
      conditionDefault: 'destroy',
      shelved: { quantity: 1, unitState: 'blocked' },
    });
    expect(lineOutcome(null, line(), noDefaults)).toEqual({
      kind: 'undecided',
      conditionDefault: null,
      shelved: { quantity: 2, unitState: 'on_shelf' },
    });
  });

  it('to shelf: sellable units free, unsellable ones blocked, a missing line nothing', () => {
    const toShelf = { merchant_decision: { code: 'to_shelf' as const, restock_as_product: null } };
    expect(
      lineOutcome('to_shelf', line({ ...toShelf, ...inspected('opened_sellable', 2) }), noDefaults),
    ).toEqual({ kind: 'line', code: 'to_shelf', shelved: { quantity: 2, unitState: 'on_shelf' } });
    expect(lineOutcome('to_shelf', line({ ...toShelf, ...inspected('defective', 1) }), noDefaults)).toEqual({
      kind: 'line',
      code: 'to_shelf',
      shelved: { quantity: 1, unitState: 'blocked' },
    });
    expect(lineOutcome('to_shelf', line({ ...toShelf, ...inspected('missing', 0) }), noDefaults)).toEqual({
      kind: 'line',
      code: 'to_shelf',
      shelved: null,
    });
  });

  it("a line's effective decision other than to shelf, and whole decisions that settle every line", () => {
    const destroy = { merchant_decision: { code: 'destroy' as const, restock_as_product: null } };
    expect(lineOutcome('to_shelf', line({ ...destroy, ...inspected('damaged', 1) }), noDefaults)).toEqual({
      kind: 'line',
      code: 'destroy',
      shelved: null,
    });
    expect(lineOutcome('destroy', line(), noDefaults)).toEqual({ kind: 'whole', code: 'destroy' });
    expect(lineOutcome('resend_as_it_is', line(), noDefaults)).toEqual({
      kind: 'whole',
      code: 'resend_as_it_is',
    });
  });
});

describe('the banner after completing a return says what happened to each line', () => {
  it('a destroyed or resent line is never said to be in stock', () => {
    const decided = (code: 'to_shelf' | 'destroy' | 'resend') => ({
      merchant_decision: { code, restock_as_product: null },
    });
    const none = new Map();
    const shelved = lineOutcome(
      'to_shelf',
      line({ ...decided('to_shelf'), ...inspected('sellable', 2) }),
      none,
    );
    const blocked = lineOutcome(
      'to_shelf',
      line({ ...decided('to_shelf'), ...inspected('damaged', 1) }),
      none,
    );
    const destroyed = lineOutcome(
      'to_shelf',
      line({ ...decided('destroy'), ...inspected('damaged', 1) }),
      none,
    );
    const resent = lineOutcome('to_shelf', line({ ...decided('resend') }), none);
    expect(completedText([shelved, destroyed])).toBe(
      'Completed: 1 line back on the shelf as free stock, 1 line destroyed.',
    );
    expect(completedText([shelved, shelved, blocked, resent])).toBe(
      'Completed: 2 lines back on the shelf as free stock, 1 line stored blocked (not available to orders), 1 line resent to the customer (a new order).',
    );
    expect(completedText([lineOutcome('destroy', line(), none)])).toBe('Completed: 1 line destroyed.');
    expect(completedText([shelved])).not.toMatch(/each line is in stock/);
  });
});
