import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { catalogServices, pickupPoints, products, stockUnits } from '@/db/schema';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { newId } from '@/server/core/ids';
import { applyStockDelta, transitionDelta, type UnitState } from '@/server/stock/figures';
import { ledgerState } from '@/server/stock/ledger-states';
import { recordStockMovements } from '@/server/stock/record-movements';
import { uniq } from './fixtures';

/**
 * Test-data builders that write straight to the database (so a domain's tests do not depend on another
 * domain's API). Units are written with their figures delta, event and ledger movement, as the domain does.
 */
export async function createProduct(
  merchantId: string,
  p: {
    sku?: string;
    name?: string;
    gtin?: string | null;
    active?: boolean;
    fulfillmentBy?: 'provider' | 'merchant' | null;
  } = {},
) {
  const db = await getDb();
  const [row] = await db
    .insert(products)
    .values({
      merchantId,
      sku: p.sku ?? uniq('SKU'),
      name: p.name ?? 'Test product',
      gtin: p.gtin ?? null,
      active: p.active ?? true,
      fulfillmentBy: p.fulfillmentBy ?? null,
    })
    .returning();
  return row!;
}

export async function addUnits(
  productId: string,
  count: number,
  u: { location?: string; bestBefore?: string | null; batchNumber?: string | null; state?: UnitState } = {},
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select()
      .from(products)
      .where(sql`${products.id} = ${productId}`);
    const state = u.state ?? 'on_shelf';
    const rows = await tx
      .insert(stockUnits)
      .values(
        Array.from({ length: count }, () => ({
          merchantId: product!.merchantId,
          productId,
          location: u.location ?? 'A-01-01',
          bestBefore: u.bestBefore ?? null,
          batchNumber: u.batchNumber ?? null,
          state,
        })),
      )
      .returning({ id: stockUnits.id });
    await applyStockDelta(tx, {
      productId,
      delta: transitionDelta(null, state, count),
      reason: 'stock_received',
    });
    await recordStockMovements(
      tx,
      {
        merchantId: product!.merchantId,
        reason: 'units_received',
        reference: { type: 'stock_receipt', id: newId() },
        actor: SYSTEM_ACTOR,
      },
      [
        {
          productId,
          quantity: count,
          from: null,
          to: { state: ledgerState(state), location: u.location ?? 'A-01-01' },
          batchNumber: u.batchNumber ?? null,
          bestBefore: u.bestBefore ?? null,
        },
      ],
    );
    return rows.map((r) => r.id);
  });
}

export async function createCatalogService(s: {
  code?: string | null;
  name?: string;
  kind: 'extra' | 'delivery';
  active?: boolean;
  merchantIds?: string[] | null;
}) {
  const db = await getDb();
  const [row] = await db
    .insert(catalogServices)
    .values({
      code: s.code === undefined ? uniq('SVC') : s.code,
      name: s.name ?? 'Test service',
      kind: s.kind,
      active: s.active ?? true,
      merchantIds: s.merchantIds ?? null,
    })
    .returning();
  return row!;
}

export async function createPickupPoint(p: { code?: string; active?: boolean } = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(pickupPoints)
    .values({
      code: p.code ?? uniq('PP'),
      name: 'Test pickup point',
      address: 'Main street 1',
      postalCode: '00100',
      city: 'Helsinki',
      countryCode: 'FI',
      active: p.active ?? true,
    })
    .returning();
  return row!;
}
