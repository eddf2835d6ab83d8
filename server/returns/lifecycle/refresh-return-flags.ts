import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

/**
 * Recomputes what a return keeps about its lines for lists and filters, in the caller's transaction after its
 * lines changed: the distinct return reasons (`reason=`) and the discrepancy flag (`discrepancy=`): some
 * inspected line whose received quantity differs from its expected one. A line with no expected quantity (the
 * return was registered without contents) never counts as a discrepancy.
 */
export async function refreshReturnFlags(tx: DbOrTx, returnId: string): Promise<void> {
  await tx.execute(sql`
    update order_returns r set
      reason_codes = (
        select array_agg(distinct i.return_reason_code order by i.return_reason_code)
          from order_return_items i
         where i.order_return_id = r.id and i.return_reason_code is not null),
      has_discrepancy = exists (
        select 1 from order_return_items i
         where i.order_return_id = r.id and i.received_quantity is not null
           and i.expected_quantity is not null and i.received_quantity <> i.expected_quantity)
     where r.id = ${returnId}`);
}
