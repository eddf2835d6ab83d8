import { and, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderReturnItems, orderReturns, returnStatusCounts } from '@/db/schema';
import { createdBetween } from '@/server/orders/reads/date-filter';
import { isId } from '@/server/core/ids';
import { notInSandbox } from '@/server/merchants/live-only';
import { toReturnSummary } from '@/server/returns/reads/present-return';
import type { ReturnSummaryDto } from '@/server/returns/schemas';

export interface ReturnFilters {
  /** null: every merchant (the warehouse queue, 05 §4). */
  merchantId: string | null;
  status?: string[];
  type?: string;
  q?: string;
  original_order_id?: string;
  tracking_code?: string;
  reason?: string[];
  origin?: string[];
  condition?: string[];
  discrepancy?: boolean;
  has_exchange?: boolean;
  exchange_status?: string[];
  created_from?: string;
  created_to?: string;
  offset: number;
  limit: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The word of a multi-word phrase most likely to be rare: one with digits (order numbers, codes), else the
 * longest; at least 3 characters (a trigram). Null when the phrase is a single word already.
 */
export function anchorToken(q: string): string | null {
  const words = q.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);
  if (words.length === 0 || (words.length === 1 && words[0] === q)) return null;
  const score = (w: string) => (/\d/.test(w) ? 1000 : 0) + w.length;
  return words.reduce((best, w) => (score(w) > score(best) ? w : best));
}

function conditions(f: ReturnFilters): SQL[] {
  const where: SQL[] = [];
  if (f.merchantId) where.push(eq(orderReturns.merchantId, f.merchantId));
  // The warehouse's queues across merchants hide sandboxes' returns (simulations handle those).
  else where.push(notInSandbox(orderReturns.merchantId));
  if (f.status?.length)
    where.push(
      f.status.length === 1 ? eq(orderReturns.status, f.status[0]!) : inArray(orderReturns.status, f.status),
    );
  if (f.type) where.push(eq(orderReturns.type, f.type));
  if (f.original_order_id) where.push(eq(orderReturns.originalOrderId, f.original_order_id));
  // array containment uses the GIN index on tracking_codes
  if (f.tracking_code) where.push(sql`${orderReturns.trackingCodes} @> ARRAY[${f.tracking_code}]::text[]`);
  // overlap on the GIN index of reason_codes: any of the given reasons
  if (f.reason?.length) where.push(sql`${orderReturns.reasonCodes} && ${textArray(f.reason)}`);
  if (f.origin?.length) where.push(inArray(orderReturns.origin, f.origin));
  if (f.condition?.length)
    where.push(sql`exists (select 1 from ${orderReturnItems} i
      where i.order_return_id = ${orderReturns.id} and i.inspection_condition = any(${textArray(f.condition)}))`);
  if (f.discrepancy !== undefined) where.push(eq(orderReturns.hasDiscrepancy, f.discrepancy));
  if (f.has_exchange !== undefined)
    where.push(f.has_exchange ? isNotNull(orderReturns.exchangeStatus) : isNull(orderReturns.exchangeStatus));
  if (f.exchange_status?.length) where.push(inArray(orderReturns.exchangeStatus, f.exchange_status));
  where.push(...createdBetween(orderReturns.createdAt, f.created_from, f.created_to));
  if (f.q) {
    const phrase = f.q.toLowerCase();
    const anchor = anchorToken(f.q);
    const like = (s: string) => `%${likeEscape(s)}%`;
    // Exact substring semantics on name and merchant reference. The trigram indexes look up only the most
    // distinctive word of the phrase (a word common to every reference, like "RMA", would make them read
    // nearly every entry); the whole phrase is then checked on those candidates.
    const text = anchor
      ? and(
          or(ilike(orderReturns.name, like(anchor)), ilike(orderReturns.merchantReference, like(anchor))),
          or(
            sql`(${orderReturns.name} || '') ilike ${like(f.q)}`,
            sql`(${orderReturns.merchantReference} || '') ilike ${like(f.q)}`,
          ),
        )!
      : or(ilike(orderReturns.name, like(f.q)), ilike(orderReturns.merchantReference, like(f.q)))!;
    where.push(isId(phrase) ? or(text, eq(orderReturns.id, phrase))! : text);
  }
  return where;
}

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const countable = (f: ReturnFilters) =>
  !f.type &&
  !f.q &&
  !f.original_order_id &&
  !f.tracking_code &&
  !f.reason?.length &&
  !f.origin?.length &&
  !f.condition?.length &&
  f.discrepancy === undefined &&
  f.has_exchange === undefined &&
  !f.exchange_status?.length &&
  !f.created_from &&
  !f.created_to;

/** Only merchant and status filter (the common, large case): the total comes from the per-status counts. */
async function totalFromCounts(db: DbOrTx, f: ReturnFilters): Promise<number> {
  const conds: SQL[] = [];
  if (f.merchantId) conds.push(eq(returnStatusCounts.merchantId, f.merchantId));
  else conds.push(notInSandbox(returnStatusCounts.merchantId));
  if (f.status?.length) conds.push(inArray(returnStatusCounts.status, f.status));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${returnStatusCounts.count}), 0)::int` })
    .from(returnStatusCounts)
    .where(and(...conds));
  return Number(row?.total ?? 0);
}

// NULLS LAST matches the indexes' order, so PostgreSQL reads the first page straight from an index
const newestFirst = [sql`${orderReturns.createdAt} desc nulls last`, sql`${orderReturns.id} desc nulls last`];

/**
 * GET /v1/order-returns (02 §4.2) and GET /ops/v1/order-returns (05 §4): newest first. Searches (q and the
 * other selective filters) read the matches once, with the total as a window count; status-only lists take the
 * total from return_status_counts (kept by recordStatusChange; a bulk import must fill it too).
 */
export async function listReturns(
  db: DbOrTx,
  f: ReturnFilters,
): Promise<{ order_returns: ReturnSummaryDto[]; total: number }> {
  const where = and(...conditions(f));
  const present = (rows: (typeof orderReturns.$inferSelect)[]) =>
    rows.map((r) => toReturnSummary(r, { withMerchant: f.merchantId === null }));
  if (countable(f)) {
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(orderReturns)
        .where(where)
        .orderBy(...newestFirst)
        .offset(f.offset)
        .limit(f.limit),
      totalFromCounts(db, f),
    ]);
    return { order_returns: present(rows), total };
  }
  const rows = await db
    .select({ row: orderReturns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orderReturns)
    .where(where)
    .orderBy(...newestFirst)
    .offset(f.offset)
    .limit(f.limit);
  if (rows.length) return { order_returns: present(rows.map((r) => r.row)), total: rows[0]!.total };
  // past the last page: count on its own
  const [row] =
    f.offset > 0 ? await db.select({ total: count() }).from(orderReturns).where(where) : [{ total: 0 }];
  return { order_returns: [], total: Number(row?.total ?? 0) };
}
