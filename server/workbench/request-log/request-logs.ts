import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { requestLogs, type RequestLog } from '@/db/schema';
import { now } from '@/server/core/clock';
import { config } from '@/server/core/config';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { createdBetween } from '@/server/orders/reads/date-filter';
import type { ListRequestLogsFilter, RequestLogDetailDto, RequestLogDto } from './schemas';

/** The oldest instant the request log still shows (REQUEST_LOG_RETENTION_DAYS, 14 by default). */
export function requestLogCutoff(at = now()): Date {
  return new Date(at.getTime() - config.requestLogRetentionDays * 86_400_000);
}

function toDto(r: RequestLog): RequestLogDto {
  return {
    id: r.id,
    created_at: r.createdAt.toISOString(),
    client_id: r.clientId,
    method: r.method,
    route: r.route,
    path: r.path,
    status: r.status,
    error_code: r.errorCode ?? null,
    request_id: r.requestId,
    api_version: r.apiVersion ?? null,
    duration_ms: r.durationMs,
    idempotency_key: r.idempotencyKey ?? null,
    replayed: r.replayed,
  };
}

/** GET /v1/request-logs: the merchant's requests of the retention window, newest first. */
export async function listRequestLogs(
  db: DbOrTx,
  merchantId: string,
  f: ListRequestLogsFilter,
): Promise<{ request_logs: RequestLogDto[]; total: number }> {
  const where: SQL[] = [
    eq(requestLogs.merchantId, merchantId),
    gte(requestLogs.createdAt, requestLogCutoff()),
    ...createdBetween(requestLogs.createdAt, f.created_from, f.created_to),
  ];
  if (f.status) {
    const cls = /^([1-5])xx$/.exec(f.status);
    if (cls) {
      const base = Number(cls[1]) * 100;
      where.push(gte(requestLogs.status, base), lt(requestLogs.status, base + 100));
    } else where.push(eq(requestLogs.status, Number(f.status)));
  }
  if (f.route) where.push(eq(requestLogs.route, f.route));
  if (f.method) where.push(eq(requestLogs.method, f.method));
  if (f.client_id) where.push(eq(requestLogs.clientId, f.client_id));
  if (f.error_code) where.push(eq(requestLogs.errorCode, f.error_code));
  if (f.request_id) where.push(eq(requestLogs.requestId, f.request_id));
  if (f.api_version) where.push(eq(requestLogs.apiVersion, f.api_version));
  const cond = and(...where);
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(requestLogs)
      .where(cond)
      .orderBy(desc(requestLogs.createdAt), desc(requestLogs.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ total: count() }).from(requestLogs).where(cond),
  ]);
  return { request_logs: rows.map(toDto), total: Number(t?.total ?? 0) };
}

/** GET /v1/request-logs/{requestLogId}: one entry with its (redacted, capped) bodies. */
export async function getRequestLog(
  db: DbOrTx,
  merchantId: string,
  id: string,
): Promise<RequestLogDetailDto> {
  if (!isId(id)) throw new AppError('REQUEST_LOG_NOT_FOUND');
  const [row] = await db
    .select()
    .from(requestLogs)
    .where(
      and(
        eq(requestLogs.merchantId, merchantId),
        eq(requestLogs.id, id),
        gte(requestLogs.createdAt, requestLogCutoff()),
      ),
    );
  if (!row) throw new AppError('REQUEST_LOG_NOT_FOUND');
  return { ...toDto(row), request_body: row.requestBody ?? null, response_body: row.responseBody ?? null };
}

export interface ErrorGroup {
  method: string;
  route: string;
  status: number;
  errorCode: string | null;
  count: number;
  lastAt: Date;
  /** Counts per bucket, oldest first (24 hourly buckets for a day, 28 six-hour buckets for 7 days). */
  buckets: number[];
}

/**
 * The Errors view: the merchant's non-2xx requests of the last 24 hours or 7 days grouped by route, status
 * and error code, most frequent first, each with its counts over time for a sparkline.
 */
export async function requestErrorGroups(
  db: DbOrTx,
  merchantId: string,
  period: '24h' | '7d',
): Promise<{ groups: ErrorGroup[]; from: Date; to: Date; bucketMs: number }> {
  const to = now();
  const bucketMs = period === '24h' ? 3_600_000 : 6 * 3_600_000;
  const n = period === '24h' ? 24 : 28;
  const from = new Date(to.getTime() - n * bucketMs);
  const rows = await db
    .select({
      method: requestLogs.method,
      route: requestLogs.route,
      status: requestLogs.status,
      errorCode: requestLogs.errorCode,
      bucket:
        sql<number>`floor(extract(epoch from (${requestLogs.createdAt} - ${from.toISOString()}::timestamptz)) * 1000 / ${bucketMs})::int`.mapWith(
          Number,
        ),
      count: sql<number>`count(*)::int`.mapWith(Number),
      lastAt: sql<Date>`max(${requestLogs.createdAt})`.mapWith((v) => new Date(v)),
    })
    .from(requestLogs)
    .where(
      and(
        eq(requestLogs.merchantId, merchantId),
        gte(requestLogs.createdAt, from),
        gte(requestLogs.status, 400),
      ),
    )
    .groupBy(sql`1, 2, 3, 4, 5`);
  const groups = new Map<string, ErrorGroup>();
  for (const r of rows) {
    const key = `${r.method} ${r.route} ${r.status} ${r.errorCode ?? ''}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        method: r.method,
        route: r.route,
        status: r.status,
        errorCode: r.errorCode ?? null,
        count: 0,
        lastAt: r.lastAt,
        buckets: Array.from({ length: n }, () => 0),
      };
      groups.set(key, g);
    }
    g.count += r.count;
    if (r.lastAt > g.lastAt) g.lastAt = r.lastAt;
    const b = Math.min(n - 1, Math.max(0, r.bucket));
    g.buckets[b]! += r.count;
  }
  return {
    groups: [...groups.values()].sort((a, b) => b.count - a.count || b.lastAt.getTime() - a.lastAt.getTime()),
    from,
    to,
    bucketMs,
  };
}

/** Deletes entries older than the retention, in batches (the hourly job). Returns how many went. */
export async function purgeRequestLogs(db: DbOrTx, at = now(), batch = 5000): Promise<number> {
  const cutoff = requestLogCutoff(at).toISOString();
  let removed = 0;
  for (;;) {
    const res = await db.execute(sql`
      with gone as (
        delete from request_logs
         where (merchant_id, id) in (
           select merchant_id, id from request_logs where created_at < ${cutoff}::timestamptz limit ${batch})
        returning 1)
      select count(*)::int as n from gone`);
    const n = Number((res.rows[0] as { n: number } | undefined)?.n ?? 0);
    removed += n;
    if (n < batch) return removed;
  }
}
