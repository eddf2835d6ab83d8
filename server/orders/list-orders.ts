import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { orders, orderStatusCounts } from '@/db/schema';
import { isId } from '@/server/core/ids';
import { isDate } from './formats';
import { ordersJsonArray } from './order-json';
import type { ListOrdersFilter, OrderDto } from './schemas';

/**
 * GET /v1/orders (04 A2, B1) as the JSON text of its answer, `{"orders":[...],"total":n}`, written by one
 * statement (order-json.ts): newest first (index orders_merchant_created_idx / _status_created_idx). Deleted
 * orders are left out unless `status` names `deleted`. Without q, merchants_id or a date range the total comes
 * from order_status_counts (kept in the write transactions), so a page never counts a million rows.
 */
export async function listOrdersJson(db: Db, merchantId: string, filter: ListOrdersFilter): Promise<string> {
  const where = whereOf(merchantId, filter);
  const [row] = await page(
    db,
    where,
    isPlain(filter) ? countedTotal(merchantId, filter) : matching(where),
    filter,
  );
  return row!.body;
}

/** The same page as objects (the portal's list and CSV export). */
export async function listOrders(
  db: Db,
  merchantId: string,
  filter: ListOrdersFilter,
): Promise<{ orders: OrderDto[]; total: number }> {
  return JSON.parse(await listOrdersJson(db, merchantId, filter));
}

// NULLS LAST matches the indexes (created_at desc nulls last, id desc nulls last); plain DESC would not use them
const NEWEST_FIRST = sql`${orders.createdAt} desc nulls last, ${orders.id} desc nulls last`;

/**
 * The page as one statement: a limited subquery of orders (the rows an offset skips are not rendered), its
 * orders as a JSON array, and the total. Without rows it still answers one row, with `[]` and the total.
 * Not a named prepared statement: PostgreSQL plans it for its merchant, statuses and range each time (a plan
 * kept for one merchant or status could scan a million rows for another).
 */
function page(db: Db, where: SQL, total: SQL, range: { limit: number; offset: number }) {
  const rows = sql`(select * from ${orders} where ${where} order by ${NEWEST_FIRST}
    limit ${range.limit} offset ${range.offset}) o`;
  return db
    .select({
      body: sql<string>`'{"orders":' || ${ordersJsonArray} || ',"total":' || (${total})::text || '}'`,
    })
    .from(rows);
}

/** No search, reference or date filter: the API's usual page, whose total is kept in order_status_counts. */
function isPlain(f: ListOrdersFilter): boolean {
  return !f.q && !f.merchants_id && !f.created_from && !f.created_to;
}

/** The plain page's total, from order_status_counts. */
function countedTotal(merchantId: string, f: ListOrdersFilter): SQL {
  const status = f.status?.length
    ? inArray(orderStatusCounts.status, f.status)
    : ne(orderStatusCounts.status, 'deleted');
  return sql`select coalesce(sum(${orderStatusCounts.count}), 0) from ${orderStatusCounts}
    where ${and(eq(orderStatusCounts.merchantId, merchantId), status)}`;
}

/** A filtered page's total: the matching rows counted. */
function matching(where: SQL): SQL {
  return sql`select count(*) from ${orders} where ${where}`;
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
