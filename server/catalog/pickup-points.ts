import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { pickupPoints, type PickupPoint } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import type { CreatePickupPointInput, UpdatePickupPointInput } from './schemas';

/** Pickup points (05 §2): operator administration and the merchant-facing list (active points only). */
export function toPickupPointDto(p: PickupPoint) {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    address: p.address,
    postal_code: p.postalCode,
    city: p.city,
    country_code: p.countryCode,
    active: p.active,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export async function createPickupPoint(db: DbOrTx, input: CreatePickupPointInput) {
  const [row] = await db
    .insert(pickupPoints)
    .values({
      code: input.code,
      name: input.name,
      address: input.address,
      postalCode: input.postal_code,
      city: input.city,
      countryCode: input.country_code,
      active: input.active,
    })
    .returning();
  return toPickupPointDto(row!);
}

export async function updatePickupPoint(db: DbOrTx, id: string, input: UpdatePickupPointInput) {
  if (!isId(id)) throw new AppError('PICKUP_POINT_NOT_FOUND');
  const set: Partial<typeof pickupPoints.$inferInsert> = {};
  if (input.code !== undefined) set.code = input.code;
  if (input.name !== undefined) set.name = input.name;
  if (input.address !== undefined) set.address = input.address;
  if (input.postal_code !== undefined) set.postalCode = input.postal_code;
  if (input.city !== undefined) set.city = input.city;
  if (input.country_code !== undefined) set.countryCode = input.country_code;
  if (input.active !== undefined) set.active = input.active;
  const [row] = await db
    .update(pickupPoints)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(pickupPoints.id, id))
    .returning();
  if (!row) throw new AppError('PICKUP_POINT_NOT_FOUND');
  return toPickupPointDto(row);
}

export async function listPickupPoints(
  db: DbOrTx,
  f: { offset: number; limit: number; country_code?: string; postal_code?: string; activeOnly: boolean },
) {
  const where: SQL[] = [];
  if (f.activeOnly) where.push(eq(pickupPoints.active, true));
  if (f.country_code) where.push(eq(pickupPoints.countryCode, f.country_code));
  if (f.postal_code) where.push(eq(pickupPoints.postalCode, f.postal_code));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(pickupPoints)
      .where(cond)
      .orderBy(asc(pickupPoints.code), asc(pickupPoints.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ total: count() }).from(pickupPoints).where(cond),
  ]);
  return { pickup_points: rows.map(toPickupPointDto), total: Number(t?.total ?? 0) };
}
