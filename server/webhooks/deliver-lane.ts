import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { outboxEvents, webhookDeliveries, webhookEndpoints, type WebhookDelivery } from '@/db/schema';
import { now } from '@/server/core/clock';
import { newId } from '@/server/core/ids';
import { log } from '@/server/core/logger';
import { decrypt } from '@/server/core/secrets';
import { renderEvent } from '@/server/api/versions';
import { postWebhook } from './post-webhook';
import { leaseMs, retryDelayMs, shouldRetry } from './retry-policy';
import { signWebhook } from './signing';

type Claim =
  | { kind: 'done' }
  | { kind: 'busy' }
  | { kind: 'wait'; until: Date }
  | { kind: 'send'; delivery: WebhookDelivery; url: string; secretEncrypted: string; body: string };

/**
 * Claims and results of one lane run one at a time: a transaction-level advisory lock on the lane, taken
 * before any read. Locking only the head row is not enough: a claim that waited on that row would go on
 * with the snapshot it started with, miss the retry that the result being recorded just inserted, and send
 * the next event ahead of the failed one.
 */
async function lockLane(tx: Tx, endpointId: string, orderingKey: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-lane:${endpointId}:${orderingKey}`}, 0))`,
  );
}

/**
 * Takes the head of a lane (one endpoint, one ordering key): the pending attempt of the lowest outbox seq.
 * The lane is locked (lockLane), so two workers never send the same lane at once and never skip ahead of
 * the head: events of one product reach an endpoint in order. A claimed attempt is `sending` with a lease; a
 * worker that dies leaves a lease that expires, and the attempt is recorded as failed and retried.
 */
async function claimHead(db: Db, endpointId: string, orderingKey: string): Promise<Claim> {
  return db.transaction(async (tx) => {
    await lockLane(tx, endpointId, orderingKey);
    const [head] = await tx
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.orderingKey, orderingKey),
          inArray(webhookDeliveries.status, ['pending', 'sending']),
        ),
      )
      .orderBy(asc(webhookDeliveries.eventSeq), asc(webhookDeliveries.attempt))
      .limit(1)
      .for('update');
    if (!head) return { kind: 'done' };
    const at = now();
    if (head.nextAttemptAt && head.nextAttemptAt > at)
      return head.status === 'sending' ? { kind: 'busy' } : { kind: 'wait', until: head.nextAttemptAt };
    const [endpoint] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    if (!endpoint || !endpoint.active || endpoint.deletedAt) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'cancelled', error: 'endpoint deleted', updatedAt: at })
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            inArray(webhookDeliveries.status, ['pending', 'sending']),
          ),
        );
      return { kind: 'done' };
    }
    if (head.status === 'sending') {
      // The worker that claimed it stopped before recording a result: count it as failed, retry at once.
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', error: 'no result: the worker stopped', updatedAt: at })
        .where(eq(webhookDeliveries.id, head.id));
      await tx.insert(webhookDeliveries).values(nextAttempt(head, at));
      return { kind: 'wait', until: at };
    }
    const [event] = await tx.select().from(outboxEvents).where(eq(outboxEvents.id, head.eventId));
    await tx
      .update(webhookDeliveries)
      .set({ status: 'sending', nextAttemptAt: new Date(at.getTime() + leaseMs()), updatedAt: at })
      .where(eq(webhookDeliveries.id, head.id));
    return {
      kind: 'send',
      delivery: head,
      url: endpoint.url,
      secretEncrypted: endpoint.secretEncrypted,
      // Rendered in the endpoint's API version at each attempt (so a replay follows a changed version too).
      body: JSON.stringify(
        renderEvent(endpoint.apiVersion, event!.payload as { type?: unknown; data?: unknown }),
      ),
    };
  });
}

function nextAttempt(prev: WebhookDelivery, dueAt: Date): typeof webhookDeliveries.$inferInsert {
  return {
    id: newId(),
    merchantId: prev.merchantId,
    endpointId: prev.endpointId,
    eventId: prev.eventId,
    eventType: prev.eventType,
    orderingKey: prev.orderingKey,
    eventSeq: prev.eventSeq,
    attempt: prev.attempt + 1,
    status: 'pending',
    nextAttemptAt: dueAt,
  };
}

/**
 * Records an attempt's answer and, on failure, schedules the next attempt. Only the holder of the lease may:
 * once another worker took the lane over (the lease ran out), that worker already counted this attempt as
 * failed and scheduled its retry, so a late answer changes nothing and schedules nothing.
 */
async function recordResult(
  db: Db,
  d: WebhookDelivery,
  result: { ok: boolean; status: number | null; error: string | null },
): Promise<Date | null> {
  return db.transaction(async (tx) => {
    await lockLane(tx, d.endpointId, d.orderingKey);
    const at = now();
    const owned = await tx
      .update(webhookDeliveries)
      .set({
        status: result.ok ? 'succeeded' : 'failed',
        responseStatus: result.status,
        error: result.error,
        nextAttemptAt: null,
        updatedAt: at,
      })
      .where(and(eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.status, 'sending')))
      .returning({ id: webhookDeliveries.id });
    if (owned.length === 0) {
      log.warn('webhook answer after the lease ran out', {
        delivery_id: d.id,
        event_id: d.eventId,
        response_status: result.status,
      });
      return null;
    }
    if (result.ok) return null;
    const [first] = await tx
      .select({ createdAt: sql<Date>`min(${webhookDeliveries.createdAt})`.mapWith((v) => new Date(v)) })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.eventId, d.eventId), eq(webhookDeliveries.endpointId, d.endpointId)));
    if (!shouldRetry(first?.createdAt ?? d.createdAt, at)) {
      log.warn('webhook delivery given up', {
        delivery_id: d.id,
        event_id: d.eventId,
        endpoint_id: d.endpointId,
        attempt: d.attempt,
      });
      return null;
    }
    const due = new Date(at.getTime() + retryDelayMs(d.attempt));
    await tx.insert(webhookDeliveries).values(nextAttempt(d, due));
    return due;
  });
}

/**
 * Delivers a lane's due attempts in order until it is empty, waiting for a retry, or taken by another worker.
 * Returns when the lane should be looked at again (a failed attempt's retry time), or null.
 */
export async function deliverLane(
  db: Db,
  endpointId: string,
  orderingKey: string,
  maxAttempts = 200,
): Promise<Date | null> {
  for (let i = 0; i < maxAttempts; i++) {
    const claim = await claimHead(db, endpointId, orderingKey);
    if (claim.kind === 'done' || claim.kind === 'busy') return null;
    if (claim.kind === 'wait') {
      if (claim.until.getTime() <= now().getTime()) continue;
      return null;
    }
    const { delivery, body } = claim;
    const timestamp = Math.floor(now().getTime() / 1000);
    const secret = await decrypt(claim.secretEncrypted);
    const result = await postWebhook(claim.url, body, {
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secret, delivery.eventId, timestamp, body),
    });
    const retryAt = await recordResult(db, delivery, result);
    if (retryAt) return retryAt;
  }
  return now();
}
