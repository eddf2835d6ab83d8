import type { DbOrTx } from '@/db/client';
import { workOfEvents, type BillableEvent } from './billable-work';
import { priceWork } from './price-work';

/**
 * The outbox's billing subscriber: the charges (and unpriced events) of a batch of committed outbox events, in
 * the caller's transaction. Safe to run again on the same events, and from two instances at once: each piece of
 * work is one row by its unique (merchant, fee, reference).
 */
export async function chargeEvents(
  tx: DbOrTx,
  events: readonly BillableEvent[],
): Promise<{ charged: number; unpriced: number }> {
  return priceWork(tx, await workOfEvents(tx, events));
}
