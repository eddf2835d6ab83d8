import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderReturnItems, orderReturns, type OrderReturn, type OrderReturnItem } from '@/db/schema';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import type { ResourceScope } from '@/server/core/resource-scope';

/**
 * Reads a return of a merchant; another merchant's return, or a malformed id, is 404 ORDER_RETURN_NOT_FOUND
 * (04 A1, C5); the warehouse's scope reaches any merchant's. `forUpdate` locks the row so that
 * guards re-checked inside the writing transaction hold until commit.
 */
export async function loadReturn(
  db: DbOrTx,
  scope: ResourceScope,
  returnId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderReturn> {
  if (!isId(returnId)) throw new AppError('ORDER_RETURN_NOT_FOUND');
  const where =
    scope.kind === 'merchant'
      ? and(eq(orderReturns.id, returnId), eq(orderReturns.merchantId, scope.merchantId))
      : eq(orderReturns.id, returnId);
  const q = db.select().from(orderReturns).where(where).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (!row) throw new AppError('ORDER_RETURN_NOT_FOUND');
  return row;
}

export async function loadItems(db: DbOrTx, returnId: string): Promise<OrderReturnItem[]> {
  return db
    .select()
    .from(orderReturnItems)
    .where(eq(orderReturnItems.orderReturnId, returnId))
    .orderBy(asc(orderReturnItems.position));
}

export async function loadItem(db: DbOrTx, returnId: string, itemId: string): Promise<OrderReturnItem> {
  if (!isId(itemId)) throw new AppError('ORDER_RETURN_ITEM_NOT_FOUND');
  const [row] = await db
    .select()
    .from(orderReturnItems)
    .where(and(eq(orderReturnItems.orderReturnId, returnId), eq(orderReturnItems.id, itemId)))
    .limit(1);
  if (!row) throw new AppError('ORDER_RETURN_ITEM_NOT_FOUND');
  return row;
}

/** Sets status and fields, bumping updated_at. */
export async function updateReturn(
  db: DbOrTx,
  returnId: string,
  set: Partial<typeof orderReturns.$inferInsert>,
): Promise<void> {
  await db
    .update(orderReturns)
    .set({ ...set, updatedAt: now() })
    .where(eq(orderReturns.id, returnId));
}
