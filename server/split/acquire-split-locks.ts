import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { AppError } from '@/server/core/errors';

/**
 * One split at a time per (merchant, SKU), for the source and the target SKU alike (03 §4.2, 04 D3).
 * Non-blocking transaction-level advisory locks, taken in sorted order: a second split touching either SKU
 * is answered 409 SPLIT_IN_PROGRESS at once instead of waiting. Released when the transaction ends.
 */
export async function acquireSplitLocks(tx: Tx, merchantId: string, skus: string[]): Promise<void> {
  for (const sku of [...new Set(skus)].sort()) {
    const res = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`split:${merchantId}:${sku}`}, 0)) as ok`,
    );
    if (!(res.rows[0] as { ok: boolean }).ok) {
      throw new AppError(
        'SPLIT_IN_PROGRESS',
        `Another split of the SKU "${sku}" is running; retry in a few seconds.`,
      );
    }
  }
}
