import { and, asc, count, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { locations, type Location } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isUniqueViolation } from '@/server/core/database-errors';
import { isId } from '@/server/core/ids';
import type {
  CreateLocationInput,
  ImportLocationsInput,
  ListLocationsFilter,
  LocationDto,
  LocationKind,
  UpdateLocationInput,
} from './schemas';

/**
 * The warehouse's locations (docs/decisions/stock-ledger.md §2): shared by every merchant's stock, listed in
 * walking order (zone, code), classified by kind. A code the stock names first is registered by the ledger's
 * recording statement as `unassigned`; nothing here is needed for stock to go there.
 */
function toDto(l: Location, units: number): LocationDto {
  return {
    id: l.id,
    code: l.code,
    zone: l.zone,
    kind: l.kind as LocationKind,
    active: l.active,
    units,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  };
}

/** Units on hand at each of `codes` (every merchant's, not written off), from the running balances. */
export async function unitsAt(db: DbOrTx, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const res = await db.execute(sql`
    select location, coalesce(sum(quantity), 0)::int as n from stock_balances
     where location in (${sql.join(
       codes.map((c) => sql`${c}`),
       sql`, `,
     )})
       and state <> 'written_off'
     group by location`);
  return new Map((res.rows as { location: string; n: number }[]).map((r) => [r.location, Number(r.n)]));
}

/** Walking order: zone (none last), then code. The pick list and the screens sort by it. */
export const WALK_ORDER = [sql`${locations.zone} asc nulls last`, asc(locations.code)];

