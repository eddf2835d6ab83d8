import { AppError } from '@/server/core/errors';
import type { UnitState } from './figures';

/**
 * The stock unit state machine (04 D2): every state change goes through this table.
 * `warehouse`: the change a warehouse operator may make by hand (PATCH /ops/v1/stock-units/{id}).
 * `system`: changes made by other operations (order reservation and release, picking, returns).
 * `reserved` and `picking` belong to an order, so the warehouse cannot put a free unit into them by hand,
 * and cannot free a reserved unit by hand (the order releases it). `written_off` is final.
 */
export const UNIT_TRANSITIONS: Record<
  UnitState,
  { warehouse: readonly UnitState[]; system: readonly UnitState[] }
> = {
  on_shelf: { warehouse: ['not_shelved', 'blocked', 'written_off'], system: ['reserved'] },
  not_shelved: { warehouse: ['on_shelf', 'blocked', 'written_off'], system: [] },
  blocked: { warehouse: ['on_shelf', 'not_shelved', 'written_off'], system: [] },
  reserved: { warehouse: ['picking'], system: ['on_shelf', 'picking'] },
  picking: { warehouse: ['reserved'], system: ['on_shelf', 'reserved', 'written_off'] },
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
