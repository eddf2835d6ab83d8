import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { catalogServices, products, serviceAttachments } from '@/db/schema';
import { timeline } from '@/server/activity/timeline';
import type { TimelineEntry } from '@/server/activity/timeline-entry';

/** Read helpers of the return screens (06 Returns, Warehouse): history, product and service choices. */

/** The return's history for its screens (06 "Everywhere"), oldest first. */
export function returnTimeline(db: DbOrTx, merchantId: string, returnId: string): Promise<TimelineEntry[]> {
  return timeline(db, { merchantId, type: 'order_return', id: returnId }, noteOf);
}

function noteOf(_action: string, d: Record<string, unknown>): string | null {
  if (d.from && d.to && d.from !== 'none')
    return `${String(d.from).replace(/_/g, ' ')} → ${String(d.to).replace(/_/g, ' ')}`;
  if (typeof d.code === 'string') return `decision: ${d.code.replace(/_/g, ' ')}`;
  if (typeof d.file_name === 'string') return d.file_name;
  if (typeof d.error_code === 'string') return d.error_code;
  return null;
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

/** The return's active extra services (whole return and lines) for the inspection screen: do them, mark them done. */
export async function returnServices(db: DbOrTx, returnId: string) {
  const rows = await db
    .select({
      id: serviceAttachments.id,
      itemId: serviceAttachments.orderReturnItemId,
      quantity: serviceAttachments.quantity,
      remarks: serviceAttachments.merchantRemarks,
      completion: serviceAttachments.completionStamp,
      name: catalogServices.name,
    })
    .from(serviceAttachments)
    .leftJoin(catalogServices, eq(catalogServices.id, serviceAttachments.serviceId))
    .where(and(eq(serviceAttachments.orderReturnId, returnId), eq(serviceAttachments.status, 'active')))
    .orderBy(serviceAttachments.createdAt);
  return rows.map((r) => ({
    attachmentId: r.id,
    itemId: r.itemId,
    serviceName: r.name ?? 'Extra service',
    quantity: r.quantity === null ? null : Number(r.quantity),
    remarks: r.remarks,
    completedAt: (r.completion as { ts?: string } | null)?.ts ?? null,
  }));
}
