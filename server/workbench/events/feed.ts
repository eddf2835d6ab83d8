import { and, asc, count, desc, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { outboxEvents, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { createdBetween } from '@/server/orders/reads/date-filter';
import { toWebhookDeliveryDto } from '@/server/webhooks/deliveries';
import { INTERNAL_EVENT_TYPES, type EventType } from '@/server/outbox/emit';
import { eventsCutoff } from '@/server/outbox/retention';
import { EVENT_ID_PATTERN, type EventDetailDto, type EventDto, type ListEventsFilter } from './schemas';

/** The outbox's internal events (the warehouse's work for billing) are no merchant's events. */
const notInternal = notInArray(outboxEvents.type, [...INTERNAL_EVENT_TYPES]);

/**
 * Endpoints (not deleted) that were sent the event and have not accepted it: the event's delivery rows
 * grouped by endpoint, without a succeeded attempt. Reads webhook_deliveries by its (event_id, endpoint_id) index.
 */
const pendingEndpoints = sql<number>`(
  select count(distinct d.endpoint_id)::int
    from webhook_deliveries d
    join webhook_endpoints we on we.id = d.endpoint_id and we.deleted_at is null
   where d.event_id = "outbox_events"."id"
     and not exists (
       select 1 from webhook_deliveries s
        where s.event_id = d.event_id and s.endpoint_id = d.endpoint_id and s.status = 'succeeded'))`.mapWith(
  Number,
);

function toEventDto(row: {
  id: string;
  type: string;
  payload: unknown;
  createdAt: Date;
  pending: number;
}): EventDto {
  const p = row.payload as { data?: Record<string, unknown>; created_at?: string };
  return {
    id: row.id,
    type: row.type as EventType,
    created_at: p.created_at ?? row.createdAt.toISOString(),
    data: p.data ?? {},
    pending_endpoints: Number(row.pending ?? 0),
  };
}

/**
 * GET /v1/events: the merchant's outbox events of the retention window, newest first (outbox order), with the
 * filters of ListEventsQuery. Reads outbox_events by its (merchant_id, seq) index.
 */
export async function listEvents(
  db: DbOrTx,
  merchantId: string,
  f: ListEventsFilter,
): Promise<{ events: EventDto[]; total: number }> {
  const where: SQL[] = [
    eq(outboxEvents.merchantId, merchantId),
    gte(outboxEvents.createdAt, eventsCutoff()),
    ...createdBetween(outboxEvents.createdAt, f.created_from, f.created_to),
    notInternal,
  ];
  if (f.type?.length) where.push(inArray(outboxEvents.type, f.type));
  if (f.delivery_success === false) where.push(sql`${pendingEndpoints} > 0`);
  if (f.delivery_success === true) where.push(sql`${pendingEndpoints} = 0`);
  const cond = and(...where);
  const [rows, [t]] = await Promise.all([
    db
      .select({
        id: outboxEvents.id,
        type: outboxEvents.type,
        payload: outboxEvents.payload,
        createdAt: outboxEvents.createdAt,
        pending: pendingEndpoints,
      })
      .from(outboxEvents)
      .where(cond)
      .orderBy(desc(outboxEvents.seq))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ total: count() }).from(outboxEvents).where(cond),
  ]);
  return { events: rows.map(toEventDto), total: Number(t?.total ?? 0) };
}

/**
 * The merchant's event by id: 404 EVENT_NOT_FOUND when it is not the merchant's (or not an event id),
 * 404 EVENT_EXPIRED when it is older than the retention.
 */
export async function findMerchantEvent(db: DbOrTx, merchantId: string, eventId: string) {
  if (!EVENT_ID_PATTERN.test(eventId)) throw new AppError('EVENT_NOT_FOUND');
  const [row] = await db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.id, eventId), eq(outboxEvents.merchantId, merchantId), notInternal));
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  if (row.createdAt < eventsCutoff()) throw new AppError('EVENT_EXPIRED');
  return row;
}

/** GET /v1/events/{eventId}: the event as sent (its body) and every attempt, grouped by endpoint. */
export async function getEvent(db: DbOrTx, merchantId: string, eventId: string): Promise<EventDetailDto> {
  const row = await findMerchantEvent(db, merchantId, eventId);
  const attempts = await db
    .select({ d: webhookDeliveries, url: webhookEndpoints.url, deletedAt: webhookEndpoints.deletedAt })
    .from(webhookDeliveries)
    .leftJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.eventId, row.id), eq(webhookDeliveries.merchantId, merchantId)))
    .orderBy(asc(webhookDeliveries.endpointId), asc(webhookDeliveries.attempt));
  const byEndpoint = new Map<string, EventDetailDto['deliveries'][number]>();
  let pending = 0;
  for (const a of attempts) {
    let g = byEndpoint.get(a.d.endpointId);
    if (!g) {
      g = { endpoint_id: a.d.endpointId, endpoint_url: a.url ?? null, succeeded: false, attempts: [] };
      byEndpoint.set(a.d.endpointId, g);
    }
    g.attempts.push(toWebhookDeliveryDto(a.d));
    if (a.d.status === 'succeeded') g.succeeded = true;
  }
  for (const [id, g] of byEndpoint) {
    const deleted = attempts.find((a) => a.d.endpointId === id)?.deletedAt;
    if (!g.succeeded && !deleted) pending++;
  }
  return {
    ...toEventDto({ ...row, pending }),
    body: JSON.stringify(row.payload),
    deliveries: [...byEndpoint.values()],
  };
}
