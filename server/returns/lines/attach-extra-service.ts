import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { catalogServices, serviceAttachments, type CatalogService } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError, validationError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { merchantScope } from '@/server/core/resource-scope';
import { loadItem, loadReturn } from '@/server/returns/reads/load-return';
import type { ServiceAttachmentInput } from '@/server/returns/schemas';
import { recordActivity } from '@/server/activity/record-activity';

/** A catalog service of kind `extra`, by id (preferred) or code; 404 / 403 / 409 as 04 C2 says. */
async function resolveExtraService(
  db: DbOrTx,
  merchantId: string,
  ref: ServiceAttachmentInput['service'],
): Promise<CatalogService> {
  let svc: CatalogService | undefined;
  if (ref.id && isId(ref.id))
    [svc] = await db.select().from(catalogServices).where(eq(catalogServices.id, ref.id)).limit(1);
  else if (!ref.id && ref.code)
    [svc] = await db.select().from(catalogServices).where(eq(catalogServices.code, ref.code)).limit(1);
  if (!svc || svc.kind !== 'extra') throw new AppError('CATALOG_SERVICE_NOT_FOUND');
  if (svc.merchantIds && !svc.merchantIds.includes(merchantId)) throw new AppError('SERVICE_NOT_AVAILABLE');
  if (!svc.active) throw new AppError('SERVICE_DISABLED');
  return svc;
}

/**
 * POST /v1/order-returns/{id}/extra_services and .../items/{itemId}/extra_services (02 §4.7-4.8, 04 C2):
 * 201 { service_attachment } shaped as the order attachment of 01 §2.6. The id is a UUID, the client's when it
 * sends one (04 E4); an id already used on this return is 400 VALIDATION_ERROR and stores nothing.
 */
export async function attachExtraService(
  db: Db,
  merchantId: string,
  target: { returnId: string; itemId?: string },
  input: ServiceAttachmentInput,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const r = await loadReturn(tx, merchantScope(merchantId), target.returnId, { forUpdate: true });
    const item = target.itemId ? await loadItem(tx, r.id, target.itemId) : null;
    const svc = await resolveExtraService(tx, r.merchantId, input.service);
    const stamp = {
      ts: now().toISOString(),
      ...(actor.label ? { user: actor.label } : {}),
      source: actor.type,
    };
    const [row] = await tx
      .insert(serviceAttachments)
      .values({
        id: input.id ?? randomUUID(),
        merchantId: r.merchantId,
        orderReturnId: r.id,
        orderReturnItemId: item?.id ?? null,
        serviceId: svc.id,
        serviceCode: svc.code,
        quantity: input.quantity ?? null,
        merchantRemarks: input.merchant_remarks ?? null,
        parameters: input.parameters ?? null,
        status: 'active',
        createdStamp: stamp,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw validationError([
        {
          path: 'service_attachment.id',
          message: 'This id is already used by an attachment of this return.',
        },
      ]);
    }
    await recordActivity(tx, {
      merchantId: r.merchantId,
      entityType: 'order_return',
      entityId: r.id,
      action: 'extra_service_attached',
      actor,
      details: {
        service_attachment_id: row.id,
        service_code: svc.code,
        item_id: item?.id ?? null,
        quantity: input.quantity ?? null,
      },
    });
    return {
      id: row.id,
      service: { id: svc.id, code: svc.code },
      quantity: row.quantity === null ? null : Number(row.quantity),
      ...(row.parameters ? { parameters: row.parameters } : {}),
      merchant_remarks: row.merchantRemarks,
      created_stamp: stamp,
      status: 'active' as const,
    };
  });
}