export async function listLocations(
  db: DbOrTx,
  f: ListLocationsFilter,
): Promise<{ locations: LocationDto[]; total: number }> {
  const where: SQL[] = [];
  if (f.kind?.length) where.push(inArray(locations.kind, f.kind));
  if (f.zone) where.push(eq(locations.zone, f.zone));
  if (f.q) where.push(like(locations.code, `${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.active !== undefined) where.push(eq(locations.active, f.active));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(locations)
      .where(cond)
      .orderBy(...WALK_ORDER)
      .offset(f.offset)
      .limit(f.limit),
    db.select({ total: count() }).from(locations).where(cond),
  ]);
  const units = await unitsAt(
    db,
    rows.map((r) => r.code),
  );
  return { locations: rows.map((r) => toDto(r, units.get(r.code) ?? 0)), total: Number(t?.total ?? 0) };
}

export async function getLocation(db: DbOrTx, id: string): Promise<LocationDto> {
  const row = await findLocation(db, id);
  return toDto(row, (await unitsAt(db, [row.code])).get(row.code) ?? 0);
}

async function findLocation(db: DbOrTx, id: string, forUpdate = false): Promise<Location> {
  if (!isId(id)) throw new AppError('LOCATION_NOT_FOUND');
  const q = db.select().from(locations).where(eq(locations.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw new AppError('LOCATION_NOT_FOUND');
  return row;
}

export async function findLocationByCode(db: DbOrTx, code: string): Promise<Location | null> {
  const [row] = await db.select().from(locations).where(eq(locations.code, code));
  return row ?? null;
}

/** POST /ops/v1/locations: 409 LOCATION_CODE_TAKEN for a code that exists (also one registered as unassigned). */
export async function createLocation(db: DbOrTx, input: CreateLocationInput): Promise<LocationDto> {
  try {
    const [row] = await db
      .insert(locations)
      .values({ code: input.code, zone: input.zone ?? null, kind: input.kind, active: input.active })
      .returning();
    return toDto(row!, 0);
  } catch (err) {
    if (isUniqueViolation(err, 'locations_code_key')) throw new AppError('LOCATION_CODE_TAKEN');
    throw err;
  }
}

/**
 * Deactivating takes the location's row lock and looks at its balance in the same transaction: a location is
 * deactivated only when empty (409 LOCATION_NOT_EMPTY), and a move into it checks `active` under the same lock.
 */
export async function assertEmpty(tx: DbOrTx, code: string): Promise<void> {
  const held = (await unitsAt(tx, [code])).get(code) ?? 0;
  if (held > 0) throw new AppError('LOCATION_NOT_EMPTY', undefined, { details: { code, units: held } });
}

/** PATCH /ops/v1/locations/{id}: zone, kind, active (the code is what units name: it never changes). */
export async function updateLocation(
  db: DbOrTx,
  id: string,
  input: UpdateLocationInput,
): Promise<LocationDto> {
  return db.transaction(async (tx) => {
    const row = await findLocation(tx, id, true);
    if (input.active === false && row.active) await assertEmpty(tx, row.code);
    const [updated] = await tx
      .update(locations)
      .set({
        ...(input.zone !== undefined ? { zone: input.zone } : {}),
        ...(input.kind !== undefined ? { kind: input.kind } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        updatedAt: new Date(),
      })
      .where(eq(locations.id, id))
      .returning();
    return toDto(updated!, (await unitsAt(tx, [row.code])).get(row.code) ?? 0);
  });
}

/**
 * POST /ops/v1/locations/_import (and the screen's CSV import): creates the codes that are new and updates zone,
 * kind and active of those that exist, all or nothing. A code named twice is a 400 at its second row; a location
 * deactivated while it holds units is 409 LOCATION_NOT_EMPTY naming the codes.
 */
export async function importLocations(
  db: DbOrTx,
  rows: ImportLocationsInput,
): Promise<{ created: number; updated: number; unchanged: number }> {
  return db.transaction(async (tx) => {
    const codes = rows.map((r) => r.code);
    const existing = new Map(
      (await tx.select().from(locations).where(inArray(locations.code, codes)).for('update')).map((l) => [
        l.code,
        l,
      ]),
    );
    const deactivated = rows.filter((r) => !r.active && existing.get(r.code)?.active).map((r) => r.code);
    const held = await unitsAt(tx, deactivated);
    const notEmpty = deactivated.filter((c) => (held.get(c) ?? 0) > 0);
    if (notEmpty.length)
      throw new AppError('LOCATION_NOT_EMPTY', undefined, { details: { codes: notEmpty } });
    let created = 0;
    let updated = 0;
    let unchanged = 0;
    const fresh = rows.filter((r) => !existing.has(r.code));
    if (fresh.length) {
      await tx
        .insert(locations)
        .values(fresh.map((r) => ({ code: r.code, zone: r.zone ?? null, kind: r.kind, active: r.active })));
      created = fresh.length;
    }
    for (const r of rows) {
      const l = existing.get(r.code);
      if (!l) continue;
      const zone = r.zone ?? null;
      if (l.zone === zone && l.kind === r.kind && l.active === r.active) {
        unchanged++;
        continue;
      }
      await tx
        .update(locations)
        .set({ zone, kind: r.kind, active: r.active, updatedAt: new Date() })
        .where(eq(locations.id, l.id));
      updated++;
    }
    return { created, updated, unchanged };
  });
}

/** The active state of `codes` under their row locks (a move's target): unknown codes are absent. */
export async function lockLocations(tx: DbOrTx, codes: string[]): Promise<Map<string, Location>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(locations)
    .where(inArray(locations.code, [...codes].sort()))
    .orderBy(asc(locations.code))
    .for('share');
  return new Map(rows.map((l) => [l.code, l]));
}

/** The locations of `codes` in walking order; 404 LOCATION_NOT_FOUND naming the unknown codes. */
export async function locationsByCodes(db: DbOrTx, codes: string[]): Promise<LocationDto[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(inArray(locations.code, codes))
    .orderBy(...WALK_ORDER);
  const missing = codes.filter((c) => !rows.some((r) => r.code === c));
  if (missing.length) throw new AppError('LOCATION_NOT_FOUND', undefined, { details: { codes: missing } });
  return rows.map((r) => toDto(r, 0));
}

/** Codes a route names before any unit stands there (a return's arrival): registered as `unassigned` if new. */
export async function registerLocationCodes(tx: DbOrTx, codes: string[]): Promise<void> {
  const unique = [...new Set(codes)].sort();
  if (unique.length === 0) return;
  await tx
    .insert(locations)
    .values(unique.map((code) => ({ code })))
    .onConflictDoNothing({ target: locations.code });
}

export interface StockAtLocation {
  product_id: string;
  sku: string;
  name: string;
  gtin: string | null;
  batch_number: string | null;
  best_before: string | null;
  state: string;
  quantity: number;
}

/** What of one merchant's stock stands at a location (the Move screen's first scan), from the running balances. */
export async function stockAt(db: DbOrTx, merchantId: string, code: string): Promise<StockAtLocation[]> {
  const res = await db.execute(sql`
    select b.product_id, p.sku, p.name, p.gtin, b.batch_number, b.best_before::text as best_before, b.state,
           sum(b.quantity)::int as quantity
      from stock_balances b join products p on p.id = b.product_id
     where b.location = ${code} and b.merchant_id = ${merchantId} and b.state <> 'written_off'
     group by b.product_id, p.sku, p.name, p.gtin, b.batch_number, b.best_before, b.state
    having sum(b.quantity) > 0
     order by p.sku, b.best_before nulls last, b.batch_number`);
  return (res.rows as unknown as StockAtLocation[]).map((r) => ({ ...r, quantity: Number(r.quantity) }));
}
