import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { catalogServices, pickupPoints, products, type Product } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import type { AttachmentDto, AttachmentInput } from '@/server/orders/schemas';

/**
 * The creation checks of 04 B4: products by id else SKU among the merchant's products, delivery services
 * (kind delivery) and pickup points, extra-service attachments (kind extra, active, available to the merchant).
 * Every failure is a 422. A replay never runs these (01 §6).
 */
export async function resolveProducts(
  tx: DbOrTx,
  merchantId: string,
  refs: { id?: string; sku?: string }[],
  indexOffset = 0,
): Promise<Product[]> {
  if (refs.length === 0) return [];
  const ids = [...new Set(refs.map((r) => r.id).filter((x): x is string => !!x))];
  const skus = [...new Set(refs.filter((r) => !r.id && r.sku).map((r) => r.sku!))];
  const conds = [];
  if (ids.length) conds.push(inArray(products.id, ids));
  if (skus.length) conds.push(inArray(products.sku, skus));
  const rows = conds.length
    ? await tx
        .select()
        .from(products)
        .where(and(eq(products.merchantId, merchantId), or(...conds)))
    : [];
  return refs.map((ref, i) => {
    const hit = ref.id
      ? rows.find((p) => p.id === ref.id)
      : ref.sku
        ? rows.find((p) => p.sku === ref.sku)
        : undefined;
    if (!hit) {
      throw new AppError(
        'PRODUCT_NOT_FOUND',
        `Order line ${i + indexOffset}: no product of this merchant with this ${ref.id ? 'id' : 'SKU'}.`,
        {
          status: 422,
          details: { item_index: i + indexOffset },
        },
      );
    }
    return hit;
  });
}

export async function resolveDeliveryService(
  tx: DbOrTx,
  ref: { id?: string; code?: string },
  field: string,
): Promise<{ id: string; code: string | null }> {
  const where = ref.id ? eq(catalogServices.id, ref.id) : eq(catalogServices.code, ref.code!);
  const [row] = await tx
    .select({ id: catalogServices.id, code: catalogServices.code })
    .from(catalogServices)
    .where(and(where, eq(catalogServices.kind, 'delivery')));
  if (!row)
    throw new AppError(
      'DELIVERY_SERVICE_NOT_FOUND',
      `${field}: no delivery service with this ${ref.id ? 'id' : 'code'}.`,
      { details: { field } },
    );
  return row;
}

export async function resolvePickupPoint(tx: DbOrTx, id: string, field: string): Promise<{ id: string }> {
  const [row] = await tx.select({ id: pickupPoints.id }).from(pickupPoints).where(eq(pickupPoints.id, id));
  if (!row)
    throw new AppError('PICKUP_POINT_NOT_FOUND', `${field}: no pickup point with this id.`, {
      status: 422,
      details: { field },
    });
  return row;
}

export interface AttachmentList {
  path: string;
  list: AttachmentInput[];
}

/**
 * Resolves every attachment of the request in one query and returns them in the stored (response) shape,
 * in the same grouping as given.
 */
export async function resolveAttachments(
  tx: DbOrTx,
  merchantId: string,
  groups: AttachmentList[],
  actor: Actor,
): Promise<AttachmentDto[][]> {
  const all = groups.flatMap((g) => g.list);
  if (all.length === 0) return groups.map(() => []);
  const ids = [...new Set(all.map((a) => a.service.id).filter((x): x is string => !!x))];
  const codes = [...new Set(all.filter((a) => !a.service.id).map((a) => a.service.code!))];
  const conds = [];
  if (ids.length) conds.push(inArray(catalogServices.id, ids));
  if (codes.length) conds.push(inArray(catalogServices.code, codes));
  const rows = await tx
    .select({ id: catalogServices.id, code: catalogServices.code })
    .from(catalogServices)
    .where(
      and(
        or(...conds),
        eq(catalogServices.kind, 'extra'),
        eq(catalogServices.active, true),
        sql`(${catalogServices.merchantIds} is null or ${merchantId} = any(${catalogServices.merchantIds}))`,
      ),
    );
  const ts = now().toISOString();
  const stamp = {
    ts,
    user: actor.label ?? actor.id ?? 'system',
    source: actor.type === 'user' ? 'portal' : actor.type === 'api_client' ? 'api' : 'system',
    p: {},
  };
  return groups.map((g) =>
    g.list.map((a, i) => {
      const svc = a.service.id
        ? rows.find((r) => r.id === a.service.id)
        : rows.find((r) => r.code === a.service.code);
      if (!svc) {
        throw new AppError(
          'CATALOG_SERVICE_NOT_FOUND',
          `${g.path}[${i}].service: no active extra service available to this merchant.`,
          {
            status: 422,
            details: { path: `${g.path}[${i}].service` },
          },
        );
      }
      const out: AttachmentDto = {
        id: a.id,
        service: { id: svc.id, code: svc.code },
        quantity: a.quantity ?? null,
        merchant_remarks: a.merchant_remarks ?? null,
        created_stamp: stamp,
        status: a.status ?? 'active',
      };
      if (a.parameters !== undefined) out.parameters = a.parameters;
      if (out.status === 'archived') out.archived_stamp = stamp;
      return out;
    }),
  );
}
