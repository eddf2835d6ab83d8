import type { Discrepancy } from '../schemas';

/**
 * The one home of a notice's figures and discrepancies (docs/decisions/inbound.md): what was announced against
 * what was counted, per product, per box and for the whole notice. The API's answer, the event, the portal's
 * screens and the close's summary all read them from here.
 */
export interface Counted {
  received: number;
  damaged: number;
  expired: number;
}

export const NOTHING_COUNTED: Counted = { received: 0, damaged: 0, expired: 0 };

export function addCounted(a: Counted, b: Counted): Counted {
  return {
    received: a.received + b.received,
    damaged: a.damaged + b.damaged,
    expired: a.expired + b.expired,
  };
}

/**
 * One line's discrepancy: a product the notice did not name is `unexpected`; more than announced is `over`;
 * fewer is `short`, but only once the notice is closed (until then the rest may still be counted); else units
 * found damaged make it `damaged`. One value per line, in that order of weight; the quantities tell the rest.
 */
export function discrepancyOf(expected: number, counted: Counted, closed: boolean): Discrepancy | null {
  if (expected === 0 && counted.received > 0) return 'unexpected';
  if (closed && counted.received < expected) return 'short';
  if (counted.received > expected) return 'over';
  if (counted.damaged > 0) return 'damaged';
  return null;
}

const WEIGHT: Record<Discrepancy, number> = { unexpected: 4, short: 3, over: 2, damaged: 1 };

/** A box's or a notice's discrepancy: the weightiest of its lines'. */
export function worstDiscrepancy(all: (Discrepancy | null)[]): Discrepancy | null {
  let worst: Discrepancy | null = null;
  for (const d of all) if (d && (!worst || WEIGHT[d] > WEIGHT[worst])) worst = d;
  return worst;
}

export interface Figures {
  expected_quantity: number;
  received_quantity: number;
  damaged_quantity: number;
  expired_quantity: number;
  discrepancy: Discrepancy | null;
}

export function figuresOf(expected: number, counted: Counted, closed: boolean): Figures {
  return {
    expected_quantity: expected,
    received_quantity: counted.received,
    damaged_quantity: counted.damaged,
    expired_quantity: counted.expired,
    discrepancy: discrepancyOf(expected, counted, closed),
  };
}

/**
 * What was counted of one product in one box, shared out over the box's announced lines of that product
 * (two batches of one product in one box are two lines): each line takes up to its announced quantity in
 * order, the last one takes what is left (an over-delivery shows on it). Damaged and expired units are
 * shared out the same way over what each line received.
 */
export function shareOut(expected: number[], counted: Counted): Counted[] {
  const out: Counted[] = expected.map(() => ({ ...NOTHING_COUNTED }));
  if (!expected.length) return out;
  let left = { ...counted };
  expected.forEach((want, i) => {
    const last = i === expected.length - 1;
    const received = last ? left.received : Math.min(want, left.received);
    const damaged = last ? left.damaged : Math.min(received, left.damaged);
    const expired = last ? left.expired : Math.min(received, left.expired);
    out[i] = { received, damaged, expired };
    left = {
      received: left.received - received,
      damaged: left.damaged - damaged,
      expired: left.expired - expired,
    };
  });
  return out;
}
