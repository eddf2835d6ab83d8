/**
 * The hot operations of the growth benchmark (bench/growth.mjs), each one request timed from the client (the
 * production server on the same machine), with what it needs prepared untimed. Every sample checks its answer.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { api, baseUrl } from './lib.mjs';

const CUSTOMER = {
  first_name: 'Bench',
  last_name: 'Customer',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  country_code: 'FI',
  email: 'bench@example.com',
  phone: '+358401234567',
};

async function timed(fn) {
  const t = performance.now();
  const r = await fn();
  return { ms: performance.now() - t, r };
}

function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res;
}

/**
 * The operations, given the merchant (`m`: merchantId, token, operatorToken), the ordered products (`ordered`:
 * the product whose reserved units grow first), the database (`db`), the portal session's cookie and the
 * export ranges ({ rows, from, to }). Each returns { name: ms } for one sample.
 */
export function growthOps({ m, ordered, db, cookie, exportRanges }) {
  const asMerchant = { token: m.token, merchant: m.merchantId };
  const asOperator = { token: m.operatorToken };
  const orderBody = {
    order: {
      merchants_id: 'GROWTH',
      status: 'confirmed',
      customer: CUSTOMER,
      items: ordered.map((id) => ({
        product: { id },
        quantity: 1,
        sales_info: { gross_price: 9.99, tax_percent: 24 },
      })),
    },
  };
  let lastKey = null;

  return {
    async orders() {
      const key = randomUUID();
      const create = await timed(() =>
        api('POST', '/v1/orders', { ...asMerchant, body: orderBody, headers: { 'idempotency-key': key } }),
      );
      expectStatus(create.r, 201, 'order creation');
      if (create.r.body.order.status !== 'confirmed')
        throw new Error(`order not confirmed: ${create.r.body.order.status}`);
      lastKey = key;
      const replay = await timed(() =>
        api('POST', '/v1/orders', {
          ...asMerchant,
          body: orderBody,
          headers: { 'idempotency-key': lastKey },
        }),
      );
      expectStatus(replay.r, 201, 'replay');
      const page = await timed(() => api('GET', '/v1/orders?limit=50', asMerchant));
      expectStatus(page.r, 200, 'list page');
      const filtered = await timed(() => api('GET', '/v1/orders?status=processed&limit=50', asMerchant));
      expectStatus(filtered.r, 200, 'filtered list');
      if (filtered.r.body.orders.length !== 50) throw new Error('filtered list: short page');
      return {
        'order creation (confirmed: 3 lines reserved)': create.ms,
        'order replay (same key)': replay.ms,
        'order list, first page of 50': page.ms,
        'order list, status=processed, 50': filtered.ms,
      };
    },

    async returns() {
      const created = await timed(() =>
        api('POST', '/v1/order-returns', {
          ...asMerchant,
          body: { order_return: { items: [{ product: { id: ordered[0] }, quantity: 1 }] } },
        }),
      );
      expectStatus(created.r, 201, 'return creation');
      const r = created.r.body.order_return;
      expectStatus(
        await api('POST', `/ops/v1/order-returns/${r.id}/_arrive`, {
          ...asOperator,
          body: { arrival: { warehouse_location: { id: 'RET-01' } } },
        }),
        200,
        'arrival',
      );
      const inspect = await timed(() =>
        api('POST', `/ops/v1/order-returns/${r.id}/items/${r.items[0].id}/_inspect`, {
          ...asOperator,
          body: { inspection: { received_quantity: 1, condition: 'sellable' } },
        }),
      );
      expectStatus(inspect.r, 200, 'inspection');
      expectStatus(
        await api('POST', `/v1/order-returns/${r.id}/_merchant-decision`, {
          ...asMerchant,
          body: { merchant_decision: { code: 'to_shelf' } },
        }),
        200,
        'merchant decision',
      );
      const release = await timed(() => api('POST', `/ops/v1/order-returns/${r.id}/_release`, asOperator));
      expectStatus(release.r, 200, 'release');
      const complete = await timed(() => api('POST', `/ops/v1/order-returns/${r.id}/_complete`, asOperator));
      expectStatus(complete.r, 200, 'completion');
      return {
        'return creation': created.ms,
        'return inspection (one line)': inspect.ms,
        'return release': release.ms,
        'return completion': complete.ms,
      };
    },

    async split() {
      const id = randomBytes(12).toString('hex');
      const sku = `GROW-${id.slice(-10)}`;
      await db.query(
        `insert into products (id, merchant_id, sku, name, gtin, on_hand, reserved, available)
         values ($1, $2, $3, 'Growth split', '6400000000000', 5000, 0, 5000)`,
        [id, m.merchantId, sku],
      );
      await db.query(
        `insert into stock_units (merchant_id, product_id, location, best_before, batch_number, state)
         select $1, $2, 'S-' || lpad((g % 40)::text, 2, '0'), date '2027-01-01' + (g % 3), 'B' || (g % 7), 'on_shelf'
           from generate_series(1, 5000) g`,
        [m.merchantId, id],
      );
      const split = await timed(() =>
        api('POST', '/v1/products/split', {
          ...asMerchant,
          headers: { 'idempotency-key': randomUUID() },
          body: { source_sku: sku, target: { sku: `${sku}-T`, name: 'Growth split target' } },
        }),
      );
      expectStatus(split.r, 200, 'split');
      if (split.r.body.moved_quantity !== 5000) throw new Error(`split moved ${split.r.body.moved_quantity}`);
      return { 'split of 5,000 units': split.ms };
    },

    async dashboard() {
      // the first view of the day's period: no kept snapshot (docs/decisions/portal.md "Dashboard" rules 8-9)
      await db.query('delete from dashboard_snapshots where merchant_id = $1', [m.merchantId]);
      const view = await timed(async () => {
        const res = await fetch(`${baseUrl}/home?period=90`, { headers: { cookie } });
        return { status: res.status, text: await res.text() };
      });
      if (view.r.status !== 200 || !view.r.text.includes('Orders per day'))
        throw new Error(`/home answered ${view.r.status}`);
      return { 'dashboard, first view of the day (90 days)': view.ms };
    },

    async exports() {
      const out = {};
      for (const range of exportRanges) {
        const q = new URLSearchParams({ status: 'problem', created_from: range.from, created_to: range.to });
        const res = await timed(async () => {
          const r = await fetch(`${baseUrl}/orders/export?${q}`, { headers: { cookie } });
          return { status: r.status, text: await r.text() };
        });
        const lines = res.r.text.trimEnd().split('\n').length - 1;
        if (res.r.status !== 200 || lines !== range.rows)
          throw new Error(`export answered ${res.r.status} with ${lines} rows, expected ${range.rows}`);
        out[`CSV export, ${range.rows.toLocaleString('en')} rows`] = res.ms;
      }
      return out;
    },
  };
}
