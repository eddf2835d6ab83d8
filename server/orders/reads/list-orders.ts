import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { jsonRowOf } from '@/db/json-row';
import { PLANNED_EACH_TIME, prepared } from '@/db/prepared';
import { orderItems, orders, orderStatusCounts, shipments, type Order, type OrderItem } from '@/db/schema';
import { createdBetween } from '@/server/orders/reads/date-filter';
import { isId } from '@/server/core/ids';
import { orderLines } from '@/server/orders/reads/order-lines-json';
import type { ListOrdersFilter, OrderDto } from '@/server/orders/schemas';
import { toOrderDto } from '@/server/orders/reads/to-order-dto';

/** A page's orders travel as one json column each (db/json-row.ts): a 50-row page maps 3 fields a row, not 25. */
const orderRow = jsonRowOf(orders);

/**
 * GET /v1/orders (04 A2, B1): newest first (index orders_merchant_created_idx / _status_created_idx).
 * Deleted orders are left out unless `status` names `deleted`. Without q, merchants_id or a date range the
 * total comes from order_status_counts (kept in the write transactions), so a page never counts a million rows.
 */
export async function listOrders(
  db: Db,
  merchantId: string,
  filter: ListOrdersFilter,
): Promise<{ orders: OrderDto[]; total: number }> {
  if (isPlain(filter)) return listPlain(db, merchantId, filter);
  const where = whereOf(merchantId, filter);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    // NULLS LAST matches the indexes (created_at desc nulls last, id desc nulls last); plain DESC would not use them
    .orderBy(...NEWEST_FIRST)
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
    countMatching(db, where),
  ]);
  return { orders: withItems(rows, items), total };
}

const NEWEST_FIRST = [sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`];

/** No search, reference or date filter: the API's usual page, answered by the prepared statements below. */
function isPlain(f: ListOrdersFilter): boolean {
  return !f.q && !f.merchants_id && !f.created_from && !f.created_to && !f.shipped_from && !f.shipped_to;
}

/**
 * The plain page's statements, built once (db/prepared.ts) and planned by PostgreSQL for their merchant,
 * statuses and range each time (PLANNED_EACH_TIME: a plan kept for a merchant of ten orders scans a million
 * rows for another). One statement gives the page's orders, each with its lines, and the total on every row;
 * statuses go as one array. An empty page has no row to carry the total, so it asks the count statement.
 */
const statements = prepared((db) => {
  const count = (status: SQL) =>
    db
      .select({ n: sql<number>`coalesce(sum(${orderStatusCounts.count}), 0)` })
      .from(orderStatusCounts)
      .where(and(eq(orderStatusCounts.merchantId, sql.placeholder('merchantId')), status));
  const page = (status: SQL, total: SQL) => {
    const rows = db
      .select()
      .from(orders)
      .where(and(eq(orders.merchantId, sql.placeholder('merchantId')), status))
      .orderBy(...NEWEST_FIRST)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    // Lines and total outside the limited subquery: the rows an offset skips are not given lines.
    return db
      .select({
        order: orderRow.field(rows._.selectedFields),
        items: orderLines(rows.id),
        total: sql`(${total})`.mapWith(Number),
      })
      .from(rows)
      .orderBy(sql`${rows.createdAt} desc nulls last`, sql`${rows.id} desc nulls last`);
  };
  const anyStatus = sql.placeholder('statuses');
  const notDeleted = count(ne(orderStatusCounts.status, 'deleted'));
  const ofStatuses = count(sql`${orderStatusCounts.status} = any(${anyStatus})`);
  return {
    page: page(ne(orders.status, 'deleted'), notDeleted.getSQL()).prepare(PLANNED_EACH_TIME),
    pageByStatus: page(sql`${orders.status} = any(${anyStatus})`, ofStatuses.getSQL()).prepare(
      PLANNED_EACH_TIME,
    ),
    count: notDeleted.prepare(PLANNED_EACH_TIME),
    countByStatus: ofStatuses.prepare(PLANNED_EACH_TIME),
  };
});

async function listPlain(db: Db, merchantId: string, f: ListOrdersFilter) {
  const p = statements(db);
  const byStatus = !!f.status?.length;
  const params = { merchantId, statuses: f.status ?? [], limit: f.limit, offset: f.offset };
  const rows = await (byStatus ? p.pageByStatus : p.page).execute(params);
  if (rows.length) return { orders: rows.map((r) => toOrderDto(r.order, r.items)), total: rows[0]!.total };
  const [count] = await (byStatus ? p.countByStatus : p.count).execute(params);
  return { orders: [], total: Number(count?.n ?? 0) };
}

function withItems(rows: Order[], items: OrderItem[]): OrderDto[] {
  const byOrder = new Map<string, OrderItem[]>();
  for (const i of items) {
    const list = byOrder.get(i.orderId);
    if (list) list.push(i);
    else byOrder.set(i.orderId, [i]);
  }
  return rows.map((o) => toOrderDto(o, byOrder.get(o.id) ?? []));
}

/**
 * Counts per status for the portal's filter tabs, under the list's other filters (search, reference, dates):
 * without them one indexed read of order_status_counts, with them the matching orders grouped by status.
 */
export async function countOrdersByStatus(
  db: DbOrTx,
  merchantId: string,
  filter: Pick<
    ListOrdersFilter,
    'q' | 'merchants_id' | 'created_from' | 'created_to' | 'shipped_from' | 'shipped_to'
  > = {},
): Promise<Record<string, number>> {
  if (
    !filter.q &&
    !filter.merchants_id &&
    !filter.created_from &&
    !filter.created_to &&
    !filter.shipped_from &&
    !filter.shipped_to
  ) {
    const rows = await db
      .select({ status: orderStatusCounts.status, n: sql<number>`sum(${orderStatusCounts.count})` })
      .from(orderStatusCounts)
      .where(eq(orderStatusCounts.merchantId, merchantId))
      .groupBy(orderStatusCounts.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)` })
    .from(orders)
    .where(and(...otherFilters(merchantId, filter)))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

function whereOf(merchantId: string, f: ListOrdersFilter): SQL {
  const conds = otherFilters(merchantId, f);
  if (f.status?.length) conds.push(inArray(orders.status, f.status));
  else conds.push(ne(orders.status, 'deleted'));
  return and(...conds)!;
}

/** The merchant and every filter but the status. */
function otherFilters(
  merchantId: string,
  f: Pick<
    ListOrdersFilter,
    'q' | 'merchants_id' | 'created_from' | 'created_to' | 'shipped_from' | 'shipped_to'
  >,
): SQL[] {
  const conds: SQL[] = [eq(orders.merchantId, merchantId)];
  if (f.merchants_id) conds.push(eq(orders.merchantsId, f.merchants_id));
  conds.push(...createdBetween(orders.createdAt, f.created_from, f.created_to));
  if (f.shipped_from || f.shipped_to) {
    // an order shipped in the range: one of its shipments left then (index shipments_order_idx)
    const when = createdBetween(shipments.shippedAt, f.shipped_from, f.shipped_to);
    conds.push(
      sql`exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${and(...when)})`,
    );
  }
  if (f.q) conds.push(searchCondition(f.q));
  return conds;
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

/** A filtered list's total: the matching rows counted (the plain page reads order_status_counts instead). */
async function countMatching(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(where);
  return Number(row?.n ?? 0);
}
