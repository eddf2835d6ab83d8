import type { PickUnitForGroup } from './pick-list-groups';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { catalogServices, orderItems, orders, products } from '@/db/schema';
import type { AttachmentDto } from '@/server/orders/schemas';
import type { Actor } from '@/server/core/actor';
import { isAppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { merchantNames } from '@/server/merchants/merchant-names';
import { unitsNeeded } from '@/server/orders/lifecycle/reserve-stock';
import { walkOrder } from '@/server/stock-ledger/locations/walk-order';
import { orderLabel } from '@/server/orders/reads/order-label';
import { shipmentsOf, toShipmentDto } from './present-shipment';
import { queueWhere } from './list-queue';
import { QUEUE_STATUSES, type OpsListOrdersFilter } from './schemas';
import type { ShipmentDto } from '@/server/shipments/shipment-schema';
import { shippedPerLine } from './ship-order';
import { startPicking } from './start-picking';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';

/** What the warehouse screens read: the queue's counts, one order to pack, the merged pick list of a batch. */

export const MAX_BATCH = 50;

export async function queueCounts(db: DbOrTx, f: Omit<OpsListOrdersFilter, 'offset' | 'limit'>) {
  const res = await db.execute(sql`
    select merchant_id, coalesce(requested_delivery_method->>'code', '') as method, count(*)::int as n
      from orders where ${queueWhere(f)}
     group by 1, 2 order by 3 desc limit 200`);
  const rows = res.rows as { merchant_id: string; method: string; n: number }[];
  const names = await merchantNames(db, [...new Set(rows.map((r) => r.merchant_id))]);
  const byMerchant = new Map<string, number>();
  const byMethod = new Map<string, number>();
  for (const r of rows) {
    byMerchant.set(r.merchant_id, (byMerchant.get(r.merchant_id) ?? 0) + Number(r.n));
    byMethod.set(r.method, (byMethod.get(r.method) ?? 0) + Number(r.n));
  }
  return {
    merchants: [...byMerchant].map(([id, n]) => ({ id, name: names.get(id) ?? id, n })),
    methods: [...byMethod].map(([code, n]) => ({ code: code || null, n })),
  };
}

/**
 * The delivery methods of the orders in the queue (any of its statuses, live merchants), for the screen's
 * filter: the codes are the merchants' own, so the choice is what the queue holds.
 */
export async function queueDeliveryMethods(db: DbOrTx): Promise<string[]> {
  const res = await db.execute(sql`
    select distinct requested_delivery_method->>'code' as code
      from orders
     where ${queueWhere({ status: [...QUEUE_STATUSES] })} and requested_delivery_method->>'code' is not null
     order by 1 limit 200`);
  return (res.rows as { code: string }[]).map((r) => r.code);
}

export interface PackLine {
  id: string;
  sku: string;
  name: string;
  gtin: string | null;
  productId: string;
  quantity: number;
  shipped: number;
  held: number;
  byMerchant: boolean;
}

export interface WarehouseOrder {
  id: string;
  merchantId: string;
  merchantName: string;
  /** How people recognise it (orderLabel): the merchant's order number, else whose order it is. */
  ref: string;
  /** The merchant's order number, if any. */
  number: string | null;
  status: string;
  customer: Record<string, string | null>;
  deliveryMethod: string | null;
  problem: { code: string; item_id: string | null; note: string | null; reported_at: string } | null;
  createdAt: Date;
  lines: PackLine[];
  shipments: ShipmentDto[];
  units: { id: string; itemId: string; location: string; bestBefore: string | null; batch: string | null }[];
  /** The active extra services of the order and its lines, for the packer to do and mark done. */
  extraServices: PackService[];
}

export interface PackService {
  attachmentId: string;
  /** The line it belongs to (SKU), or null for the whole order. */
  lineSku: string | null;
  serviceName: string;
  quantity: number | null;
  remarks: string | null;
  completedAt: string | null;
}

/** One order as the pack screen shows it (any merchant's: the warehouse works for all); null when unknown. */
export async function warehouseOrder(db: DbOrTx, orderId: string): Promise<WarehouseOrder | null> {
  if (!isId(orderId)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  const gt = items.length
    ? await db
        .select({ id: products.id, gtin: products.gtin })
        .from(products)
        .where(inArray(products.id, [...new Set(items.map((i) => i.productId))]))
    : [];
  const gtins = new Map(gt.map((g) => [g.id, g.gtin]));
  const unitsRes = await db.execute(sql`
    select id, order_item_id, location, best_before::text as best_before, batch_number from stock_units
     where order_id = ${orderId} and state in ('picking', 'reserved')`);
  const units = (
    unitsRes.rows as {
      id: string;
      order_item_id: string;
      location: string;
      best_before: string | null;
      batch_number: string | null;
    }[]
  ).map((u) => ({
    id: u.id,
    itemId: u.order_item_id,
    location: u.location,
    bestBefore: u.best_before,
    batch: u.batch_number,
  }));
  const walk = await walkOrder(
    db,
    units.map((u) => u.location),
  );
  units.sort((a, b) => walk(a.location, b.location) || a.id.localeCompare(b.id));
  const shipped = await shippedPerLine(db, orderId);
  const ship = (await shipmentsOf(db, [orderId])).get(orderId) ?? [];
  const names = await merchantNames(db, [order.merchantId]);
  return {
    id: order.id,
    merchantId: order.merchantId,
    merchantName: names.get(order.merchantId) ?? order.merchantId,
    ref: orderLabel(order),
    number: order.merchantsId,
    status: order.status,
    customer: order.customer as Record<string, string | null>,
    deliveryMethod: (order.requestedDeliveryMethod as { code: string } | null)?.code ?? null,
    problem: (order.problem as WarehouseOrder['problem']) ?? null,
    createdAt: order.createdAt,
    lines: items.map((i) => ({
      id: i.id,
      sku: i.productSku,
      name: i.productName,
      gtin: gtins.get(i.productId) ?? null,
      productId: i.productId,
      quantity: unitsNeeded(i.quantity),
      shipped: shipped.get(i.id) ?? 0,
      held: units.filter((u) => u.itemId === i.id).length,
      byMerchant: i.fulfillmentBy !== 'provider',
    })),
    shipments: await Promise.all(ship.map(toShipmentDto)),
    units,
    extraServices: await packServices(db, order.extraServices, items),
  };
}

/** The order's active extra services (order level first, then by line), with the catalog's names. */
async function packServices(
  db: DbOrTx,
  orderLevel: unknown,
  items: { productSku: string; extraServices: unknown }[],
): Promise<PackService[]> {
  const all = [
    ...((orderLevel as AttachmentDto[]) ?? []).map((a) => ({ a, sku: null as string | null })),
    ...items.flatMap((i) =>
      ((i.extraServices as AttachmentDto[]) ?? []).map((a) => ({ a, sku: i.productSku })),
    ),
  ].filter(({ a }) => a.status === 'active');
  if (!all.length) return [];
  const svc = await db
    .select({ id: catalogServices.id, name: catalogServices.name })
    .from(catalogServices)
    .where(inArray(catalogServices.id, [...new Set(all.map(({ a }) => a.service.id))]));
  const names = new Map(svc.map((s) => [s.id, s.name]));
  return all.map(({ a, sku }) => ({
    attachmentId: a.id,
    lineSku: sku,
    serviceName: names.get(a.service.id) ?? a.service.code ?? a.service.id,
    quantity: a.quantity ?? null,
    remarks: a.merchant_remarks ?? null,
    completedAt: a.completion_stamp?.ts ?? null,
  }));
}

export interface MergedPickUnit extends PickUnitForGroup {
  unitId: string;
}

/** The orders of a pick list as they stand now (a list's orders move on: packed, shipped, back in the queue). */
export async function pickListOrders(
  db: DbOrTx,
  orderIds: string[],
): Promise<{ id: string; ref: string; status: string; merchantName: string }[]> {
  const ids = orderIds.filter(isId).slice(0, MAX_BATCH);
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: orders.id,
      merchantsId: orders.merchantsId,
      customer: orders.customer,
      exchangeForReturnId: orders.exchangeForReturnId,
      status: orders.status,
      merchantId: orders.merchantId,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
  const names = await merchantNames(db, [...new Set(rows.map((r) => r.merchantId))]);
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows
    .sort((a, b) => at.get(a.id)! - at.get(b.id)!)
    .map((r) => ({
      id: r.id,
      ref: orderLabel(r),
      status: r.status,
      merchantName: names.get(r.merchantId) ?? r.merchantId,
    }));
}

/** The units being picked for these orders, one list in walking order, each marked with its order. */
export async function mergedPickList(db: DbOrTx, orderIds: string[]): Promise<MergedPickUnit[]> {
  const ids = orderIds.filter(isId).slice(0, MAX_BATCH);
  if (!ids.length) return [];
  const res = await db.execute(sql`
    select u.id, u.location, u.best_before::text as best_before, u.batch_number, u.order_id,
           i.product_sku, i.product_name, o.merchants_id, o.customer, o.exchange_for_return_id, o.merchant_id
      from stock_units u
      join order_items i on i.id = u.order_item_id
      join orders o on o.id = u.order_id
     where u.order_id in (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )}) and u.state = 'picking'`);
  const rows = res.rows as Record<string, string | null>[];
  const names = await merchantNames(db, [...new Set(rows.map((r) => r.merchant_id!))]);
  const units = rows.map((r) => ({
    unitId: r.id!,
    location: r.location!,
    sku: r.product_sku!,
    name: r.product_name!,
    bestBefore: r.best_before,
    batch: r.batch_number,
    orderId: r.order_id!,
    orderRef: orderLabel({
      merchantsId: r.merchants_id,
      customer: r.customer,
      exchangeForReturnId: r.exchange_for_return_id,
    }),
    merchantName: names.get(r.merchant_id!) ?? r.merchant_id!,
  }));
  const walk = await walkOrder(
    db,
    units.map((u) => u.location),
  );
  return units.sort((a, b) => walk(a.location, b.location) || a.unitId.localeCompare(b.unitId));
}

/**
 * Starts picking several orders (at most 50), each in a transaction of its own: an order another picker took
 * meanwhile (409) is reported and the others go on.
 */
export async function startPickingBatch(
  db: Db,
  orderIds: string[],
  actor: Actor,
): Promise<{ started: string[]; refused: string[] }> {
  const started: string[] = [];
  const refused: string[] = [];
  for (const id of [...new Set(orderIds)].slice(0, MAX_BATCH)) {
    try {
      await startPicking(db, WAREHOUSE_SCOPE, id, actor);
      started.push(id);
    } catch (err) {
      if (!isAppError(err)) throw err;
      refused.push(id);
    }
  }
  return { started, refused };
}
