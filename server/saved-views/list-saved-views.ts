import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { savedViews } from '@/db/schema';
import { toSavedViewDto, type SavedViewDto, type SavedViewList } from './schemas';

/**
 * The user's saved views of one list while acting for this merchant, in the order they were first saved (the
 * tabs' order). Another user's views, or the same user's views made for another merchant, are never read.
 * Served by the unique index (user_id, merchant_id, list, name); at most MAX_SAVED_VIEWS rows.
 */
export async function listSavedViews(
  db: DbOrTx,
  merchantId: string,
  userId: string,
  list: SavedViewList,
): Promise<SavedViewDto[]> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(
      and(eq(savedViews.userId, userId), eq(savedViews.merchantId, merchantId), eq(savedViews.list, list)),
    )
    .orderBy(asc(savedViews.createdAt), asc(savedViews.id));
  return rows.map(toSavedViewDto);
}
