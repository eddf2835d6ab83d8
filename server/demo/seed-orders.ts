import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders, products } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { DEMO_MERCHANT_ID } from './demo-data';
import { cancelOrder } from '@/server/orders/lifecycle/cancel-order';
import { createOrder } from '@/server/orders/lifecycle/create-order';
import type { OrderCreateInput } from '@/server/orders/schemas';

const SEED_ACTOR: Actor = { type: 'system', id: null, label: 'demo seed' };

const CUSTOMERS = [
  {
    first_name: 'Aino',
    last_name: 'Korhonen',
    address: 'Aleksanterinkatu 15',
    postal_code: '00100',
    city: 'Helsinki',
    country_code: 'FI',
    email: 'aino.korhonen@example.fi',
  },
  {
    first_name: 'Mikko',
    last_name: 'Nieminen',
    address: 'Hämeenkatu 3',
    postal_code: '33100',
    city: 'Tampere',
    country_code: 'FI',
    email: 'mikko@example.fi',
  },
  {
    organization: 'Kahvila Kulma Oy',
    address: 'Yliopistonkatu 7',
    postal_code: '20100',
    city: 'Turku',
    country_code: 'FI',
    email: 'tilaukset@kulma.example',
  },
];

/**
 * Demo orders (05 §1 "orders in several states"): a draft, a confirmed order holding stock, one waiting for
 * stock and a cancelled one. Idempotent: skipped when the demo merchant already has DEMO- orders.
 */
export async function seedOrders(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.merchantId, DEMO_MERCHANT_ID), like(orders.merchantsId, 'DEMO-%')))
    .limit(1);
  if (existing) return;
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.merchantId, DEMO_MERCHANT_ID),
        inArray(products.sku, ['NP-COF-250', 'NP-TEA-GRN', 'NP-LIN-JAM', 'NP-MUG-ENM']),
      ),
    );
  const sku = (s: string) => rows.find((r) => r.sku === s);
  if (rows.length < 4) return;
  const line = (s: string, quantity: number, price: number) => ({
    product: { id: sku(s)!.id },
    quantity,
    sales_info: { gross_price: price, tax_percent: 14 },
  });
  const specs: OrderCreateInput[] = [
    {
      merchants_id: 'DEMO-1001',
      customer: CUSTOMERS[0],
      language: 'fi',
      items: [line('NP-COF-250', 2, 7.9)],
    },
    {
      merchants_id: 'DEMO-1002',
      customer: CUSTOMERS[1],
      status: 'confirmed',
      items: [line('NP-TEA-GRN', 3, 4.5), line('NP-LIN-JAM', 1, 5.2)],
    },
    {
      merchants_id: 'DEMO-1003',
      customer: CUSTOMERS[2],
      status: 'confirmed',
      items: [line('NP-MUG-ENM', 40, 12.0)],
    },
    {
      merchants_id: 'DEMO-1004',
      customer: CUSTOMERS[0],
      status: 'confirmed',
      items: [line('NP-TEA-GRN', 1, 4.5)],
    },
  ];
  const ids: string[] = [];
  for (const spec of specs) {
    const created = await createOrder({
      db,
      merchantId: DEMO_MERCHANT_ID,
      input: spec,
      actor: SEED_ACTOR,
      source: 'api',
    });
    ids.push(created.order.id);
  }
  await cancelOrder(db, DEMO_MERCHANT_ID, ids[3]!, SEED_ACTOR);
}
