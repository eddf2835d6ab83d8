import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { webhookDeliveries, webhookEndpoints, type WebhookEndpoint } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { encrypt } from '@/server/core/secrets';
import type { CreateWebhookEndpointInput, WebhookEndpointDto } from './schemas';
import { generateWebhookSecret } from './signing';
import { assertWebhookUrlAllowed } from './url-guard';
import { NEWEST_VERSION } from '@/server/api/versions';
import { recordActivity } from '@/server/activity/record-activity';

export function toWebhookEndpointDto(e: WebhookEndpoint): WebhookEndpointDto {
  return {
    id: e.id,
    url: e.url,
    event_types: e.eventTypes,
    description: e.description ?? null,
    active: e.active,
    created_at: e.createdAt.toISOString(),
    api_version: e.apiVersion,
  };
}

/** POST /v1/webhook-endpoints (05 §5): the secret (whsec_…, E14) is returned here only and kept encrypted. */
export async function createWebhookEndpoint(
  db: DbOrTx,
  merchantId: string,
  input: CreateWebhookEndpointInput,
  actor: Actor,
) {
  const url = await assertWebhookUrlAllowed(input.url);
  const secret = generateWebhookSecret();
  const secretEncrypted = await encrypt(secret);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        merchantId,
        url: url.toString(),
        eventTypes: [...new Set(input.event_types)],
        description: input.description ?? null,
        secretEncrypted,
        apiVersion: input.api_version ?? NEWEST_VERSION,
      })
      .returning();
    await recordActivity(tx, {
      merchantId,
      entityType: 'webhook_endpoint',
      entityId: row!.id,
      action: 'webhook_endpoint.created',
      actor,
      details: { url: row!.url, event_types: row!.eventTypes },
    });
    return { ...toWebhookEndpointDto(row!), secret };
  });
}

export async function listWebhookEndpoints(
  db: DbOrTx,
  merchantId: string,
  page: { offset: number; limit: number },
) {
  const cond = and(eq(webhookEndpoints.merchantId, merchantId), isNull(webhookEndpoints.deletedAt));
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(webhookEndpoints)
      .where(cond)
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(webhookEndpoints).where(cond),
  ]);
  return { webhook_endpoints: rows.map(toWebhookEndpointDto), total: Number(t?.total ?? 0) };
}

/** The merchant's endpoint that is not deleted, or 404 WEBHOOK_ENDPOINT_NOT_FOUND. */
export async function getWebhookEndpoint(
  db: DbOrTx,
  merchantId: string,
  id: string,
): Promise<WebhookEndpoint> {
  if (!isId(id)) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.merchantId, merchantId),
        isNull(webhookEndpoints.deletedAt),
      ),
    );
  if (!row) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return row;
}

/** DELETE /v1/webhook-endpoints/{id} (05 §5): no more deliveries; pending attempts are cancelled; the log stays. */
export async function deleteWebhookEndpoint(
  db: DbOrTx,
  merchantId: string,
  id: string,
  actor: Actor,
): Promise<void> {
  if (!isId(id)) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ active: false, deletedAt: now() })
      .where(
        and(
          eq(webhookEndpoints.id, id),
          eq(webhookEndpoints.merchantId, merchantId),
          isNull(webhookEndpoints.deletedAt),
        ),
      )
      .returning();
    if (!row) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
    await tx
      .update(webhookDeliveries)
      .set({ status: 'cancelled', error: 'endpoint deleted', updatedAt: new Date() })
      .where(and(eq(webhookDeliveries.endpointId, id), inArray(webhookDeliveries.status, ['pending'])));
    await recordActivity(tx, {
      merchantId,
      entityType: 'webhook_endpoint',
      entityId: id,
      action: 'webhook_endpoint.deleted',
      actor,
    });
  });
}
