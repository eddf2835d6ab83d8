import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { products, type Product } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { config } from '@/server/core/config';
import { databaseErrorCode } from '@/server/core/database-errors';
import { AppError } from '@/server/core/errors';
import { runIdempotent, type IdempotentOutcome, type StoredResult } from '@/server/core/idempotency';
import { applyStockDelta, transitionDelta } from '@/server/stock/figures';
import { recordStockMovements, type MovementLine } from '@/server/stock/record-movements';
import { acquireSplitLocks } from './acquire-split-locks';
import { assertStockConsistent } from './assert-stock-consistent';
import { createTargetProduct } from './create-target-product';
import { recordSplit } from './record-split';
import { MAX_SPLIT_UNITS, type SplitRequest, type SplitResponse } from './schemas';
import { lockSplitUnits } from './split-units-query';

export const SPLIT_OPERATION = 'product_split';

export interface SplitResult extends StoredResult {
  status: 200;
  body: SplitResponse;
}

/**
 * POST /v1/products/split (03 §2, §4.1, 04 D): moves free on-shelf units of the source product to the target,
 * in one transaction with the figures, events, inbound shipment, incident and activity log, under the
 * idempotency key (a replay returns the first result and moves nothing).
 */
export async function splitProduct(
  db: Db,
  merchantId: string,
  /** `rawBody`: the JSON as parsed, before validation, which the key's fingerprint compares (04 A7). */
  input: { key: string; request: SplitRequest; rawBody?: unknown },
  actor: Actor,
): Promise<IdempotentOutcome<SplitResult>> {
  const { request } = input;
  if (request.target.sku === request.source_sku) throw new AppError('TARGET_SAME_AS_SOURCE');
  return runIdempotent<SplitResult>({
    db,
    merchantId,
    operation: SPLIT_OPERATION,
    key: input.key,
    body: input.rawBody ?? request,
    whenInProgress: 'reject',
    inProgressError: () =>
      new AppError(
        'SPLIT_IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed; retry in a few seconds.',
      ),
    // Waiting on a product row (a concurrent stock change) is bounded; past it the answer is STOCK_CHANGED.
    prepare: async (tx) => {
      await tx.execute(
        sql.raw(`set local lock_timeout = ${Math.max(1, Math.round(config.splitLockTimeoutMs))}`),
      );
    },
    execute: (tx) => executeSplit(tx, merchantId, request, actor).catch(lockConflictToStockChanged),
    replay: async (stored) => ({
      status: 200,
      body: stored.body as SplitResponse,
      resourceId: stored.resourceId,
    }),
  });
}

async function executeSplit(
  tx: Tx,
  merchantId: string,
  request: SplitRequest,
  actor: Actor,
): Promise<SplitResult> {
  const targetSku = request.target.sku;
  await acquireSplitLocks(tx, merchantId, [request.source_sku, targetSku]);

  // Both product rows locked in id order: no stock change of either commits while the split runs.
  const rows = await tx
    .select()
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.sku, [request.source_sku, targetSku])))
    .orderBy(asc(products.id))
    .for('update');
  const source = rows.find((p) => p.sku === request.source_sku);
  if (!source)
    throw new AppError('SOURCE_PRODUCT_NOT_FOUND', `No product with the SKU "${request.source_sku}".`);
  const existingTarget = rows.find((p) => p.sku === targetSku) ?? null;
  if (existingTarget && !existingTarget.active) throw new AppError('TARGET_PRODUCT_INACTIVE');

  await assertStockConsistent(tx, source);
  if (existingTarget) await assertStockConsistent(tx, existingTarget);

  const unitIds = await lockSplitUnits(tx, source.id, request.filters);
  if (unitIds.length > MAX_SPLIT_UNITS) {
    throw new AppError('SPLIT_TOO_LARGE', undefined, { details: { max_quantity: MAX_SPLIT_UNITS } });
  }
  if (unitIds.length === 0) return result(noMove(source, targetSku));

  const target = existingTarget ?? (await createTargetProduct(tx, source, request.target));
  const groups = await moveUnits(tx, unitIds, source, target);
  const n = unitIds.length;
  const details = { source_product_id: source.id, target_product_id: target.id };
  await applyStockDelta(tx, {
    productId: source.id,
    delta: transitionDelta('on_shelf', null, n),
    reason: 'product_split',
    details,
  });
  await applyStockDelta(tx, {
    productId: target.id,
    delta: transitionDelta(null, 'on_shelf', n),
    reason: 'product_split',
    details,
  });
  const recorded = await recordSplit(tx, {
    merchantId,
    sourceProductId: source.id,
    sourceSku: source.sku,
    targetProductId: target.id,
    targetSku: target.sku,
    targetCreated: !existingTarget,
    quantity: n,
    actor,
  });
  await recordSplitMovements(tx, merchantId, groups, source, target, recorded, actor);
  return result({
    moved_quantity: n,
    source_product_id: source.id,
    source_sku: source.sku,
    target_product_id: target.id,
    target_sku: target.sku,
    target_created: !existingTarget,
    inbound_shipment_id: recorded.inboundShipmentId,
    incident_id: recorded.incidentId,
  });
}

