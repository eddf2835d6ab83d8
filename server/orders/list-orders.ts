import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderItems, orders, orderStatusCounts } from '@/db/schema';
import { isDate } from './formats';
import { isId } from '@/server/core/ids';
import type { ListOrdersFilter, OrderDto } from './schemas';
import { toOrderDto } from './to-order-dto';

/**
 * GET /v1/orders (04 A2, B1): newest first (index orders_merchant_created_idx / _status_created_idx).
 * Deleted orders are left out unless `status` names `deleted`. Without q, merchants_id or a date range the
 * total comes from order_status_counts (kept in the write transactions), so a page never counts a million rows.
 */
export async function listOrders(
  db: DbOrTx,
  merchantId: string,
  filter: ListOrdersFilter,
): Promise<{ orders: OrderDto[]; total: number }> {
  const where = whereOf(merchantId, filter);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    // NULLS LAST matches the indexes (created_at desc nulls last, id desc nulls last); plain DESC would not use them
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(filter.limit)
    .offset(filter.offset);
  const [items, total] = await Promise.all([
    rows.length
      ? db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((r) => r.id),
            ),
          )
      : Promise.resolve([]),
    countOrders(db, merchantId, filter, where),
  ]);
  return {
    orders: rows.map((o) =>
      toOrderDto(
        o,
        items.filter((i) => i.orderId === o.id),
      ),
    ),
    total,
  };
}

/** Counts per status for the portal's filter tabs (one indexed read). */
export async function countOrdersByStatus(db: DbOrTx, merchantId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: orderStatusCounts.status, n: sql<number>`sum(${orderStatusCounts.count})` })
    .from(orderStatusCounts)
    .where(eq(orderStatusCounts.merchantId, merchantId))
    .groupBy(orderStatusCounts.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

function whereOf(merchantId: string, f: ListOrdersFilter): SQL {
  const conds: SQL[] = [eq(orders.merchantId, merchantId)];
  if (f.status?.length) conds.push(inArray(orders.status, f.status));
  else conds.push(ne(orders.status, 'deleted'));
  if (f.merchants_id) conds.push(eq(orders.merchantsId, f.merchants_id));
  if (f.created_from) conds.push(sql`${orders.createdAt} >= ${boundary(f.created_from, false)}`);
  if (f.created_to) {
    conds.push(
      isDate(f.created_to)
        ? sql`${orders.createdAt} < ${boundary(f.created_to, true)}`
        : sql`${orders.createdAt} <= ${f.created_to}`,
    );
  }
  if (f.q) conds.push(searchCondition(f.q));
  return and(...conds)!;
}

/** A date means its whole UTC day: from its start, up to (excluding) the next day's start. */
function boundary(value: string, endOfDay: boolean): string {
  if (!isDate(value)) return value;
  const start = Date.parse(`${value}T00:00:00Z`);
  return new Date(endOfDay ? start + 86_400_000 : start).toISOString();
}

/** q (min 2 chars): the merchant's reference, the customer's name or e-mail, or an order id (04 B1). */
function searchCondition(q: string): SQL {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const text = sql`lower(coalesce(${orders.merchantsId}, '') || ' ' || coalesce(${orders.customer}->>'first_name', '') || ' ' ||
    coalesce(${orders.customer}->>'last_name', '') || ' ' || coalesce(${orders.customer}->>'organization', '') || ' ' ||
    coalesce(${orders.customer}->>'email', ''))`;
  const match = sql`${text} like ${like}`;
  return isId(q) ? sql`(${orders.id} = ${q} or ${match})` : match;
}

async function countOrders(db: DbOrTx, merchantId: string, f: ListOrdersFilter, where: SQL): Promise<number> {
  if (!f.q && !f.merchants_id && !f.created_from && !f.created_to) {
    const statusCond = f.status?.length
      ? inArray(orderStatusCounts.status, f.status)
      : ne(orderStatusCounts.status, 'deleted');
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${orderStatusCounts.count}), 0)` })
      .from(orderStatusCounts)
      .where(and(eq(orderStatusCounts.merchantId, merchantId), statusCond));
    return Number(row?.n ?? 0);
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(where);
  return Number(row?.n ?? 0);
}
