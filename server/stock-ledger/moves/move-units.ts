import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { products, type Product } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import type { Actor } from '@/server/core/actor';
import { AppError } from '@/server/core/errors';
import { runIdempotent, type IdempotentOutcome, type StoredResult } from '@/server/core/idempotency';
import { newId } from '@/server/core/ids';
import { getProductOrThrow } from '@/server/products/find-product';
import type { UnitState } from '@/server/stock/figures';
import { ledgerState } from '@/server/stock/ledger-states';
import { recordStockMovements } from '@/server/stock/record-movements';
import { lockLocations } from '../locations/locations';
import type { MoveInput, ProductRef, StockMoveDto } from './schemas';

export const MOVE_OPERATION = 'stock_move';

interface MoveResult extends StoredResult {
  status: 200;
  body: { stock_move: StockMoveDto };
}

interface UnitRow {
  id: string;
  product_id: string;
  location: string;
  state: UnitState;
  batch_number: string | null;
  best_before: string | null;
}

/**
 * POST /ops/v1/stock-units/_move (docs/decisions/stock-ledger.md §2): units of one product (and lot) standing
 * at a location, or named units, go to another location. Every state but written_off moves: reserved and
 * picking units keep their order (a claim is not a place). The units are locked first (a shipment or another move
 * of them waits, or this one answers 409 STOCK_MOVE_UNITS_UNAVAILABLE when they left meanwhile), then the target
 * location's row (shared): an inactive target is 422 LOCATION_INACTIVE. With an Idempotency-Key a retry answers
 * the first move and moves nothing.
 */
export async function moveUnits(
  db: Db,
  merchantId: string,
  input: MoveInput,
  opts: { key: string | null; rawBody?: unknown; actor: Actor },
): Promise<IdempotentOutcome<MoveResult>> {
  return runIdempotent<MoveResult>({
    db,
    merchantId,
    operation: MOVE_OPERATION,
    key: opts.key,
    body: opts.rawBody ?? input,
    whenInProgress: 'wait',
    execute: (tx) => executeMove(tx, merchantId, input, opts.actor),
    replay: async (stored) => stored as MoveResult,
  });
}

async function executeMove(tx: Tx, merchantId: string, input: MoveInput, actor: Actor): Promise<MoveResult> {
  const units =
    'unit_ids' in input
      ? await lockNamedUnits(tx, merchantId, input)
      : await lockProductUnits(tx, merchantId, input);
  const target = (await lockLocations(tx, [input.to_location])).get(input.to_location);
  if (target && !target.active)
    throw new AppError('LOCATION_INACTIVE', undefined, { details: { location: input.to_location } });
  const moving = units.filter((u) => u.location !== input.to_location);
  const moveId = newId();
  if (moving.length) {
    await tx.execute(sql`update stock_units set location = ${input.to_location}, updated_at = now()
      where id = any(${`{${moving.map((u) => u.id).join(',')}}`}::text[])`);
    const byProduct = new Map<string, UnitRow[]>();
    for (const u of moving) byProduct.set(u.product_id, [...(byProduct.get(u.product_id) ?? []), u]);
    await recordStockMovements(
      tx,
      { merchantId, reason: 'moved', reference: { type: 'stock_move', id: moveId }, actor },
      moving.map((u) => ({
        productId: u.product_id,
        quantity: 1,
        from: { state: ledgerState(u.state), location: u.location },
        to: { state: ledgerState(u.state), location: input.to_location },
        batchNumber: u.batch_number,
        bestBefore: u.best_before,
      })),
    );
    await recordActivity(
      tx,
      [...byProduct].map(([productId, list]) => ({
        merchantId,
        entityType: 'product' as const,
        entityId: productId,
        action: 'stock.moved',
        actor,
        details: {
          stock_move_id: moveId,
          quantity: list.length,
          from_locations: [...new Set(list.map((u) => u.location))],
          to_location: input.to_location,
        },
      })),
    );
  }
  return {
    status: 200,
    resourceId: moveId,
    body: {
      stock_move: {
        id: moveId,
        to_location: input.to_location,
        quantity: moving.length,
        stock_units: moving.map((u) => ({
          id: u.id,
          product_id: u.product_id,
          from_location: u.location,
          state: u.state,
        })),
      },
    },
  };
}

