/**
 * The section "Peer comparison: Medusa v2" of bench/README.md from a run of bench/peer/medusa.mjs: replaced in
 * place, or added before "Results and history".
 */
import fs from 'node:fs';
import os from 'node:os';

const HEADING = '## Peer comparison: Medusa v2';

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : Math.round(((s[m - 1] + s[m]) / 2) * 10) / 10;
}

function cell(result, phase, side, key = 'rps') {
  const xs = result.figures.filter((f) => f.phase === phase && f.side === side).map((f) => f[key]);
  return { median: median(xs), all: xs };
}

const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}x` : 'n/a');

export function section(r) {
  const oursCreate = cell(r, 'create', 'ours');
  const draft = cell(r, 'create', 'draft');
  const checkout = cell(r, 'create', 'checkout', 'orders_per_s');
  const checkoutRps = cell(r, 'create', 'checkout');
  const p99 = (phase, side) => cell(r, phase, side, 'p99_ms').median;
  const non2xx = r.figures.reduce((n, f) => n + f.non2xx, 0);
  const listOurs = cell(r, 'list', 'ours');
  const listMedusa = cell(r, 'list', 'medusa');
  const rows = [
    ['orders created per s: POST /v1/orders vs admin draft orders (3 lines)', oursCreate, draft],
    [
      'orders created per s: POST /v1/orders vs storefront checkout (9 requests an order)',
      oursCreate,
      checkout,
    ],
    ['a page of 50 orders, req/s: GET /v1/orders vs GET /admin/orders', listOurs, listMedusa],
  ];
  const fmt = (c) => `${c.median} [${c.all.join(', ')}]`;
  return `${HEADING} (\`bench/peer/medusa.mjs\`, \`npm run bench:peer\`)

Where this product stands beside an open-source commerce server that also creates and lists orders over HTTP
on Node.js and PostgreSQL. Not in CI. The script installs Medusa v2 from npm (exact versions in
\`bench/peer/medusa/package.json\`; admin dashboard disabled, no Redis: Medusa's in-memory event bus, cache,
locking and workflow engine) into a cache folder outside the repository (\`~/.cache/fulfilment-portal/medusa-peer\`,
\`BENCH_PEER_CACHE\`; about 750 MB, 2-3 minutes; later runs reuse it), builds it with \`medusa build\` and runs
\`medusa start\` from \`.medusa/server\`; its database (fresh each run, same PostgreSQL) is made with
\`medusa db:migrate\`, the seed \`bench/peer/medusa/src/scripts/seed.ts\` (adapted from Medusa's starter: a
region with the system payment provider, a sales channel, a publishable API key, a stock location with stock
and a shipping option, 3 products) and \`medusa user\`. This product runs its production build (\`next build\`,
\`next start\`) on its own fresh database, with a merchant, an API client and 3 products made by \`bench/lib.mjs\`.

Measured with autocannon, same connections and seconds for both, in alternating rounds (the order of the
servers flips each round): first a page of 50 orders once each holds the same number of orders made through
its own API (\`GET /v1/orders?limit=50\` of the merchant; Medusa's \`GET /admin/orders?limit=50\`, default
fields), then order creation: \`POST /v1/orders\` (3 lines, fresh Idempotency-Key) against Medusa's
\`POST /admin/draft-orders\` (3 lines, addresses) and its whole storefront checkout (cart, 3 line items, address,
shipping method, payment collection, payment session with \`pp_system_default\`, complete: its orders per
second are its HTTP requests per second over the 9 requests of one checkout, because at these rates one
connection's checkout takes about as long as a measurement; the carts completed within the measurements are
also given). Start time is from spawn to the first 2xx of \`/readyz\` (ours, on its already migrated
database) or \`/health\` (Medusa, migrated beforehand); memory is the resident set of the server's process tree.

Figures of ${r.at.slice(0, 10)}: ${r.medusa}; ${os.cpus().length} cores; ${r.connections} connections,
${r.seconds} s per measurement after a warm-up, ${r.rounds} rounds; ${r.list_orders} orders held for the page;
load average ${r.load_average.min.toFixed(1)}-${r.load_average.max.toFixed(1)} during the run. Medians of the
rounds, each round in brackets.

| figure | this product | Medusa | this product ÷ Medusa |
|---|---|---|---|
${rows.map(([name, a, b]) => `| ${name} | ${fmt(a)} | ${fmt(b)} | ${ratio(a.median, b.median)} |`).join('\n')}
| p99 ms: order creation (ours / draft order / checkout request) | ${p99('create', 'ours')} | ${p99('create', 'draft')} / ${p99('create', 'checkout')} | |
| p99 ms: a page of 50 orders | ${p99('list', 'ours')} | ${p99('list', 'medusa')} | ${ratio(p99('list', 'ours'), p99('list', 'medusa'))} |
| checkout: HTTP requests per s (carts completed in the measurements) | | ${fmt(checkoutRps)} (${cell(r, 'create', 'checkout', 'completed').all.join(', ')}) | |
| start time, s | ${r.start_s.ours} | ${r.start_s.medusa} | ${ratio(r.start_s.ours, r.start_s.medusa)} |
| resident memory after start, MB | ${r.rss_start_mb.ours} | ${r.rss_start_mb.medusa} | ${ratio(r.rss_start_mb.ours, r.rss_start_mb.medusa)} |
| resident memory after the load, MB | ${r.rss_after_mb.ours} | ${r.rss_after_mb.medusa} | ${ratio(r.rss_after_mb.ours, r.rss_after_mb.medusa)} |

Non-2xx answers over all measurements: ${non2xx}.

Caveats: one shared machine (other people's builds and tests ran meanwhile, so absolute rates move between
rounds; the alternating rounds spread that drift over both servers, read the ratios); both servers and
PostgreSQL share its cores with autocannon. The two do different work per order: Medusa's draft order prices
the lines, computes totals and taxes and runs a workflow with in-memory events, its checkout also reserves stock;
ours checks the products, stores the customer and the lines, the idempotency key, the order's history and
its event. Medusa's order page returns its default fields (items, totals), ours its documented list shape.
Medusa runs with in-memory modules (its development defaults; production deployments add Redis), both with
their default database pool. Every checkout buys the same 3 variants at one stock location. Filling Medusa with
the orders for the page is slow (about 0.2-0.3 checkouts completed per second at 8 in parallel on this machine,
each step taking seconds), hence a page over a few hundred orders at most (\`BENCH_PEER_LIST_ORDERS\`, default
200); the page figure says nothing about large tables. One run per date; rerun with \`npm run bench:peer\`
(\`BENCH_PEER_PORT\`, \`BENCH_PEER_ROUNDS\`, \`BENCH_SKIP_BUILD=1\` to reuse \`.next-peer\`), which rewrites
this section and bench/results/peer-medusa.json.
`;
}

/** Writes the section into the README; returns it. */
export function writeReadme(file, result) {
  const text = fs.readFileSync(file, 'utf8');
  const body = section(result);
  const start = text.indexOf(HEADING);
  let out;
  if (start >= 0) {
    const end = text.indexOf('\n## ', start + HEADING.length);
    out = text.slice(0, start) + body + (end >= 0 ? text.slice(end) : '');
  } else {
    const at = text.indexOf('## Results and history');
    out = at >= 0 ? `${text.slice(0, at)}${body}\n${text.slice(at)}` : `${text}\n${body}`;
  }
  fs.writeFileSync(file, out);
  return body;
}
