import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { now } from '@/server/core/clock';
import type { OutboxSubscribers } from './subscriber';

/**
 * Hands a batch of committed outbox events, oldest first, to every subscriber (each its CTE of one statement:
 * webhook deliveries, the creation days of the orders that order events name, ...) and marks the events
 * dispatched, in one transaction. Dispatchers run one at a time (transaction advisory lock), so what a
 * subscriber makes of one ordering key follows outbox order. Returns how many events the batch held and each
 * subscriber's outcome, in the subscribers' order.
 */
export async function dispatchOutbox(
  db: Db,
  subscribers: OutboxSubscribers,
  batchSize = 500,
): Promise<{ events: number; outcomes: unknown[] }> {
  return db.transaction(async (tx) => {
    // The lock's name is the dispatcher's job's (server/outbox/dispatch-job.ts), older than the outbox's folder.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhooks.dispatch-outbox'))`);
    const at = now();
    const ctes = [
      sql`ev as (
        select seq, id, merchant_id, type, ordering_key, created_at
          from outbox_events
         where dispatched_at is null
         order by seq
         limit ${batchSize}
      )`,
      ...subscribers.map((s, i) => sql`${sql.raw(`s${i}`)} as (${s.fanOut({ events: 'ev', at })})`),
      sql`upd as (
        update outbox_events set dispatched_at = ${at.toISOString()}::timestamptz
         where seq in (select seq from ev)
        returning seq
      )`,
    ];
    const outcomes = subscribers.map((s, i) => sql`, ${s.outcome(`s${i}`)} as ${sql.raw(`o${i}`)}`);
    const res = await tx.execute(sql`
      with ${sql.join(ctes, sql`, `)}
      select (select count(*) from upd)::int as events${sql.join(outcomes)}`);
    const row = (res.rows[0] ?? {}) as Record<string, unknown>;
    return {
      events: Number(row.events ?? 0),
      outcomes: subscribers.map((_, i) => {
        const v = row[`o${i}`];
        return typeof v === 'string' && /^[[{]/.test(v) ? JSON.parse(v) : v;
      }),
    };
  });
}
