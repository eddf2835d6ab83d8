import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { activityLog, inboundShipments, incidents, outboxEvents, products, stockUnits } from '@/db/schema';
import { countFigures } from '@/server/stock/figures';
import { addUnits, createProduct } from './data';
import { merchantFixture, type MerchantFixture } from './fixtures';

/** Helpers of the product-split tests (03, 04 D). */

/** A new merchant and a source product with `units` free units on the shelf. */
export async function splitSetup(units = 3) {
  const m = await merchantFixture();
  const source = await createProduct(m.merchantId);
  if (units) await addUnits(source.id, units);
  return { m, source };
}

export function split(
  m: MerchantFixture,
  body: unknown,
  key: string | null = randomUUID(),
  headers: Record<string, string> = {},
) {
  return m.api('POST', '/v1/products/split', {
    body,
    headers: key === null ? headers : { 'idempotency-key': key, ...headers },
  });
}

export async function productBySku(merchantId: string, sku: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.sku, sku)));
  return row ?? null;
}

export async function productById(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row!;
}

export async function unitsOf(productId: string) {
  const db = await getDb();
  return db.select().from(stockUnits).where(eq(stockUnits.productId, productId)).orderBy(stockUnits.id);
}

/** Stored figures of a product next to what its units add up to. */
export async function figuresOf(productId: string) {
  const db = await getDb();
  const p = await productById(productId);
  return {
    stored: { on_hand: p.onHand, reserved: p.reserved, available: p.available },
    counted: await countFigures(db, productId),
  };
}

/** Everything a split may write for a merchant, counted: to show that a refused split stored nothing. */
export async function footprint(merchantId: string) {
  const db = await getDb();
  const one = async (q: Promise<{ n: number }[]>) => Number((await q)[0]!.n);
  const n = sql<number>`count(*)::int`;
  return {
    products: await one(db.select({ n }).from(products).where(eq(products.merchantId, merchantId))),
    shipments: await one(
      db.select({ n }).from(inboundShipments).where(eq(inboundShipments.merchantId, merchantId)),
    ),
    incidents: await one(db.select({ n }).from(incidents).where(eq(incidents.merchantId, merchantId))),
    events: await one(db.select({ n }).from(outboxEvents).where(eq(outboxEvents.merchantId, merchantId))),
    activity: await one(db.select({ n }).from(activityLog).where(eq(activityLog.merchantId, merchantId))),
    unitsByProduct: (
      await db
        .select({ productId: stockUnits.productId, n })
        .from(stockUnits)
        .where(eq(stockUnits.merchantId, merchantId))
        .groupBy(stockUnits.productId)
        .orderBy(stockUnits.productId)
    ).map((r) => `${r.productId}:${r.n}`),
  };
}

export async function eventsOf(merchantId: string, type: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.merchantId, merchantId), eq(outboxEvents.type, type)))
    .orderBy(outboxEvents.seq);
  return rows.map((r) => r.payload as { id: string; type: string; data: Record<string, any> });
}