const UNIT_COLUMNS = sql`id, product_id, location, state, batch_number, best_before::text as best_before`;

async function lockProductUnits(
  tx: Tx,
  merchantId: string,
  input: Extract<MoveInput, { product: unknown }>,
): Promise<UnitRow[]> {
  const product = await resolveProduct(tx, merchantId, input.product);
  const res = await tx.execute(sql`
    select ${UNIT_COLUMNS} from stock_units
     where product_id = ${product.id} and location = ${input.from_location} and state <> 'written_off'
       ${input.batch_number ? sql`and batch_number = ${input.batch_number}` : sql``}
       ${input.best_before ? sql`and best_before = ${input.best_before}` : sql``}
     order by id
     limit ${input.quantity}
       for update`);
  const rows = res.rows as unknown as UnitRow[];
  if (rows.length < input.quantity)
    throw new AppError('STOCK_MOVE_UNITS_UNAVAILABLE', undefined, {
      details: {
        product_id: product.id,
        location: input.from_location,
        requested: input.quantity,
        found: rows.length,
      },
    });
  return rows;
}

async function lockNamedUnits(
  tx: Tx,
  merchantId: string,
  input: Extract<MoveInput, { unit_ids: unknown }>,
): Promise<UnitRow[]> {
  const ids = [...new Set(input.unit_ids)].sort();
  const res = await tx.execute(sql`
    select ${UNIT_COLUMNS} from stock_units
     where id = any(${`{${ids.join(',')}}`}::text[]) and merchant_id = ${merchantId}
     order by id
       for update`);
  const rows = res.rows as unknown as UnitRow[];
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw new AppError('STOCK_UNIT_NOT_FOUND', undefined, { details: { unit_ids: missing } });
  const unavailable = rows.filter(
    (r) =>
      r.state === 'written_off' || (input.from_location !== undefined && r.location !== input.from_location),
  );
  if (unavailable.length)
    throw new AppError('STOCK_MOVE_UNITS_UNAVAILABLE', undefined, {
      details: { unit_ids: unavailable.map((u) => u.id), location: input.from_location ?? null },
    });
  return rows;
}

/** A product of the merchant by { id }, { sku } or { gtin } (the code a scanner reads): 404 PRODUCT_NOT_FOUND. */
export async function resolveProduct(db: DbOrTx, merchantId: string, ref: ProductRef): Promise<Product> {
  if ('id' in ref) return getProductOrThrow(db, merchantId, ref.id);
  const cond =
    'sku' in ref
      ? and(eq(products.merchantId, merchantId), eq(products.sku, ref.sku))
      : and(eq(products.merchantId, merchantId), eq(products.gtin, ref.gtin));
  const rows = await db.select().from(products).where(cond).limit(2);
  if (rows.length !== 1)
    throw new AppError(
      'PRODUCT_NOT_FOUND',
      rows.length > 1 ? 'Several products carry this GTIN; name the product by id or SKU.' : undefined,
    );
  return rows[0]!;
}

/**
 * A move by scanning (the Move screen): the product code is the merchant's SKU, else its GTIN; then the move as
 * the API makes it, under the form's key (a second submit of one form moves nothing more).
 */
export async function moveScanned(
  db: Db,
  merchantId: string,
  form: { from_location: string; product_code: string; quantity: number; to_location: string },
  key: string | null,
  actor: Actor,
): Promise<IdempotentOutcome<MoveResult>> {
  const bySku = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.sku, form.product_code)));
  const product = bySku[0] ?? (await resolveProduct(db, merchantId, { gtin: form.product_code }));
  return moveUnits(
    db,
    merchantId,
    {
      product: { id: product.id },
      from_location: form.from_location,
      to_location: form.to_location,
      quantity: form.quantity,
    },
    { key, actor },
  );
}
