import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { catalogServices, merchants, type CatalogService } from '@/db/schema';
import { AppError, validationError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import type { CreateCatalogServiceInput, UpdateCatalogServiceInput } from './schemas';

/** Catalog services (05 §2): operator administration and the merchant-facing list. */
export function toCatalogServiceDto(s: CatalogService) {
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    kind: s.kind as 'extra' | 'delivery',
    active: s.active,
    merchant_ids: s.merchantIds ?? null,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

async function assertMerchantsExist(db: DbOrTx, ids: string[] | null | undefined, path: string) {
  if (!ids || ids.length === 0) return;
  const found = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(inArray(merchants.id, [...new Set(ids)]));
  const known = new Set(found.map((r) => r.id));
  const issues = ids.flatMap((id, i) =>
    known.has(id) ? [] : [{ path: `${path}[${i}]`, message: 'No such merchant.' }],
  );
  if (issues.length) throw validationError(issues);
}

function codeTaken(code: string) {
  return new AppError('CATALOG_SERVICE_CODE_TAKEN', `A catalog service with code ${code} already exists.`, {
    details: { code },
  });
}

export async function createCatalogService(db: DbOrTx, input: CreateCatalogServiceInput) {
  await assertMerchantsExist(db, input.merchant_ids, 'catalog_service.merchant_ids');
  const [row] = await db
    .insert(catalogServices)
    .values({
      code: input.code,
      name: input.name,
      kind: input.kind,
      active: input.active,
      merchantIds: input.merchant_ids ? [...new Set(input.merchant_ids)] : null,
    })
    .onConflictDoNothing({ target: catalogServices.code })
    .returning();
  if (!row) throw codeTaken(input.code);
  return toCatalogServiceDto(row);
}

export async function updateCatalogService(db: DbOrTx, id: string, input: UpdateCatalogServiceInput) {
  if (!isId(id)) throw new AppError('CATALOG_SERVICE_NOT_FOUND');
  await assertMerchantsExist(db, input.merchant_ids, 'catalog_service.merchant_ids');
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(catalogServices).where(eq(catalogServices.id, id)).for('update');
    if (!current) throw new AppError('CATALOG_SERVICE_NOT_FOUND');
    if (input.code !== undefined && input.code !== current.code) {
      const [clash] = await tx
        .select({ id: catalogServices.id })
        .from(catalogServices)
        .where(eq(catalogServices.code, input.code));
      if (clash) throw codeTaken(input.code);
    }
    const set: Partial<typeof catalogServices.$inferInsert> = {};
    if (input.code !== undefined) set.code = input.code;
    if (input.name !== undefined) set.name = input.name;
    if (input.kind !== undefined) set.kind = input.kind;
    if (input.active !== undefined) set.active = input.active;
    if (input.merchant_ids !== undefined)
      set.merchantIds = input.merchant_ids ? [...new Set(input.merchant_ids)] : null;
    if (Object.keys(set).length === 0) return toCatalogServiceDto(current);
    const [row] = await tx
      .update(catalogServices)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(catalogServices.id, id))
      .returning();
    return toCatalogServiceDto(row!);
  });
}

/**
 * Operator list: every service. Merchant list (`forMerchant`): active services available to that merchant
 * (merchant_ids null, or naming it).
 */
export async function listCatalogServices(
  db: DbOrTx,
  f: { offset: number; limit: number; kind?: 'extra' | 'delivery'; forMerchant?: string },
) {
  const where: SQL[] = [];
  if (f.kind) where.push(eq(catalogServices.kind, f.kind));
  if (f.forMerchant) {
    where.push(eq(catalogServices.active, true));
    where.push(
      or(isNull(catalogServices.merchantIds), sql`${f.forMerchant} = any(${catalogServices.merchantIds})`)!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(catalogServices)
      .where(cond)
      .orderBy(asc(catalogServices.kind), asc(catalogServices.code), asc(catalogServices.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ total: count() }).from(catalogServices).where(cond),
  ]);
  return { catalog_services: rows.map(toCatalogServiceDto), total: Number(t?.total ?? 0) };
}
