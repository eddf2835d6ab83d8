import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import {
  cycleCountItems,
  cycleCountLocations,
  cycleCounts,
  products,
  type CycleCount,
  type CycleCountItem,
  type CycleCountLocation,
} from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import type { CountStatus, CycleCountDto, CycleCountSummaryDto } from './schemas';

const person = (type: string | null, id: string | null, label: string | null) =>
  type ? { type, id, label } : null;

function summary(c: CycleCount): Omit<CycleCountDto, 'locations'> {
  return {
    id: c.id,
    status: c.status as CountStatus,
    selection: c.selection,
    variance_threshold_units: c.varianceThresholdUnits,
    note: c.note,
    created_by: person(c.createdByType, c.createdById, c.createdByLabel)!,
    decided_by: person(c.decidedByType, c.decidedById, c.decidedByLabel),
    decided_at: c.decidedAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
  };
}

export async function loadCount(db: DbOrTx, id: string, forUpdate = false): Promise<CycleCount> {
  if (!isId(id)) throw new AppError('CYCLE_COUNT_NOT_FOUND');
  const q = db.select().from(cycleCounts).where(eq(cycleCounts.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw new AppError('CYCLE_COUNT_NOT_FOUND');
  return row;
}

export async function countLocations(db: DbOrTx, id: string): Promise<CycleCountLocation[]> {
  return db
    .select()
    .from(cycleCountLocations)
    .where(eq(cycleCountLocations.cycleCountId, id))
    .orderBy(asc(cycleCountLocations.position));
}

/**
 * GET /ops/v1/cycle-counts/{id}: the count with its locations in walking order. A location's expected and counted
 * figures appear once it is counted, never before (the count is blind).
 */
export async function readCount(db: DbOrTx, id: string): Promise<CycleCountDto> {
  const c = await loadCount(db, id);
  const lines = await countLocations(db, id);
  const items = await db
    .select({ item: cycleCountItems, sku: products.sku })
    .from(cycleCountItems)
    .leftJoin(products, eq(products.id, cycleCountItems.productId))
    .where(eq(cycleCountItems.cycleCountId, id))
    .orderBy(asc(products.sku), asc(cycleCountItems.batchNumber), asc(cycleCountItems.bestBefore));
  const byLine = new Map<string, { item: CycleCountItem; sku: string | null }[]>();
  for (const i of items)
    byLine.set(i.item.cycleCountLocationId, [...(byLine.get(i.item.cycleCountLocationId) ?? []), i]);
  return {
    ...summary(c),
    locations: lines.map((l) => ({
      location: l.location,
      status: l.status as 'pending' | 'recount' | 'counted',
      first_counted_by: person(l.firstCounterType, l.firstCounterId, l.firstCounterLabel),
      first_counted_at: l.firstCountedAt?.toISOString() ?? null,
      second_counted_by: person(l.secondCounterType, l.secondCounterId, l.secondCounterLabel),
      second_counted_at: l.secondCountedAt?.toISOString() ?? null,
      items: (byLine.get(l.id) ?? []).map(({ item, sku }) => ({
        product_id: item.productId,
        merchant_id: item.merchantId,
        sku,
        batch_number: item.batchNumber,
        best_before: item.bestBefore,
        expected: item.expected,
        first_counted: item.firstCounted,
        counted: item.counted,
        variance: item.counted - item.expected,
        adjustment: item.adjustment,
      })),
    })),
  };
}

/** GET /ops/v1/cycle-counts: newest first, by status. */
export async function listCounts(
  db: DbOrTx,
  f: { status?: CountStatus[]; offset: number; limit: number },
): Promise<{ cycle_counts: CycleCountSummaryDto[]; total: number }> {
  const cond = f.status?.length ? inArray(cycleCounts.status, f.status) : undefined;
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(cycleCounts)
      .where(cond)
      .orderBy(desc(cycleCounts.createdAt), desc(cycleCounts.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(cycleCounts).where(cond),
  ]);
  const progress = new Map<string, { n: number; done: number }>();
  if (rows.length) {
    const res = await db
      .select({
        id: cycleCountLocations.cycleCountId,
        n: sql<number>`count(*)::int`,
        done: sql<number>`(count(*) filter (where ${cycleCountLocations.status} = 'counted'))::int`,
      })
      .from(cycleCountLocations)
      .where(
        inArray(
          cycleCountLocations.cycleCountId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(cycleCountLocations.cycleCountId);
    for (const r of res) progress.set(r.id, { n: Number(r.n), done: Number(r.done) });
  }
  return {
    cycle_counts: rows.map((r) => ({
      ...summary(r),
      location_count: progress.get(r.id)?.n ?? 0,
      counted_count: progress.get(r.id)?.done ?? 0,
    })),
    total: Number(t?.n ?? 0),
  };
}

/** The counter's sheet: the locations still to count, in walking order, and nothing of what they hold. */
export async function countSheet(
  db: DbOrTx,
  id: string,
): Promise<{
  id: string;
  status: CountStatus;
  todo: { location: string; recount: boolean }[];
  counted: number;
}> {
  const c = await loadCount(db, id);
  const lines = await db
    .select()
    .from(cycleCountLocations)
    .where(and(eq(cycleCountLocations.cycleCountId, id)))
    .orderBy(asc(cycleCountLocations.position));
  return {
    id: c.id,
    status: c.status as CountStatus,
    todo: lines
      .filter((l) => l.status !== 'counted')
      .map((l) => ({ location: l.location, recount: l.status === 'recount' })),
    counted: lines.filter((l) => l.status === 'counted').length,
  };
}
