import type { Db } from '@/db/client';
import { DEMO_MERCHANT_ID } from './demo-data';
import { SEED_ACTOR, demoProductIds, hasDemoOrder } from './demo-lookups';
import { cancelOrder } from '@/server/orders/lifecycle/cancel-order';
import { createOrder } from '@/server/orders/lifecycle/create-order';
import type { OrderCreateInput } from '@/server/orders/schemas';

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
  if (await hasDemoOrder(db, 'DEMO-%')) return;
  const ids = await demoProductIds(db, ['NP-COF-250', 'NP-TEA-GRN', 'NP-LIN-JAM', 'NP-MUG-ENM']);
  if (!ids) return;
  const line = (s: string, quantity: number, price: number) => ({
    product: { id: ids.get(s)! },
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
  const created: string[] = [];
  for (const spec of specs) {
    const { order } = await createOrder({
      db,
      merchantId: DEMO_MERCHANT_ID,
      input: spec,
      actor: SEED_ACTOR,
      source: 'api',
    });
    created.push(order.id);
  }
  await cancelOrder(db, DEMO_MERCHANT_ID, created[3]!, SEED_ACTOR);
}
