import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { outboxEvents, webhookDeliveries } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { newId } from '@/server/core/ids';
import { log } from '@/server/core/logger';
import { eventsCutoff } from '@/server/outbox/retention';
import { enqueue } from '@/server/jobs/queue';
import { createdBetween } from '@/server/orders/reads/date-filter';
import { isDate } from '@/server/orders/formats';
import { deliverLaneJob } from './jobs/deliver-lane-job';
import { getWebhookEndpoint } from './manage-endpoints';
import { REPLAY_MAX_EVENTS, type ReplayEventsInput, type ReplayResultDto } from './schemas';
import { recordActivity } from '@/server/activity/record-activity';

function instant(value: string, endOfDay: boolean): number {
  if (!isDate(value)) return Date.parse(value);
  const start = Date.parse(`${value}T00:00:00Z`);
  return endOfDay ? start + 86_400_000 : start;
}

type Picked = { id: string; type: string; seq: number; orderingKey: string; createdAt: Date };

/** The events a replay names: its ids (each the merchant's, within retention) or its range (within retention). */
async function pickEvents(db: DbOrTx, merchantId: string, input: ReplayEventsInput): Promise<Picked[]> {
  const cols = {
    id: outboxEvents.id,
    type: outboxEvents.type,
    seq: outboxEvents.seq,
    orderingKey: outboxEvents.orderingKey,
    createdAt: outboxEvents.createdAt,
  };
  const cutoff = eventsCutoff();
  if (input.event_ids) {
    const ids = [...new Set(input.event_ids)];
    const rows = await db
      .select(cols)
      .from(outboxEvents)
      .where(and(eq(outboxEvents.merchantId, merchantId), inArray(outboxEvents.id, ids)));
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw new AppError('EVENT_NOT_FOUND', undefined, { details: { event_ids: missing } });
    const expired = rows.filter((r) => r.createdAt < cutoff).map((r) => r.id);
    if (expired.length) throw new AppError('EVENT_EXPIRED', undefined, { details: { event_ids: expired } });
    return rows;
  }
  const { created_from: from, created_to: to } = input as Required<
    Pick<ReplayEventsInput, 'created_from' | 'created_to'>
  >;
  if (instant(to, true) <= cutoff.getTime())
    throw new AppError('EVENT_EXPIRED', 'The whole range is older than the events retention.', {
      details: { retained_from: cutoff.toISOString() },
    });
  const where = [
    eq(outboxEvents.merchantId, merchantId),
    gte(outboxEvents.createdAt, cutoff),
    ...createdBetween(outboxEvents.createdAt, from, to),
  ];
  if (input.types) where.push(inArray(outboxEvents.type, input.types));
  const rows = await db
    .select(cols)
    .from(outboxEvents)
    .where(and(...where))
    .orderBy(desc(outboxEvents.seq))
    .limit(REPLAY_MAX_EVENTS + 1);
  if (rows.length > REPLAY_MAX_EVENTS)
    throw new AppError('REPLAY_TOO_LARGE', undefined, { details: { max_events: REPLAY_MAX_EVENTS } });
  return rows;
}

/**
 * POST /v1/webhook-endpoints/{id}/_replay: adds, for each named event the endpoint subscribes to, a new
 * attempt due at once, with the event's own id (the webhook-id header) and body, so a receiver that already
 * has it deduplicates. An event with an attempt to this endpoint still waiting gets none (it is on its way).
 * Replays of one endpoint run one at a time (a transaction advisory lock), so two at once never add one event
 * twice. The attempts join their lanes in outbox order, as retries do.
 */
export async function replayEvents(
  db: DbOrTx,
  merchantId: string,
  endpointId: string,
  input: ReplayEventsInput,
  actor: Actor,
): Promise<ReplayResultDto> {
  const endpoint = await getWebhookEndpoint(db, merchantId, endpointId);
  const events = await pickEvents(db, merchantId, input);
  const subscribed = events.filter((e) => endpoint.eventTypes.includes(e.type));
  const result = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-replay:${endpoint.id}`}, 0))`,
    );
    const ids = subscribed.map((e) => e.id);
    const attempts = ids.length
      ? await tx
          .select({
            eventId: webhookDeliveries.eventId,
            last: sql<number>`max(${webhookDeliveries.attempt})`.mapWith(Number),
            open: sql<number>`count(*) filter (where ${webhookDeliveries.status} in ('pending', 'sending'))`.mapWith(
              Number,
            ),
          })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.endpointId, endpoint.id), inArray(webhookDeliveries.eventId, ids)))
          .groupBy(webhookDeliveries.eventId)
      : [];
    const byEvent = new Map(attempts.map((a) => [a.eventId, a]));
    const at = now();
    const toQueue = subscribed.filter((e) => !(byEvent.get(e.id)?.open ?? 0));
    if (toQueue.length) {
      await tx.insert(webhookDeliveries).values(
        toQueue.map((e) => ({
          id: newId(),
          merchantId,
          endpointId: endpoint.id,
          eventId: e.id,
          eventType: e.type,
          orderingKey: e.orderingKey,
          eventSeq: e.seq,
          attempt: (byEvent.get(e.id)?.last ?? 0) + 1,
          status: 'pending',
          nextAttemptAt: at,
        })),
      );
      await recordActivity(tx, {
        merchantId,
        entityType: 'webhook_endpoint',
        entityId: endpoint.id,
        action: 'webhook_events.replayed',
        actor,
        details: { events: toQueue.length, event_ids: toQueue.slice(0, 100).map((e) => e.id) },
      });
    }
    return {
      queued: toQueue,
      already_pending: subscribed.length - toQueue.length,
    };
  });
  const lanes = [...new Set(result.queued.map((e) => e.orderingKey))];
  await Promise.all(
    lanes.map((orderingKey) =>
      enqueue(deliverLaneJob, { endpointId: endpoint.id, orderingKey }).catch((err) =>
        log.error('could not enqueue webhook replay', { error: (err as Error).message }),
      ),
    ),
  );
  return {
    queued: result.queued.length,
    already_pending: result.already_pending,
    not_subscribed: events.length - subscribed.length,
    event_ids: result.queued.map((e) => e.id),
  };
}
