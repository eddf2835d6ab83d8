import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { activityLog, orderItems, orders, products } from '@/db/schema';
import { countShard } from '@/server/core/count-shards';
import { now } from '@/server/core/clock';
import { newId } from '@/server/core/ids';
import { DEMO_MERCHANT_ID } from './demo-data';
import { demoRandom } from './demo-random';
import { markOrderDays } from '@/server/dashboard/order-figure-days';

/**
 * Demo order history: 300 orders of the demo merchant over the last 90 days, so the dashboard, the lists and
 * the return rates have something to show. Past orders are written in bulk (as an import would: rows, their
 * created activity and the per-status counts), in statuses that hold no stock: mostly processed (shipped),
 * some returned, returning, cancelled or left as drafts. Idempotent: skipped when DEMO-H-0001 exists.
 */
export const HISTORY_ORDERS = 300;
const DAY = 86_400_000;

const CUSTOMERS = [
  ['Aino', 'Korhonen', 'Helsinki', '00100'],
  ['Mikko', 'Nieminen', 'Tampere', '33100'],
  ['Laura', 'Mäkinen', 'Turku', '20100'],
  ['Juha', 'Virtanen', 'Oulu', '90100'],
  ['Emma', 'Lehtonen', 'Espoo', '02100'],
  ['Ville', 'Heikkinen', 'Jyväskylä', '40100'],
  ['Sanna', 'Laine', 'Vantaa', '01300'],
  ['Petri', 'Koskinen', 'Kuopio', '70100'],
] as const;

const COUNTED = ['NP-COF-500', 'NP-OAT-1KG', 'NP-RYE-CRSP'];

const STATUSES: [string, number][] = [
  ['processed', 0.74],
  ['returned', 0.06],
  ['returning', 0.03],
  ['cancelled', 0.1],
  ['draft', 0.07],
];

export async function seedOrderHistory(db: Db): Promise<void> {
  const [done] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.merchantId, DEMO_MERCHANT_ID), eq(orders.merchantsId, 'DEMO-H-0001')))
    .limit(1);
  if (done) return;
  const activeProducts = db
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(products)
    .where(and(eq(products.merchantId, DEMO_MERCHANT_ID), eq(products.active, true)))
    .orderBy(products.sku);
  // the counted products keep their own story (a count in discrepancy): no history moves their stock
  const catalogue = (await activeProducts).filter((p) => !COUNTED.includes(p.sku));
  if (!catalogue.length) return; // the products step has not run
  const rnd = demoRandom(20261125);
  // popular products sell more: a skewed pick
  const pickProduct = () => catalogue[Math.floor(catalogue.length * rnd() ** 1.6)]!;
  const pickStatus = () => {
    let x = rnd();
    for (const [s, p] of STATUSES) if ((x -= p) < 0) return s;
    return 'processed';
  };
  const start = now().getTime() - 90 * DAY;
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const activity: (typeof activityLog.$inferInsert)[] = [];
  const counts = new Map<string, number>();
  for (let i = 0; i < HISTORY_ORDERS; i++) {
    // more orders lately: a shop that grows
    const at = new Date(start + 89 * DAY * Math.sqrt((i + rnd()) / HISTORY_ORDERS) + rnd() * 3_600_000);
    const id = newId();
    const [first, last, city, postal] = CUSTOMERS[Math.floor(rnd() * CUSTOMERS.length)]!;
    const status = pickStatus();
    orderRows.push({
      id,
      merchantId: DEMO_MERCHANT_ID,
      merchantsId: `DEMO-H-${String(i + 1).padStart(4, '0')}`,
      status,
      customer: {
        first_name: first,
        last_name: last,
        address: `Esimerkkikatu ${1 + Math.floor(rnd() * 80)}`,
        postal_code: postal,
        city,
        country_code: 'FI',
        email: `${first.toLowerCase()}.${last.toLowerCase().replace(/ä/g, 'a')}@example.fi`,
      },
      language: 'fi',
      source: 'api',
      createdAt: at,
      updatedAt: new Date(Math.min(at.getTime() + 2 * DAY, now().getTime())),
    });
    const lines = 1 + Math.floor(rnd() * rnd() * 3);
    const used = new Set<string>();
    for (let l = 0; l < lines; l++) {
      const p = pickProduct();
      if (used.has(p.id)) continue;
      used.add(p.id);
      itemRows.push({
        orderId: id,
        merchantId: DEMO_MERCHANT_ID,
        position: l,
        productId: p.id,
        productSku: p.sku,
        productName: p.name,
        fulfillmentBy: 'provider',
        quantity: 1 + Math.floor(rnd() * rnd() * 4),
        salesInfo: { gross_price: 4.5 + Math.floor(rnd() * 20), tax_percent: 14, currency: 'EUR' },
      });
    }
    activity.push({
      merchantId: DEMO_MERCHANT_ID,
      entityType: 'order',
      entityId: id,
      action: 'imported',
      actorType: 'system',
      actorLabel: 'demo seed (order history)',
      details: { to: status },
      createdAt: at,
    });
    const key = `${status}|${countShard(id)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < orderRows.length; i += 100)
      await tx.insert(orders).values(orderRows.slice(i, i + 100));
    for (let i = 0; i < itemRows.length; i += 200)
      await tx.insert(orderItems).values(itemRows.slice(i, i + 200));
    for (let i = 0; i < activity.length; i += 200)
      await tx.insert(activityLog).values(activity.slice(i, i + 200));
    const values = [...counts].map(([key, n]) => {
      const [status, shard] = key.split('|');
      return sql`(${DEMO_MERCHANT_ID}, ${status}, ${Number(shard)}, ${n})`;
    });
    await tx.execute(sql`
      insert into order_status_counts (merchant_id, status, shard, count) values ${sql.join(values, sql`, `)}
      on conflict (merchant_id, status, shard) do update set count = order_status_counts.count + excluded.count`);
    // the dashboard's order figures count these days again (no event names rows written in bulk)
    await markOrderDays(tx, DEMO_MERCHANT_ID);
  });
}
