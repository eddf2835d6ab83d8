import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { createMerchant } from '@/server/merchants/merchants';
import { dispatchOutbox } from '@/server/outbox/dispatch';
import { emitEvent } from '@/server/outbox/emit';
import type { OutboxSubscriber } from '@/server/outbox/subscriber';
import { OUTBOX_SUBSCRIBERS } from '@/server/platform/outbox-subscribers';
import { uniq } from '../support/fixtures';

/**
 * The outbox's dispatcher (server/outbox/dispatch.ts) hands every committed event to each subscriber the
 * composition root lists. A subscriber of the test's own, beside the real ones (so that other files' events,
 * on a shared database, still reach theirs), reports which of its merchant's events each batch held.
 */
describe('the outbox dispatcher', () => {
  it('hands each committed event to every subscriber once, in outbox order, and marks it dispatched', async () => {
    const db = await getDb();
    const merchant = await createMerchant(db, { name: uniq('Merchant') });
    const seen: OutboxSubscriber<string[]> = {
      name: 'test',
      fanOut: ({ events }) => sql`select id, seq from ${sql.raw(events)} where merchant_id = ${merchant.id}`,
      outcome: (cte) => sql`(select coalesce(json_agg(id order by seq), '[]'::json) from ${sql.raw(cte)})`,
      afterDispatch: async () => {},
    };
    const subscribers = [...OUTBOX_SUBSCRIBERS, seen];
    const emit = (n: number) =>
      db.transaction(async (tx) => {
        const ids: string[] = [];
        for (let i = 0; i < n; i++)
          ids.push(
            await emitEvent(tx, {
              merchantId: merchant.id,
              type: 'product.inventory_changed',
              orderingKey: 'p1',
              data: { i },
            }),
          );
        return ids;
      });
    // A transaction that rolls back leaves no event to dispatch.
    await db
      .transaction(async (tx) => {
        await emitEvent(tx, { merchantId: merchant.id, type: 'order.created', orderingKey: 'o1', data: {} });
        throw new Error('rolled back');
      })
      .catch(() => {});
    const ids = await emit(3);

    const got: string[] = [];
    for (let i = 0; i < 1000 && got.length < ids.length; i++) {
      const { events, outcomes } = await dispatchOutbox(db, subscribers);
      expect(outcomes).toHaveLength(subscribers.length);
      got.push(...(outcomes.at(-1) as string[]));
      if (events === 0) break;
    }
    expect(got).toEqual(ids);

    // Dispatched once: the rows say so, and the next batch hands them to nobody.
    const { outcomes } = await dispatchOutbox(db, subscribers);
    expect(outcomes.at(-1)).toEqual([]);
    const left = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from outbox_events where merchant_id = ${merchant.id} and dispatched_at is null`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});
