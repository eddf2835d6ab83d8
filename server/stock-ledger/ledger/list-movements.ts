import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { stockMovementCounts, stockMovements, type StockMovement } from '@/db/schema';
import { createdBetween } from '@/server/orders/reads/date-filter';
import { getProductOrThrow } from '@/server/products/find-product';
import type { LedgerState, MovementReason } from '@/server/stock/ledger-states';
import type { ReferenceType } from '@/server/stock/record-movements';
import type { ListMovementsFilter, StockMovementDto } from './schemas';

export function toMovementDto(r: StockMovement): StockMovementDto {
  return {
    id: r.id,
    product_id: r.productId,
    quantity: r.quantity,
    from_state: r.fromState as LedgerState | null,
    to_state: r.toState as LedgerState | null,
    from_location: r.fromLocation,
    to_location: r.toLocation,
    batch_number: r.batchNumber,
    best_before: r.bestBefore,
    reason: r.reason as MovementReason,
    reference:
      r.referenceType && r.referenceId ? { type: r.referenceType as ReferenceType, id: r.referenceId } : null,
    actor: { type: r.actorType as StockMovementDto['actor']['type'], id: r.actorId, label: r.actorLabel },
    occurred_at: r.occurredAt.toISOString(),
  };
}

/**
 * GET /v1/stock-movements (docs/decisions/stock-ledger.md): the merchant's movements, newest first, by product,
 * reasons, location (out of or into it), time and reference. A page reads the (merchant | product, id) indexes
 * backwards; the total of an unfiltered, product or reason list comes from stock_movement_counts, so neither
 * grows with the ledger; other filters count their matches.
 */
export async function listStockMovements(
  db: DbOrTx,
  merchantId: string,
  f: ListMovementsFilter,
): Promise<{ stock_movements: StockMovementDto[]; total: number }> {
  const where: SQL[] = [eq(stockMovements.merchantId, merchantId)];
  if (f.product_id) where.push(eq(stockMovements.productId, f.product_id));
  if (f.reason?.length) where.push(inArray(stockMovements.reason, f.reason));
  if (f.location)
    where.push(or(eq(stockMovements.fromLocation, f.location), eq(stockMovements.toLocation, f.location))!);
  if (f.reference_id) where.push(eq(stockMovements.referenceId, f.reference_id));
  where.push(...createdBetween(stockMovements.occurredAt, f.occurred_from, f.occurred_to));
  const cond = and(...where);
  const counted = !f.location && !f.reference_id && !f.occurred_from && !f.occurred_to;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(stockMovements)
      .where(cond)
      .orderBy(desc(stockMovements.id))
      .offset(f.offset)
      .limit(f.limit),
    counted ? totalFromCounts(db, merchantId, f) : countMatches(db, cond!),
  ]);
  return { stock_movements: rows.map(toMovementDto), total };
}

/** GET /v1/products/{id}/stock-movements: one product's movements (404 PRODUCT_NOT_FOUND for another's). */
export async function listProductStockMovements(
  db: DbOrTx,
  merchantId: string,
  productId: string,
  f: Omit<ListMovementsFilter, 'product_id'>,
): Promise<{ stock_movements: StockMovementDto[]; total: number }> {
  await getProductOrThrow(db, merchantId, productId);
  return listStockMovements(db, merchantId, { ...f, product_id: productId });
}

async function totalFromCounts(db: DbOrTx, merchantId: string, f: ListMovementsFilter): Promise<number> {
  const where: SQL[] = [eq(stockMovementCounts.merchantId, merchantId)];
  if (f.product_id) where.push(eq(stockMovementCounts.productId, f.product_id));
  if (f.reason?.length) where.push(inArray(stockMovementCounts.reason, f.reason));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${stockMovementCounts.count}), 0)::bigint` })
    .from(stockMovementCounts)
    .where(and(...where));
  return Number(row?.total ?? 0);
}

async function countMatches(db: DbOrTx, cond: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::bigint` })
    .from(stockMovements)
    .where(cond);
  return Number(row?.n ?? 0);
}

export interface ReasonFigure {
  reason: MovementReason;
  movements: number;
  units: number;
}

/** The dashboard's "stock changes this week by reason": movements and units per reason since `since`. */
export async function stockChangesByReason(
  db: DbOrTx,
  merchantId: string,
  since: Date,
): Promise<ReasonFigure[]> {
  const res = await db.execute(sql`
    select reason, count(*)::int as movements, coalesce(sum(quantity), 0)::int as units
      from stock_movements
     where merchant_id = ${merchantId} and occurred_at >= ${since.toISOString()}::timestamptz
     group by reason
     order by units desc, reason`);
  return (res.rows as { reason: MovementReason; movements: number; units: number }[]).map((r) => ({
    reason: r.reason,
    movements: Number(r.movements),
    units: Number(r.units),
  }));
}
