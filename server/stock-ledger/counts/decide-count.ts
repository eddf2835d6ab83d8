import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { cycleCountItems, cycleCounts, locations, products, type CycleCountItem } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { emitEvent } from '@/server/outbox/emit';
import {
  addFigures,
  applyStockDelta,
  transitionDelta,
  type Figures,
  type UnitState,
} from '@/server/stock/figures';
import { kickOutbox } from '@/server/outbox/kick';
import { ledgerState } from '@/server/stock/ledger-states';
import { recordStockMovements, type MovementLine } from '@/server/stock/record-movements';
import { countLocations, loadCount, readCount } from './read-counts';
import type { CycleCountDto } from './schemas';
import { samePerson } from './submit-result';

/**
 * POST /ops/v1/cycle-counts/{id}/_approve (docs/decisions/stock-ledger.md §3): only when every location is counted
 * (409 CYCLE_COUNT_NOT_APPROVABLE), by someone who counted none of it (409 CYCLE_COUNT_APPROVER_IS_COUNTER). Each
 * variance is applied to the units as they stand now: missing units are written off (free ones first; never a
 * unit an order holds), surplus units enter as blocked until someone looks at them; each as count_adjustment
 * movements, with the figures, `product.stock_counted` per counted product and its history. The units are
 * locked before the products (the order a shipment takes them in), so the two never wait on each other in a
 * circle.
 */
export async function approveCycleCount(db: DbOrTx, countId: string, actor: Actor): Promise<CycleCountDto> {
  const result = await db.transaction(async (tx) => {
    const c = await loadCount(tx, countId, true);
    if (c.status !== 'awaiting_approval')
      throw new AppError('CYCLE_COUNT_NOT_APPROVABLE', undefined, { details: { status: c.status } });
    const lines = await countLocations(tx, c.id);
    const counters = lines.flatMap((l) => [
      { type: l.firstCounterType, id: l.firstCounterId },
      { type: l.secondCounterType, id: l.secondCounterId },
    ]);
    if (counters.some((p) => samePerson(p, actor))) throw new AppError('CYCLE_COUNT_APPROVER_IS_COUNTER');
    const locationOf = new Map(lines.map((l) => [l.id, l.location]));
    const items = await tx.select().from(cycleCountItems).where(eq(cycleCountItems.cycleCountId, c.id));

    const deltas = new Map<string, Figures[]>();
    const movements = new Map<string, MovementLine[]>();
    const applied = new Map<string, number>();
    const byProduct = [...items].sort(
      (a, b) => a.productId.localeCompare(b.productId) || a.id.localeCompare(b.id),
    );
    for (const item of byProduct) {
      const variance = item.counted - item.expected;
      const location = locationOf.get(item.cycleCountLocationId)!;
      const done =
        variance < 0
          ? await writeOff(tx, item, location, -variance)
          : variance > 0
            ? await addFound(tx, item, location, variance)
            : { n: 0, delta: [], lines: [] };
      applied.set(item.id, variance < 0 ? -done.n : done.n);
      deltas.set(item.productId, [...(deltas.get(item.productId) ?? []), ...done.delta]);
      movements.set(item.merchantId, [...(movements.get(item.merchantId) ?? []), ...done.lines]);
    }
    for (const item of items)
      await tx
        .update(cycleCountItems)
        .set({ adjustment: applied.get(item.id) ?? 0 })
        .where(eq(cycleCountItems.id, item.id));

    const at = now();
    const figures = new Map<string, Figures | null>();
    for (const productId of [...deltas.keys()].sort())
      figures.set(
        productId,
        await applyStockDelta(tx, {
          productId,
          delta: addFigures(...(deltas.get(productId) ?? [])),
          reason: 'stock_counted',
          details: { cycle_count_id: c.id },
        }),
      );
    for (const [merchantId, list] of [...movements].sort(([a], [b]) => a.localeCompare(b)))
      await recordStockMovements(
        tx,
        { merchantId, reason: 'count_adjustment', reference: { type: 'cycle_count', id: c.id }, actor },
        list,
      );
    await tx
      .update(locations)
      .set({ lastCountedAt: at })
      .where(
        inArray(
          locations.code,
          lines.map((l) => l.location),
        ),
      );
    await tx
      .update(cycleCounts)
      .set({
        status: 'approved',
        decidedByType: actor.type,
        decidedById: actor.id,
        decidedByLabel: actor.label,
        decidedAt: at,
        updatedAt: new Date(),
      })
      .where(eq(cycleCounts.id, c.id));
    await announce(tx, c.id, items, locationOf, applied, at, actor);
    return readCount(tx, c.id);
  });
  kickOutbox();
  return result;
}

