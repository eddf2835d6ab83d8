import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { stockUnits } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { kickOutbox } from '@/server/outbox/kick';
import { applyStockDelta, transitionDelta, type UnitState } from './figures';
import type { ChangeUnitInput, StockUnitDto } from './schemas';
import { toStockUnitDto } from './to-stock-unit-dto';
import { assertNotHeldByOrder, assertUnitTransition } from './unit-states';
import { recordActivity } from '@/server/activity/record-activity';
import { ledgerState, stateChangeReason } from '@/server/stock/ledger-states';
import { recordStockMovements } from '@/server/stock/record-movements';

/**
 * PATCH /ops/v1/stock-units/{id} (05 §3): a warehouse state change (through the state machine) and/or a move.
 * The unit row is locked, so the check and the write see the same state; figures and the ledger change in the
 * same transaction (a manual pick, on_shelf <-> picking in place, is a claim: no movement).
 */
export async function changeUnit(
  db: DbOrTx,
  merchantId: string,
  unitId: string,
  input: ChangeUnitInput,
  actor: Actor,
): Promise<StockUnitDto> {
  if (!isId(unitId)) throw new AppError('STOCK_UNIT_NOT_FOUND');
  const result = await db.transaction(async (tx) => {
    const [unit] = await tx
      .select()
      .from(stockUnits)
      .where(and(eq(stockUnits.id, unitId), eq(stockUnits.merchantId, merchantId)))
      .for('update');
    if (!unit) throw new AppError('STOCK_UNIT_NOT_FOUND');
    const from = unit.state as UnitState;
    const to = input.state ?? from;
    if (to !== from) assertNotHeldByOrder(unit);
    assertUnitTransition(from, to, 'warehouse');
    const location = input.location ?? unit.location;
    if (to === from && location === unit.location) return toStockUnitDto(unit);
    const [row] = await tx
      .update(stockUnits)
      .set({ state: to, location, updatedAt: new Date() })
      .where(eq(stockUnits.id, unitId))
      .returning();
    if (to !== from) {
      await applyStockDelta(tx, {
        productId: unit.productId,
        delta: transitionDelta(from, to),
        reason: 'unit_state_changed',
        details: { unit_id: unit.id, from, to },
      });
    }
    const before = { state: ledgerState(from), location: unit.location };
    const after = { state: ledgerState(to), location };
    await recordStockMovements(
      tx,
      {
        merchantId,
        reason: stateChangeReason(before.state, after.state),
        reference: { type: 'stock_unit', id: unit.id },
        actor,
      },
      [
        {
          productId: unit.productId,
          quantity: 1,
          from: before,
          to: after,
          batchNumber: unit.batchNumber,
          bestBefore: unit.bestBefore,
        },
      ],
    );
    await recordActivity(tx, {
      merchantId,
      entityType: 'stock_unit',
      entityId: unit.id,
      action: to !== from ? 'stock_unit.state_changed' : 'stock_unit.moved',
      actor,
      details: { product_id: unit.productId, from, to, from_location: unit.location, to_location: location },
    });
    return toStockUnitDto(row!);
  });
  kickOutbox();
  return result;
}
