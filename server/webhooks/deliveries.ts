import { and, count, desc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { webhookDeliveries, type WebhookDelivery } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { isId, newId } from '@/server/core/ids';
import { log } from '@/server/core/logger';
import { enqueue } from '@/server/jobs/queue';
import { deliverLaneJob } from './jobs/deliver-lane-job';
import { getWebhookEndpoint } from './manage-endpoints';
import type { WebhookDeliveryDto } from './schemas';
import { recordActivity } from '@/server/activity/record-activity';

export function toWebhookDeliveryDto(d: WebhookDelivery): WebhookDeliveryDto {
  return {
    id: d.id,
    event_id: d.eventId,
    event_type: d.eventType,
    attempt: d.attempt,
    status: d.status as WebhookDeliveryDto['status'],
    response_status: d.responseStatus ?? null,
    error: d.error ?? null,
    next_attempt_at: d.status === 'pending' && d.nextAttemptAt ? d.nextAttemptAt.toISOString() : null,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}

/** GET /v1/webhook-endpoints/{id}/deliveries (05 §5): the delivery log, one row per attempt, newest first. */
export async function listDeliveries(
  db: DbOrTx,
  merchantId: string,
  endpointId: string,
  f: { offset: number; limit: number; status?: string },
): Promise<{ deliveries: WebhookDeliveryDto[]; total: number }> {
  await getWebhookEndpoint(db, merchantId, endpointId);
  const where: SQL[] = [eq(webhookDeliveries.endpointId, endpointId)];
  if (f.status) where.push(eq(webhookDeliveries.status, f.status));
  const cond = and(...where);
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(cond)
      .orderBy(
        desc(webhookDeliveries.createdAt),
        desc(webhookDeliveries.eventSeq),
        desc(webhookDeliveries.attempt),
      )
      .offset(f.offset)
      .limit(f.limit),
    db.select({ total: count() }).from(webhookDeliveries).where(cond),
  ]);
  return { deliveries: rows.map(toWebhookDeliveryDto), total: Number(t?.total ?? 0) };
}

/**
 * POST /v1/webhook-endpoints/{id}/deliveries/{deliveryId}/_retry (portal "retry"): sends the delivery's event
 * again now. If an attempt of that event is already waiting, it is made due at once; otherwise a new attempt
 * is added. It keeps its place in the lane (events of one product stay in order). Answers the pending attempt.
 */
export async function retryDelivery(
  db: DbOrTx,
  merchantId: string,
  endpointId: string,
  deliveryId: string,
  actor: Actor,
) {
  const endpoint = await getWebhookEndpoint(db, merchantId, endpointId);
  if (!isId(deliveryId)) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
  const { dto, orderingKey } = await db.transaction(async (tx) => {
    const [d] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
    if (!d) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
    const sameEvent = and(
      eq(webhookDeliveries.eventId, d.eventId),
      eq(webhookDeliveries.endpointId, endpoint.id),
    );
    const at = now();
    const [open] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(sameEvent, inArray(webhookDeliveries.status, ['pending', 'sending'])))
      .for('update');
    let row: WebhookDelivery;
    if (open) {
      row =
        open.status === 'pending'
          ? (
              await tx
                .update(webhookDeliveries)
                .set({ nextAttemptAt: at, updatedAt: at })
                .where(eq(webhookDeliveries.id, open.id))
                .returning()
            )[0]!
          : open;
    } else {
      const [m] = await tx
        .select({ attempt: max(webhookDeliveries.attempt) })
        .from(webhookDeliveries)
        .where(sameEvent);
      [row] = (await tx
        .insert(webhookDeliveries)
        .values({
          id: newId(),
          merchantId,
          endpointId: endpoint.id,
          eventId: d.eventId,
          eventType: d.eventType,
          orderingKey: d.orderingKey,
          eventSeq: d.eventSeq,
          attempt: (m?.attempt ?? d.attempt) + 1,
          status: 'pending',
          nextAttemptAt: at,
        })
        .returning()) as [WebhookDelivery];
    }
    await recordActivity(tx, {
      merchantId,
      entityType: 'webhook_endpoint',
      entityId: endpoint.id,
      action: 'webhook_delivery.retried',
      actor,
      details: { delivery_id: deliveryId, event_id: d.eventId },
    });
    return { dto: toWebhookDeliveryDto(row), orderingKey: d.orderingKey };
  });
  await enqueue(deliverLaneJob, { endpointId: endpoint.id, orderingKey }).catch((err) =>
    log.error('could not enqueue webhook retry', { error: (err as Error).message }),
  );
  return dto;
}
