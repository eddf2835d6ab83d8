import { AppError } from '@/server/core/errors';
import type { UnitState } from './figures';

/**
 * The stock unit state machine (04 D2): every state change goes through this table.
 * `warehouse`: the change a warehouse operator may make by hand (PATCH /ops/v1/stock-units/{id}).
 * `system`: changes made by other operations (order reservation and release, picking, returns).
 * Only an order's reservation sets `reserved`. A free unit may be picked by hand (`picking` without an order: a
 * manual pick, counted as reserved, 04 E20) and such a unit put back or written off by hand; a unit an order holds
 * (`reserved`, or `picking` for an order) changes only through its order (assertNotHeldByOrder). `written_off` is
 * final.
 */
export const UNIT_TRANSITIONS: Record<
  UnitState,
  { warehouse: readonly UnitState[]; system: readonly UnitState[] }
> = {
  on_shelf: { warehouse: ['not_shelved', 'blocked', 'written_off', 'picking'], system: ['reserved'] },
  not_shelved: { warehouse: ['on_shelf', 'blocked', 'written_off'], system: [] },
  blocked: { warehouse: ['on_shelf', 'not_shelved', 'written_off'], system: [] },
  reserved: { warehouse: [], system: ['on_shelf', 'picking'] },
  // `warehouse`: a manual pick only; a unit picked for an order is refused before this table is read.
  picking: {
    warehouse: ['on_shelf', 'not_shelved', 'blocked', 'written_off'],
    system: ['on_shelf', 'reserved', 'written_off'],
  },
  written_off: { warehouse: [], system: [] },
};

/** States a receipt may create units in (POST /ops/v1/stock-units): units arrive free, unshelved or blocked. */
export const RECEIPT_STATES = ['on_shelf', 'not_shelved', 'blocked'] as const;

export function canTransition(from: UnitState, to: UnitState, by: 'warehouse' | 'system'): boolean {
  const row = UNIT_TRANSITIONS[from];
  return by === 'warehouse'
    ? row.warehouse.includes(to)
    : row.warehouse.includes(to) || row.system.includes(to);
}

/** A unit an order holds (reserved for it, or being picked for it) is changed only by that order (04 E20). */
export function assertNotHeldByOrder(unit: { state: string; orderId: string | null }): void {
  if (unit.state === 'reserved' || unit.orderId !== null)
    throw new AppError(
      'STOCK_UNIT_STATE_CHANGE_NOT_ALLOWED',
      `The unit is held by an order (${unit.state}); only the order can change it.`,
      { details: { from: unit.state, order_id: unit.orderId } },
    );
}

export function assertUnitTransition(from: UnitState, to: UnitState, by: 'warehouse' | 'system'): void {
  if (from === to) return;
  if (!canTransition(from, to, by)) {
    throw new AppError(
      'STOCK_UNIT_STATE_CHANGE_NOT_ALLOWED',
      `A unit in state ${from} cannot be changed to ${to} here.`,
      {
        details: { from, to, allowed: UNIT_TRANSITIONS[from][by === 'warehouse' ? 'warehouse' : 'system'] },
      },
    );
  }
}