/** POST /ops/v1/cycle-counts/{id}/_reject: an open or counted count is closed; nothing changes stock. */
export async function rejectCycleCount(db: DbOrTx, countId: string, actor: Actor): Promise<CycleCountDto> {
  return db.transaction(async (tx) => {
    const c = await loadCount(tx, countId, true);
    if (c.status !== 'open' && c.status !== 'awaiting_approval')
      throw new AppError('CYCLE_COUNT_NOT_APPROVABLE', undefined, { details: { status: c.status } });
    await tx
      .update(cycleCounts)
      .set({
        status: 'rejected',
        decidedByType: actor.type,
        decidedById: actor.id,
        decidedByLabel: actor.label,
        decidedAt: now(),
        updatedAt: new Date(),
      })
      .where(eq(cycleCounts.id, c.id));
    return readCount(tx, c.id);
  });
}

interface Applied {
  n: number;
  delta: Figures[];
  lines: MovementLine[];
}

const lotCondition = (item: CycleCountItem) =>
  item.batchNumber === null && item.bestBefore === null
    ? sql``
    : sql`and batch_number is not distinct from ${item.batchNumber}
          and best_before is not distinct from ${item.bestBefore}::date`;

/**
 * Missing units: written off where they were recorded, free ones first (then unshelved, then blocked; a unit an
 * order holds is never taken), at most as many as stand unheld.
 */
async function writeOff(tx: Tx, item: CycleCountItem, location: string, missing: number): Promise<Applied> {
  const res = await tx.execute(sql`
    select id, state, batch_number, best_before::text as best_before from stock_units
     where product_id = ${item.productId} and location = ${location} and order_id is null
       and state in ('on_shelf', 'not_shelved', 'blocked') ${lotCondition(item)}
     order by array_position(array['on_shelf','not_shelved','blocked']::text[], state), id desc
     limit ${missing}
       for update`);
  const units = res.rows as {
    id: string;
    state: UnitState;
    batch_number: string | null;
    best_before: string | null;
  }[];
  if (units.length === 0) return { n: 0, delta: [], lines: [] };
  await tx.execute(sql`update stock_units set state = 'written_off', updated_at = now()
    where id = any(${`{${units.map((u) => u.id).join(',')}}`}::text[])`);
  return {
    n: units.length,
    delta: units.map((u) => transitionDelta(u.state, 'written_off')),
    lines: units.map((u) => ({
      productId: item.productId,
      quantity: 1,
      from: { state: ledgerState(u.state), location },
      to: { state: 'written_off', location },
      batchNumber: u.batch_number,
      bestBefore: u.best_before,
    })),
  };
}

/** Surplus units: they enter as blocked at the location, with the lot the counter read. */
async function addFound(tx: Tx, item: CycleCountItem, location: string, found: number): Promise<Applied> {
  await tx.execute(sql`
    insert into stock_units (merchant_id, product_id, location, best_before, batch_number, state)
    select ${item.merchantId}, ${item.productId}, ${location}, ${item.bestBefore}::date, ${item.batchNumber}, 'blocked'
      from generate_series(1, ${found}::int)`);
  return {
    n: found,
    delta: [transitionDelta(null, 'blocked', found)],
    lines: [
      {
        productId: item.productId,
        quantity: found,
        from: null,
        to: { state: 'blocked', location },
        batchNumber: item.batchNumber,
        bestBefore: item.bestBefore,
      },
    ],
  };
}

/** product.stock_counted and the product's history, for every product the count saw. */
async function announce(
  tx: Tx,
  countId: string,
  items: CycleCountItem[],
  locationOf: Map<string, string>,
  applied: Map<string, number>,
  at: Date,
  actor: Actor,
) {
  const productIds = [...new Set(items.map((i) => i.productId))].sort();
  if (productIds.length === 0) return;
  const rows = await tx.select().from(products).where(inArray(products.id, productIds));
  for (const p of rows.sort((a, b) => a.id.localeCompare(b.id))) {
    const mine = items
      .filter((i) => i.productId === p.id)
      .map((i) => ({
        location: locationOf.get(i.cycleCountLocationId)!,
        batch_number: i.batchNumber,
        best_before: i.bestBefore,
        expected: i.expected,
        counted: i.counted,
        adjustment: applied.get(i.id) ?? 0,
      }));
    await emitEvent(tx, {
      merchantId: p.merchantId,
      type: 'product.stock_counted',
      orderingKey: p.id,
      data: {
        product_id: p.id,
        sku: p.sku,
        cycle_count_id: countId,
        counted_at: at.toISOString(),
        on_hand: p.onHand,
        reserved: p.reserved,
        available: p.available,
        locations: mine,
      },
    });
    await recordActivity(tx, {
      merchantId: p.merchantId,
      entityType: 'product',
      entityId: p.id,
      action: 'stock.cycle_counted',
      actor,
      details: { cycle_count_id: countId, locations: mine },
    });
  }
}
