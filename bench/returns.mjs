/**
 * Order-return list speed (issue 5): GET /v1/order-returns with q searches and status filters at 1 million
 * returns stored, target p99 < 50 ms. The returns are bulk-loaded with SQL for one merchant together with
 * return_status_counts, as production keeps it, then VACUUM ANALYZE. Searches use distinctive phrases a
 * user types (a merchant reference, a customer name with part of an order number, a return id).
 *   BENCH_RETURNS (default 1000000)
 */
import pg from 'pg';
import { api, benchMerchant, figure, latencyConnections, load, loadLight } from './lib.mjs';

const RETURNS = Number(process.env.BENCH_RETURNS ?? 1_000_000);
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();

const m = await benchMerchant('Bench returns');
const t0 = performance.now();
await db.query('begin');
await db.query(
  `insert into order_returns (id, merchant_id, name, type, status, merchant_reference, tracking_codes, created_at, updated_at)
   select lpad(to_hex(g), 8, '0') || substr(md5('r' || g || $1), 1, 16), $1,
          (array['Anna','Bertil','Cecilia','David','Eva','Fredrik','Greta','Hugo'])[1 + g % 8] || ' ' ||
          (array['Virtanen','Korhonen','Nieminen','Lindqvist','Berg','Laine','Heikkinen','Koskinen','Ahonen','Salo'])[1 + (g / 8) % 10] ||
          ' #' || (100000 + g),
          case when g % 10 = 0 then 'agent_return' else 'customer_return' end,
          (array['preinfo_received','pending_merchant_decision','accepted','processing','processed','processed','processed','deleted'])[1 + (g * 7) % 8],
          'RMA-' || upper(substr(md5('ref' || g), 1, 8)),
          case when g % 3 = 0 then array['JJFI' || (6000000 + g)] else null end,
          now() - g * interval '1 second', now() - g * interval '1 second'
     from generate_series(1, $2) g`,
  [m.merchantId, RETURNS],
);
await db.query(
  `insert into return_status_counts (merchant_id, status, shard, count)
   select merchant_id, status, 0, count(*)::int from order_returns where merchant_id = $1 group by 1, 2
   on conflict (merchant_id, status, shard) do update set count = excluded.count`,
  [m.merchantId],
);
await db.query('commit');
await db.query('vacuum analyze order_returns');
console.log(`loaded ${RETURNS} returns in ${Math.round(performance.now() - t0)} ms`);

const sample = (
  await db.query(
    `select id, merchant_reference, name from order_returns where merchant_id = $1 order by random() limit 200`,
    [m.merchantId],
  )
).rows;
await db.end();

const headers = { authorization: `Bearer ${m.token}`, 'x-provider-merchant-id': m.merchantId };
const check = await api('GET', `/v1/order-returns?q=${encodeURIComponent(sample[0].merchant_reference)}`, {
  token: m.token,
  merchant: m.merchantId,
});
if (check.status !== 200 || check.body.total < 1)
  throw new Error(`search answered ${check.status}: ${check.text.slice(0, 200)}`);

let i = 0;
const rotate = (paths) => ({
  ...{ method: 'GET', headers },
  setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }),
});
const q = (s) => `/v1/order-returns?q=${encodeURIComponent(s)}`;

const byStatusLoad = {
  requests: [
    rotate([
      '/v1/order-returns?status=pending_merchant_decision',
      '/v1/order-returns?status=processed&limit=50',
      '/v1/order-returns?status=accepted,processing',
      '/v1/order-returns',
      '/v1/order-returns?status=preinfo_received&offset=200',
    ]),
  ],
};
const byStatus = await load(byStatusLoad);
figure({ name: 'GET /v1/order-returns status filters (1M stored)', ...byStatus, target: 'p99<50ms' });
figure({
  name: `GET /v1/order-returns status filters (1M stored), ${latencyConnections} connections`,
  ...(await loadLight(byStatusLoad)),
});

const bySearchLoad = {
  requests: [
    rotate(
      sample.flatMap((r) => [
        q(r.merchant_reference),
        q(r.merchant_reference.slice(4).toLowerCase()),
        q(r.name.split(' #')[1]),
        q(`${r.name.split(' ')[1]} #${r.name.split(' #')[1].slice(0, 5)}`),
        q(r.id),
      ]),
    ),
  ],
};
const bySearch = await load(bySearchLoad);
figure({ name: 'GET /v1/order-returns?q= searches (1M stored)', ...bySearch, target: 'p99<50ms' });
figure({
  name: `GET /v1/order-returns?q= searches (1M stored), ${latencyConnections} connections`,
  ...(await loadLight(bySearchLoad)),
});

const searchAndStatusLoad = {
  requests: [rotate(sample.map((r) => `${q(r.merchant_reference.slice(4, 10))}&status=processed,accepted`))],
};
const searchAndStatus = await load(searchAndStatusLoad);
figure({ name: 'GET /v1/order-returns?q=&status= (1M stored)', ...searchAndStatus, target: 'p99<50ms' });
figure({
  name: `GET /v1/order-returns?q=&status= (1M stored), ${latencyConnections} connections`,
  ...(await loadLight(searchAndStatusLoad)),
});
