import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { activityLog, catalogServices, products } from '@/db/schema';

/** Read helpers of the return screens (06 Returns, Warehouse): history, product and service choices. */

export async function returnTimeline(db: DbOrTx, merchantId: string, returnId: string) {
  const rows = await db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityType, 'order_return'),
        eq(activityLog.entityId, returnId),
        eq(activityLog.merchantId, merchantId),
      ),
    )
    .orderBy(asc(activityLog.id));
  return rows.map((r) => {
    const d = (r.details ?? {}) as Record<string, unknown>;
    const note =
      d.from && d.to && d.from !== 'none'
        ? `${String(d.from).replace(/_/g, ' ')} → ${String(d.to).replace(/_/g, ' ')}`
        : typeof d.code === 'string'
          ? `decision: ${d.code.replace(/_/g, ' ')}`
          : typeof d.file_name === 'string'
            ? String(d.file_name)
            : typeof d.error_code === 'string'
              ? String(d.error_code)
              : null;
    return {
      id: r.id,
      at: r.createdAt,
      action: r.action,
      actorType: r.actorType,
      actorLabel: r.actorLabel,
      note,
    };
  });
}

/** The merchant's active products for choosers (id, SKU, name), SKU order. */
export async function productChoices(db: DbOrTx, merchantId: string, limit = 500) {
  const rows = await db
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.active, true)))
    .orderBy(asc(products.sku))
    .limit(limit);
  return rows.map((p) => ({ value: p.id, label: `${p.sku} – ${p.name}` }));
}

/** Extra services the merchant may attach (kind extra, active, available to it). */
export async function extraServiceChoices(db: DbOrTx, merchantId: string) {
  const rows = await db
    .select({ id: catalogServices.id, code: catalogServices.code, name: catalogServices.name })
    .from(catalogServices)
    .where(
      and(
        eq(catalogServices.kind, 'extra'),
        eq(catalogServices.active, true),
        or(isNull(catalogServices.merchantIds), sql`${merchantId} = any(${catalogServices.merchantIds})`),
      ),
    )
    .orderBy(asc(catalogServices.name));
  return rows.map((s) => ({ value: s.id, label: s.code ? `${s.name} (${s.code})` : s.name }));
}
