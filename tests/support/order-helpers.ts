import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orders, products } from '@/db/schema';
import { addUnits, createProduct } from './data';
import { merchantFixture, type MerchantFixture } from './fixtures';

/** Order-test helpers: a merchant with stocked products, a deliverable customer, counts of what is stored. */
export const CUSTOMER = {
  first_name: 'Anna',
  last_name: 'Virtanen',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  country_code: 'FI',
  email: 'anna@example.com',
};

export async function merchantWithProducts(stock: number[] = [5], scopes?: readonly string[]) {
  const m: MerchantFixture = await merchantFixture(scopes);
  const prods = [];
  for (const n of stock) {
    const p = await createProduct(m.merchantId);
    if (n > 0) await addUnits(p.id, n);
    prods.push(p);
  }
  return { m, products: prods };
}

export async function orderCount(merchantId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(eq(orders.merchantId, merchantId));
  return Number(row!.n);
}

export async function figures(productId: string) {
  const db = await getDb();
  const [p] = await db.select().from(products).where(eq(products.id, productId));
  return { on_hand: p!.onHand, reserved: p!.reserved, available: p!.available };
}

export async function unitStates(productId: string): Promise<Record<string, number>> {
  const db = await getDb();
  const res = await db.execute(
    sql`select state, count(*)::int as n from stock_units where product_id = ${productId} group by state`,
  );
  return Object.fromEntries((res.rows as { state: string; n: number }[]).map((r) => [r.state, Number(r.n)]));
}

export function line(productId: string, quantity = 1, extra: Record<string, unknown> = {}) {
  return { product: { id: productId }, quantity, ...extra };
}
