/**
 * Reference for the orders benchmark (bench/orders.mjs), not part of the product: the least a Next.js route
 * handler can do to store an order of the benchmark's size. It parses the body and writes the order and its
 * lines in one transaction (begin, two inserts, commit) through the pool; no auth, checks, key, events or
 * history. bench/run.mjs copies it to app/bench-reference/insert/route.ts for the benchmark's build only.
 */
import { getDbHandle } from '@/db/client';
import { newId } from '@/server/core/ids';

export const dynamic = 'force-dynamic';

interface Body {
  order: {
    merchants_id: string;
    customer: unknown;
    items: { product: { id: string }; quantity: number; sales_info: unknown }[];
  };
}

export async function POST(req: Request) {
  const { order } = (await req.json()) as Body;
  const merchantId = req.headers.get('x-provider-merchant-id');
  const orderId = newId();
  const values: unknown[] = [];
  const rows = order.items.map((item, i) => {
    const n = values.push(
      newId(),
      orderId,
      merchantId,
      i,
      item.product.id,
      item.quantity,
      JSON.stringify(item.sales_info),
    );
    const p = (k: number) => `$${n - 7 + k}`;
    return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, 'SKU', 'Name', 'provider', ${p(6)}, ${p(7)})`;
  });
  const client = await (await getDbHandle()).pool!.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into orders (id, merchant_id, merchants_id, status, customer) values ($1, $2, $3, 'draft', $4)`,
      [orderId, merchantId, order.merchants_id, JSON.stringify(order.customer)],
    );
    await client.query(
      `insert into order_items (id, order_id, merchant_id, position, product_id, product_sku, product_name,
         fulfillment_by, quantity, sales_info) values ${rows.join(', ')}`,
      values,
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  return Response.json({ order: { id: orderId, ...order } }, { status: 201 });
}
