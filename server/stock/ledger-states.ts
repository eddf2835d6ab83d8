import type { UnitState } from '@/server/stock/figures';

/**
 * The ledger's states (docs/decisions/stock-ledger.md). A unit's ledger state is its state, except that
 * `reserved` and `picking` are claims on a shelved unit, not movements: they stand as `on_shelf`, so an order's
 * reservation, its picking and their release write no movement. The SQL twin is the database function
 * `stock_ledger_state` (migration 0033); a test holds the two equal.
 */
export const LEDGER_STATES = ['on_shelf', 'not_shelved', 'blocked', 'written_off'] as const;
export type LedgerState = (typeof LEDGER_STATES)[number];

export function ledgerState(state: UnitState): LedgerState {
  return state === 'reserved' || state === 'picking' ? 'on_shelf' : state;
}

/** Ledger states whose units count in `on_hand` (04 E12): all but written_off. */
export const ON_HAND_STATES: readonly LedgerState[] = ['on_shelf', 'not_shelved', 'blocked'];

/**
 * Why stock changed. `units_received`: POST /ops/v1/stock-units; `inbound_received`: an inbound shipment's
 * receipt; `return_received`: a completed return's units; `shelved` / `unshelved`: not_shelved <-> on_shelf;
 * `opening_balance`: the units that stood when the ledger began.
 */
export const MOVEMENT_REASONS = [
  'opening_balance',
  'units_received',
  'inbound_received',
  'return_received',
  'moved',
  'shelved',
  'unshelved',
  'blocked',
  'unblocked',
  'written_off',
  'order_shipped',
  'split_out',
  'split_in',
  'count_adjustment',
] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

/** The reason of a change of ledger state (and maybe location) made by hand or by an order's problem. */
export function stateChangeReason(from: LedgerState, to: LedgerState): MovementReason {
  if (to === from) return 'moved';
  if (to === 'written_off') return 'written_off';
  if (to === 'blocked') return 'blocked';
  if (from === 'blocked') return 'unblocked';
  return to === 'on_shelf' ? 'shelved' : 'unshelved';
}
