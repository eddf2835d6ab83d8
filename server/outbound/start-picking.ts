import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import type { Order, OrderItem } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { AppError } from '@/server/core/errors';
import type { ResourceScope } from '@/server/core/resource-scope';
import { unitsNeeded } from '@/server/orders/lifecycle/reserve-stock';
import { setOrderStatus } from '@/server/orders/lifecycle/set-order-status';
import { assertTransition } from '@/server/orders/lifecycle/status-machine';
import { walkOrder } from '@/server/stock-ledger/locations/walk-order';
import { toQueueOrderDto, type QueueOrderDto } from './queue-order';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';
import type { PickListDto } from './schemas';

/**
 * POST /ops/v1/orders/{id}/_start-picking: confirmed -> processing (409 ORDER_NOT_PICKABLE otherwise). The
 * order's reserved units become `picking` for it (still counted as reserved, 04 E12: the figures do not move),
 * and the answer is the pick list in walking order. From here the merchant can no longer edit or cancel.
 */
export async function startPicking(
  db: Db,
  scope: ResourceScope,
  orderId: string,
  actor: Actor,
): Promise<{ order: QueueOrderDto; pick_list: PickListDto }> {
  return db.transaction(async (tx) => {
    const { order, items } = await lockOrder(tx, scope, orderId);
    const updated = await startPickingLocked(tx, order, items, actor);
    return { order: toQueueOrderDto(updated, items), pick_list: await pickList(tx, updated, items) };
  });
}

/**
 * Starts picking an order its caller locked (lockOrder), in the caller's transaction: the route above, and the
 * sandbox's processing, which ships it in the same transaction. Answers the order, now processing.
 */
export async function startPickingLocked(
  tx: DbOrTx,
  order: Order,
  items: OrderItem[],
  actor: Actor,
): Promise<Order> {
  assertTransition('start_picking', order.status, 'processing');
  if (!items.some((i) => i.fulfillmentBy === 'provider'))
    throw new AppError('ORDER_NOT_PICKABLE', 'The order has no line the warehouse ships.', {
      details: { status: order.status },
    });
  await tx.execute(sql`
    update stock_units set state = 'picking', updated_at = now()
     where order_id = ${order.id} and state = 'reserved'`);
  return setOrderStatus(tx, order, 'start_picking', 'processing', actor);
}

interface UnitRow {
  id: string;
  order_item_id: string;
  location: string;
  best_before: string | null;
  batch_number: string | null;
}

/** The units an order holds (picking or reserved), line by line and in walking order (zone, then code). */
export async function pickList(tx: DbOrTx, order: Order, items: OrderItem[]): Promise<PickListDto> {
  const res = await tx.execute(sql`
    select id, order_item_id, location, best_before::text as best_before, batch_number
      from stock_units where order_id = ${order.id} and state in ('picking', 'reserved')`);
  const rows = res.rows as unknown as UnitRow[];
  const walk = await walkOrder(
    tx,
    rows.map((u) => u.location),
  );
  const units = rows.sort((a, b) => walk(a.location, b.location) || a.id.localeCompare(b.id));
  const productIds = [...new Set(items.map((i) => i.productId))];
  const gtins = new Map<string, string | null>();
  if (productIds.length) {
    const p = await tx.execute(
      sql`select id, gtin from products where id in (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const r of p.rows as { id: string; gtin: string | null }[]) gtins.set(r.id, r.gtin);
  }
  const toUnit = (u: UnitRow) => ({
    stock_unit_id: u.id,
    location: u.location,
    best_before: u.best_before,
    batch_number: u.batch_number,
  });
  const skuOf = new Map(items.map((i) => [i.id, i.productSku]));
  return {
    order_id: order.id,
    lines: items
      .filter((i) => i.fulfillmentBy === 'provider')
      .map((i) => ({
        order_item_id: i.id,
        product: {
          id: i.productId,
          sku: i.productSku,
          name: i.productName,
          gtin: gtins.get(i.productId) ?? null,
        },
        quantity: unitsNeeded(i.quantity),
        units: units.filter((u) => u.order_item_id === i.id).map(toUnit),
      })),
    walk: units.map((u) => ({
      ...toUnit(u),
      order_item_id: u.order_item_id,
      sku: skuOf.get(u.order_item_id) ?? '',
    })),
  };
}
