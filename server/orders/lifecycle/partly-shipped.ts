import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { Order } from '@/db/schema';
import { AppError } from '@/server/core/errors';

/**
 * A problem order that already left in part (a shipment before the problem) keeps its lines: editing them would
 * re-reserve what was shipped. 409 ORDER_NOT_EDITABLE; the warehouse resolves the problem instead.
 */
export async function assertNotPartlyShipped(tx: DbOrTx, order: Order): Promise<void> {
  if (order.status !== 'problem') return;
  const res = await tx.execute(sql`select 1 from shipments where order_id = ${order.id} limit 1`);
  if (res.rows.length)
    throw new AppError(
      'ORDER_NOT_EDITABLE',
      'Part of this order was already shipped; its lines can no longer change.',
      {
        details: { status: order.status, shipped: true },
      },
    );
}
