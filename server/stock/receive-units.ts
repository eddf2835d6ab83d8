import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { Actor } from '@/server/core/actor';
import { getProductOrThrow } from '@/server/products/find-product';
import { kickOutbox } from '@/server/outbox/kick';
import { applyStockDelta, transitionDelta, type UnitState } from './figures';
import type { ReceiveUnitsInput, StockUnitDto } from './schemas';
import { recordActivity } from '@/server/activity/record-activity';
import { newId } from '@/server/core/ids';
import { ledgerState } from '@/server/stock/ledger-states';
import { recordStockMovements } from '@/server/stock/record-movements';

interface UnitRow {
  id: string;
  location: string;
  best_before: string | null;
  batch_number: string | null;
  state: string;
  created_at: string | Date;
  updated_at: string | Date;
}

/**
 * POST /ops/v1/stock-units (05 §3): receives up to 10000 units of one product in one statement
 * (INSERT ... SELECT FROM generate_series, ids from the unit sequence so they increase in receiving order),
 * then one figures delta + product.inventory_changed event and one ledger movement (units_received, its
 * reference a receipt id also kept in the product's history), all in one transaction.
 */
export async function receiveUnits(
  db: DbOrTx,
  merchantId: string,
  input: ReceiveUnitsInput,
  actor: Actor,
): Promise<StockUnitDto[]> {
  const result = await db.transaction(async (tx) => {
    const product = await getProductOrThrow(tx, merchantId, input.product_id, { forUpdate: true });
    const state: UnitState = input.state;
    const res = await tx.execute(sql`
      insert into stock_units (merchant_id, product_id, location, best_before, batch_number, state)
      select ${merchantId}, ${product.id}, ${input.location}, ${input.best_before ?? null}::date, ${input.batch_number ?? null}, ${state}
        from generate_series(1, ${input.quantity}::int)
      returning id, location, to_char(best_before, 'YYYY-MM-DD') as best_before, batch_number, state, created_at, updated_at`);
    const rows = (res.rows as unknown as UnitRow[]).sort((a, b) => (a.id < b.id ? -1 : 1));
    await applyStockDelta(tx, {
      productId: product.id,
      delta: transitionDelta(null, state, rows.length),
      reason: 'stock_received',
      details: { quantity: rows.length, location: input.location, state },
    });
    const receiptId = newId();
    await recordStockMovements(
      tx,
      { merchantId, reason: 'units_received', reference: { type: 'stock_receipt', id: receiptId }, actor },
      [
        {
          productId: product.id,
          quantity: rows.length,
          from: null,
          to: { state: ledgerState(state), location: input.location },
          batchNumber: input.batch_number ?? null,
          bestBefore: input.best_before ?? null,
        },
      ],
    );
    await recordActivity(tx, {
      merchantId,
      entityType: 'product',
      entityId: product.id,
      action: 'stock.received',
      actor,
      details: {
        quantity: rows.length,
        location: input.location,
        state,
        stock_receipt_id: receiptId,
        best_before: input.best_before ?? null,
        batch_number: input.batch_number ?? null,
        first_unit_id: rows[0]?.id,
        last_unit_id: rows.at(-1)?.id,
      },
    });
    return rows.map((r) => ({
      id: r.id,
      product_id: product.id,
      location: r.location,
      best_before: r.best_before,
      batch_number: r.batch_number,
      state: r.state as UnitState,
      order_id: null,
      created_at: new Date(r.created_at).toISOString(),
      updated_at: new Date(r.updated_at).toISOString(),
    }));
  });
  kickOutbox();
  return result;
}
