import { and, inArray, isNull, lt, or, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { cycleCountLocations, cycleCounts, locations } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { WALK_ORDER } from '../locations/locations';
import { walkOrder } from '../locations/walk-order';
import { readCount } from './read-counts';
import { MAX_COUNT_LOCATIONS, type CreateCountInput, type CycleCountDto } from './schemas';

/**
 * POST /ops/v1/cycle-counts (docs/decisions/stock-ledger.md §3): the team lead chooses locations by code, every
 * location holding a product, or the active locations no approved count counted in N days (at most 500, in
 * walking order). Named codes must exist (404 LOCATION_NOT_FOUND); nothing to count is 422
 * CYCLE_COUNT_NOTHING_TO_COUNT. Nothing changes stock until the count is approved.
 */
export async function createCycleCount(
  db: DbOrTx,
  input: CreateCountInput,
  actor: Actor,
): Promise<CycleCountDto> {
  return db.transaction(async (tx) => {
    const codes = await chooseLocations(tx, input);
    if (codes.length === 0) throw new AppError('CYCLE_COUNT_NOTHING_TO_COUNT');
    const walk = await walkOrder(tx, codes);
    const ordered = [...codes].sort(walk);
    const selection = input.locations
      ? { locations: input.locations }
      : input.product_id
        ? { product_id: input.product_id }
        : { not_counted_for_days: input.not_counted_for_days };
    const [c] = await tx
      .insert(cycleCounts)
      .values({
        selection,
        varianceThresholdUnits: input.variance_threshold_units,
        note: input.note ?? null,
        createdByType: actor.type,
        createdById: actor.id,
        createdByLabel: actor.label,
      })
      .returning();
    await tx
      .insert(cycleCountLocations)
      .values(ordered.map((location, position) => ({ cycleCountId: c!.id, location, position })));
    return readCount(tx, c!.id);
  });
}

async function chooseLocations(tx: DbOrTx, input: CreateCountInput): Promise<string[]> {
  if (input.locations) {
    const wanted = [...new Set(input.locations)];
    const rows = await tx
      .select({ code: locations.code })
      .from(locations)
      .where(inArray(locations.code, wanted));
    const known = new Set(rows.map((r) => r.code));
    const missing = wanted.filter((c) => !known.has(c));
    if (missing.length) throw new AppError('LOCATION_NOT_FOUND', undefined, { details: { codes: missing } });
    return wanted;
  }
  if (input.product_id) {
    const res = await tx.execute(sql`
      select location from stock_balances
       where product_id = ${input.product_id} and state <> 'written_off'
       group by location having sum(quantity) > 0
       limit ${MAX_COUNT_LOCATIONS}`);
    return (res.rows as { location: string }[]).map((r) => r.location);
  }
  const before = new Date(now().getTime() - input.not_counted_for_days! * 86_400_000);
  const rows = await tx
    .select({ code: locations.code })
    .from(locations)
    .where(
      and(
        eq(locations.active, true),
        or(isNull(locations.lastCountedAt), lt(locations.lastCountedAt, before)),
      ),
    )
    .orderBy(...WALK_ORDER)
    .limit(MAX_COUNT_LOCATIONS);
  return rows.map((r) => r.code);
}
