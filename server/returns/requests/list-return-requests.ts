import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { returnRequests } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { toReturnRequestDto } from './present-return-request';
import type { ListReturnRequestsInput, ReturnRequestDto } from './schemas';

/** GET /v1/return-requests: newest first, filter status; the portal's queue reads the same. */
export async function listReturnRequests(
  db: DbOrTx,
  merchantId: string,
  f: ListReturnRequestsInput,
): Promise<{ return_requests: ReturnRequestDto[]; total: number }> {
  const where: SQL[] = [eq(returnRequests.merchantId, merchantId)];
  if (f.status?.length) where.push(inArray(returnRequests.status, f.status));
  const rows = await db
    .select({ row: returnRequests, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(returnRequests)
    .where(and(...where))
    .orderBy(sql`${returnRequests.createdAt} desc nulls last`, sql`${returnRequests.id} desc nulls last`)
    .offset(f.offset)
    .limit(f.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(returnRequests)
      .where(and(...where));
    total = c?.n ?? 0;
  }
  return { return_requests: rows.map((r) => toReturnRequestDto(r.row)), total };
}

/** The merchant's request (another merchant's: 404 RETURN_REQUEST_NOT_FOUND). */
export async function loadReturnRequest(
  db: DbOrTx,
  merchantId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
) {
  if (!isId(id)) throw new AppError('RETURN_REQUEST_NOT_FOUND');
  const q = db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.id, id), eq(returnRequests.merchantId, merchantId)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (!row) throw new AppError('RETURN_REQUEST_NOT_FOUND');
  return row;
}

/** GET /v1/return-requests/{id} */
export async function getReturnRequest(db: DbOrTx, merchantId: string, id: string) {
  return toReturnRequestDto(await loadReturnRequest(db, merchantId, id));
}
