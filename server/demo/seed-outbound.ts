import type { Db } from '@/db/client';
import { DEMO_MERCHANT_ID, DEMO_OTHER_MERCHANT_ID } from './demo-data';
import { SEED_ACTOR, demoProductIds, hasDemoOrder } from './demo-lookups';
import { createProduct } from '@/server/products/create-product';
import { receiveUnits } from '@/server/stock/receive-units';
import { createOrder } from '@/server/orders/lifecycle/create-order';
import type { OrderCreateInput } from '@/server/orders/schemas';
import { produceShipmentDocuments } from '@/server/outbound/documents/produce-documents';
import { reportProblem } from '@/server/outbound/report-problem';
import { shipOrder } from '@/server/outbound/ship-order';
import { startPicking } from '@/server/outbound/start-picking';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';

const PEOPLE = [
  ['Liisa', 'Mäkinen', 'Rautatienkatu 21', '33100', 'Tampere'],
  ['Jussi', 'Lehtonen', 'Kauppakatu 4', '40100', 'Jyväskylä'],
  ['Emma', 'Laine', 'Isokatu 12', '90100', 'Oulu'],
  ['Oskari', 'Heikkinen', 'Puistokatu 2', '70100', 'Kuopio'],
  ['Sofia', 'Koskinen', 'Hämeenkatu 30', '15110', 'Lahti'],
  ['Veeti', 'Järvinen', 'Kirkkokatu 8', '80100', 'Joensuu'],
] as const;

const customerOf = ([first_name, last_name, address, postal_code, city]: (typeof PEOPLE)[number]) => ({
  first_name,
  last_name,
  address,
  postal_code,
  city,
  country_code: 'FI',
});

/**
 * Outbound demo data (tea, jam and enamel mugs: the short-dated coffee lots stay for the split demo): orders waiting in the queue (several to pick as a batch, two delivery methods), two being
 * picked, three shipped with tracking codes, labels and packing slips, one in problem (refs OUT-…), and two
 * orders of the second demo merchant waiting (AO-…);
 * idempotent: skipped when OUT-1001 exists.
 */
export async function seedOutbound(db: Db): Promise<void> {
  if (await hasDemoOrder(db, 'OUT-1001')) return;
  const ids = await demoProductIds(db, ['NP-TEA-GRN', 'NP-MUG-ENM', 'NP-LIN-JAM']);
  if (!ids) return;
  const make = async (n: number, lines: [string, number][], method: string) => {
    const person = PEOPLE[n % PEOPLE.length]!;
    const input: OrderCreateInput = {
      merchants_id: `OUT-${1001 + n}`,
      status: 'confirmed',
      customer: { ...customerOf(person), email: `${person[0].toLowerCase()}@example.fi` },
      requested_delivery_method: { code: method, info: null },
      items: lines.map(([sku, quantity]) => ({ product: { id: ids.get(sku)! }, quantity })),
    } as OrderCreateInput;
    const { order } = await createOrder({
      db,
      merchantId: DEMO_MERCHANT_ID,
      input,
      actor: SEED_ACTOR,
      source: 'api',
    });
    return order;
  };
  const specs: [string, number][][] = [
    [['NP-TEA-GRN', 1]],
    [['NP-MUG-ENM', 2]],
    [
      ['NP-TEA-GRN', 2],
      ['NP-LIN-JAM', 1],
    ],
    [
      ['NP-MUG-ENM', 1],
      ['NP-TEA-GRN', 1],
    ],
    [['NP-LIN-JAM', 2]],
    [['NP-TEA-GRN', 1]],
    [['NP-MUG-ENM', 1]],
    [
      ['NP-TEA-GRN', 1],
      ['NP-LIN-JAM', 1],
    ],
    [['NP-MUG-ENM', 2]],
    [['NP-TEA-GRN', 3]],
    [['NP-MUG-ENM', 1]],
    [['NP-LIN-JAM', 1]],
  ];
  const created = [];
  for (const [n, lines] of specs.entries())
    created.push(await make(n, lines, n % 3 === 0 ? 'pickup_point' : 'home_delivery'));
  // OUT-1001..1006 wait in the queue; 1007-1008 are being picked; 1009-1011 shipped; 1012 in problem.
  for (const o of created.slice(6)) {
    if (o.status !== 'confirmed') continue;
    await startPicking(db, WAREHOUSE_SCOPE, o.id, SEED_ACTOR);
  }
  const carriers = ['posti', 'postnord', 'matkahuolto'] as const;
  for (const [i, o] of created.slice(8, 11).entries()) {
    if (o.status !== 'confirmed') continue;
    const { result } = await shipOrder(
      db,
      WAREHOUSE_SCOPE,
      o.id,
      {
        carrier: carriers[i]!,
        parcels: [{ weight_grams: 400 + 150 * i, length_mm: 250, width_mm: 180, height_mm: 90 }],
        items: o.items.map((it) => ({ order_item_id: it.id, quantity: Math.ceil(it.quantity) })),
      },
      { key: null, rawBody: null, actor: SEED_ACTOR },
    );
    await produceShipmentDocuments(result.body.shipment.id);
  }
  await seedOtherMerchant(db);
  const problem = created[11];
  if (problem?.status === 'confirmed')
    await reportProblem(
      db,
      WAREHOUSE_SCOPE,
      problem.id,
      { code: 'address_invalid', note: 'The street address does not exist; ask the customer.' },
      SEED_ACTOR,
    );
}

/** A second merchant's orders in the queue (the warehouse works for several): one product, two orders. */
async function seedOtherMerchant(db: Db): Promise<void> {
  const product = await createProduct(
    db,
    DEMO_OTHER_MERCHANT_ID,
    { sku: 'AO-BOTTLE-750', name: 'Trail bottle 750 ml', gtin: '4006381333931' },
    SEED_ACTOR,
  );
  await receiveUnits(
    db,
    DEMO_OTHER_MERCHANT_ID,
    { product_id: product.id, quantity: 20, location: 'E-04-01', state: 'on_shelf' },
    SEED_ACTOR,
  );
  for (const [n, person] of PEOPLE.slice(0, 2).entries()) {
    await createOrder({
      db,
      merchantId: DEMO_OTHER_MERCHANT_ID,
      input: {
        merchants_id: `AO-${5001 + n}`,
        status: 'confirmed',
        customer: customerOf(person),
        requested_delivery_method: { code: 'home_delivery', info: null },
        items: [{ product: { id: product.id }, quantity: n + 1 }],
      } as OrderCreateInput,
      actor: SEED_ACTOR,
      source: 'api',
    });
  }
}
