import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

/**
 * The merchant's billing lock (a transaction-level advisory lock): an invoice run's batch, the recount of a
 * draft's lines, an issue, a void and a credit note of one merchant take it, so they never interleave.
 * Charges being written do not take it (they only add uninvoiced rows).
 */
export async function lockMerchantBilling(tx: DbOrTx, merchantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`billing:${merchantId}`}, 0))`);
}