interface MovedGroup {
  location: string;
  batch_number: string | null;
  best_before: string | null;
  n: number;
}

/**
 * Units change product only; id, location, best-before, batch and state stay (E11). Answers the moved units per
 * location, batch and best-before, for the ledger.
 */
async function moveUnits(tx: Tx, unitIds: string[], source: Product, target: Product): Promise<MovedGroup[]> {
  // Ids are 24-hex, so the array literal needs no escaping; one parameter instead of thousands.
  const idArray = `{${unitIds.join(',')}}`;
  const res = await tx.execute(sql`
    with moved as (
      update stock_units
         set product_id = ${target.id}, updated_at = now()
       where id = any(${idArray}::text[]) and product_id = ${source.id} and state = 'on_shelf'
      returning location, batch_number, best_before)
    select location, batch_number, best_before::text as best_before, count(*)::int as n
      from moved group by location, batch_number, best_before`);
  const groups = (res.rows as unknown as MovedGroup[]).map((g) => ({ ...g, n: Number(g.n) }));
  if (groups.reduce((s, g) => s + g.n, 0) !== unitIds.length) throw new AppError('STOCK_CHANGED');
  return groups;
}

/** The ledger of a split: split_out of the source (its incident), split_in of the target (its inbound shipment). */
async function recordSplitMovements(
  tx: Tx,
  merchantId: string,
  groups: MovedGroup[],
  source: Product,
  target: Product,
  recorded: { inboundShipmentId: string; incidentId: string },
  actor: Actor,
): Promise<void> {
  const lines = (productId: string, out: boolean): MovementLine[] =>
    groups.map((g) => {
      const place = { state: 'on_shelf' as const, location: g.location };
      return {
        productId,
        quantity: g.n,
        from: out ? place : null,
        to: out ? null : place,
        batchNumber: g.batch_number,
        bestBefore: g.best_before,
      };
    });
  await recordStockMovements(
    tx,
    { merchantId, reason: 'split_out', reference: { type: 'incident', id: recorded.incidentId }, actor },
    lines(source.id, true),
  );
  await recordStockMovements(
    tx,
    {
      merchantId,
      reason: 'split_in',
      reference: { type: 'inbound_shipment', id: recorded.inboundShipmentId },
      actor,
    },
    lines(target.id, false),
  );
}

function noMove(source: Product, targetSku: string): SplitResponse {
  return {
    moved_quantity: 0,
    source_product_id: source.id,
    source_sku: source.sku,
    target_product_id: null,
    target_sku: targetSku,
    target_created: false,
    inbound_shipment_id: null,
    incident_id: null,
  };
}

function result(body: SplitResponse): SplitResult {
  return { status: 200, body, resourceId: body.inbound_shipment_id };
}

/** 55P03 lock_not_available (NOWAIT, lock_timeout) and 40P01 deadlock: the stock was busy, nothing moved (04 D3). */
function lockConflictToStockChanged(err: unknown): never {
  const code = databaseErrorCode(err);
  if (code === '55P03' || code === '40P01') throw new AppError('STOCK_CHANGED');
  throw err;
}
