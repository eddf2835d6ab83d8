import type { SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';

/**
 * What the outbox's dispatcher hands every committed event to (webhook deliveries, the dashboard's order days,
 * and whatever else must follow each event once): the composition root lists them
 * (server/platform/outbox-subscribers.ts), so the outbox names none of them.
 *
 * A subscriber's work on a batch is one CTE of the dispatcher's statement, run in the transaction that marks
 * the batch dispatched: it happens exactly once an event, off the transaction that wrote the event. What it
 * starts afterwards (jobs) it starts in `afterDispatch`, once the dispatcher's transactions committed.
 */
export interface OutboxSubscriber<Outcome = unknown> {
  name: string;
  /**
   * The CTE body run on a batch: `events` names the batch's CTE (seq, id, merchant_id, type, ordering_key,
   * created_at), `at` is the dispatcher's instant.
   */
  fanOut(batch: { events: string; at: Date }): SQL;
  /** One value the statement returns about the CTE named `cte`: what `afterDispatch` needs of the batch. */
  outcome(cte: string): SQL;
  /** After the dispatcher's run, with the outcome of every batch it dispatched (oldest first). */
  afterDispatch(db: Db, outcomes: Outcome[], opts: { sweep: boolean }): Promise<void>;
}

/** A list of subscribers whatever their outcomes. */
export type OutboxSubscribers = readonly OutboxSubscriber<any>[];
