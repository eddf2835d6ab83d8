import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { savedViews } from '@/db/schema';
import { AppError, validationError } from '@/server/core/errors';
import { zodIssues } from '@/server/core/http/validation';
import {
  MAX_SAVED_VIEWS,
  SaveViewInputSchema,
  toSavedViewDto,
  type SaveViewInput,
  type SavedViewDto,
} from './schemas';

/**
 * Saves the list's current filters under a name for this user while acting for this merchant. A name the user
 * already has on this list (for this merchant) is replaced: its query changes, it keeps its id and its place
 * among the tabs (`replaced: true`). A new name beyond MAX_SAVED_VIEWS views is refused with a field error on
 * `name` (SAVED_VIEW_LIMIT_REACHED), and so is a view without filters (that is the "All" tab). The count and the write run under a transaction lock per user, merchant
 * and list, so two saves at once cannot pass the limit together.
 */
export async function saveView(
  db: DbOrTx,
  merchantId: string,
  userId: string,
  input: SaveViewInput,
): Promise<{ view: SavedViewDto; replaced: boolean }> {
  const parsed = SaveViewInputSchema.safeParse(input);
  if (!parsed.success) throw validationError(zodIssues(parsed.error));
  const { list, name, query } = parsed.data;
  // No filters is the "All" tab, which every list already has.
  if (query === '')
    throw validationError([
      { path: 'name', message: 'Choose some filters first: “All” already shows the whole list.' },
    ]);
  const owner = and(
    eq(savedViews.userId, userId),
    eq(savedViews.merchantId, merchantId),
    eq(savedViews.list, list),
  );
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`saved-views:${userId}:${merchantId}:${list}`}, 0))`,
    );
    const [existing] = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(and(owner, eq(savedViews.name, name)));
    if (!existing) {
      const [{ n }] = (await tx.select({ n: count() }).from(savedViews).where(owner)) as [{ n: number }];
      if (n >= MAX_SAVED_VIEWS) {
        const message = `You have ${MAX_SAVED_VIEWS} saved views on this list, the most there can be; delete one first.`;
        throw new AppError('SAVED_VIEW_LIMIT_REACHED', message, {
          validationErrors: [{ path: 'name', message }],
        });
      }
    }
    const [row] = await tx
      .insert(savedViews)
      .values({ userId, merchantId, list, name, query })
      .onConflictDoUpdate({
        target: [savedViews.userId, savedViews.merchantId, savedViews.list, savedViews.name],
        set: { query },
      })
      .returning();
    return { view: toSavedViewDto(row!), replaced: !!existing };
  });
}
