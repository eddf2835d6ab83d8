import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { savedViews } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import type { SavedViewList } from './schemas';

/**
 * Deletes one of the user's views of this list, made while acting for this merchant. Any other view (another
 * user's, another merchant's, another list's, or none) is SAVED_VIEW_NOT_FOUND and nothing is deleted: whether
 * such a view exists is never told.
 */
export async function deleteSavedView(
  db: DbOrTx,
  merchantId: string,
  userId: string,
  list: SavedViewList,
  viewId: string,
): Promise<{ name: string }> {
  if (!isId(viewId)) throw new AppError('SAVED_VIEW_NOT_FOUND');
  const [deleted] = await db
    .delete(savedViews)
    .where(
      and(
        eq(savedViews.id, viewId),
        eq(savedViews.userId, userId),
        eq(savedViews.merchantId, merchantId),
        eq(savedViews.list, list),
      ),
    )
    .returning({ name: savedViews.name });
  if (!deleted) throw new AppError('SAVED_VIEW_NOT_FOUND');
  return deleted;
}
