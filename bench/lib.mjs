/**
 * Shared helpers of the benchmarks. A bench script is run by bench/run.mjs with:
 *   BENCH_BASE_URL   the production server (next build && next start) on PostgreSQL
 *   DATABASE_URL     that server's database (for bulk-loading data with pg)
 *   OPERATOR_CLIENT_ID / OPERATOR_CLIENT_SECRET   an operator client (ops:admin warehouse:operate)
 * and prints one JSON object per figure on stdout lines starting with "FIGURE ".
 */
import autocannon from 'autocannon';

export const baseUrl = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3300';
export const seconds = Number(process.env.BENCH_SECONDS ?? 15);
export const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

export async function token(clientId, clientSecret, scope) {
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: clientId,
    client_secret: clientSecret,
  });
  if (scope) body.set('scope', scope);
  const res = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (!res.ok) throw new Error(`token: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

export function operatorToken() {
  return token(process.env.OPERATOR_CLIENT_ID, process.env.OPERATOR_CLIENT_SECRET);
}

export async function api(method, path, { token: t, merchant, body, headers = {} } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(t ? { authorization: `Bearer ${t}` } : {}),
      ...(merchant ? { 'x-provider-merchant-id': merchant } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: json, text };
}

/** A merchant with a client holding every merchant scope, and its token. */
export async function benchMerchant(name = 'Bench merchant') {
  const op = await operatorToken();
  const m = (await api('POST', '/ops/v1/merchants', { token: op, body: { merchant: { name } } })).body
    .merchant;
  const scopes = [
    'orders:read',
    'orders:manage',
    'order_returns:read',
    'order_returns:manage',
    'products:read',
    'products:manage',
    'webhooks:manage',
  ];
  const c = (
    await api('POST', `/ops/v1/merchants/${m.id}/api-clients`, {
      token: op,
      body: { api_client: { name: 'bench', scopes } },
    })
  ).body.api_client;
  return { merchantId: m.id, token: await token(c.client_id, c.client_secret), operatorToken: op };
}

/** Runs autocannon after a warm-up; returns requests/s and latency percentiles. */
export async function load({ path, ...opts }) {
  // autocannon takes the path from `url` (a top-level `path` would be ignored); `requests[].path` overrides it.
  const common = { url: path ? `${baseUrl}${path}` : baseUrl, connections, ...opts };
  if (warmupSeconds > 0) await autocannon({ ...common, duration: warmupSeconds });
  const r = await autocannon({ ...common, duration: opts.duration ?? seconds });
  const non2xx = r.non2xx + r.errors + r.timeouts;
  return {
    rps: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    requests: r.requests.total,
    non2xx,
  };
}

/** Connections of the latency figures: a load the server is not saturated by, so p99 shows the query, not the queue. */
export const latencyConnections = Number(process.env.BENCH_LATENCY_CONNECTIONS ?? 4);

/** The same load at `latencyConnections` connections (the figure's name says so). */
export async function loadLight(opts) {
  return load({ ...opts, connections: latencyConnections });
}

export function figure(obj) {
  console.log(`FIGURE ${JSON.stringify(obj)}`);
}

/**
 * The environment of a production server under bench (`next start`): its database, port and build folder, an
 * operator client for `benchMerchant`, no rate limit and a quiet log. Shared by bench/run.mjs and bench/peer.
 */
export function serverEnv({ databaseUrl, port, distDir, root }) {
  const url = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    NODE_ENV: 'production',
    ALLOW_GENERATED_SECRETS: '1',
    STORAGE_DIR: process.env.STORAGE_DIR ?? `${root}/.data/bench-storage`,
    LOG_REQUESTS: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_SECOND: '1000000',
    RATE_LIMIT_BURST: '2000000',
    OPERATOR_CLIENT_ID: 'bench-operator',
    OPERATOR_CLIENT_SECRET: 'bench-operator-secret',
    NEXTAUTH_URL: url,
    BENCH_BASE_URL: url,
  };
}

/** Waits until `url` answers 2xx (tries every 500 ms, `tries` times). */
export async function waitReady(url, tries = 240) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    if (i > tries) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** `n` products of a merchant, inserted with SQL (`db`: a connected pg client on the server's database). */
export async function benchProducts(db, merchantId, n) {
  const ids = [];
  for (let i = 0; i < n; i++) {
    const r = await db.query(
      `insert into products (id, merchant_id, sku, name) values (substr(md5(random()::text), 1, 24), $1, 'BENCH-' || substr(md5(random()::text), 1, 8), 'Bench product') returning id`,
      [merchantId],
    );
    ids.push(r.rows[0].id);
  }
  return ids;
}

/**
 * After a bulk load that went around the order operations (no event names its orders): the merchant's
 * dashboard figures added up again from its records, by the migrations' own backfill
 * (dashboard_figures_backfill_next), as docs/decisions/portal.md "Dashboard" rule 10 asks of such writers.
 */
export async function recountDashboardFigures(db, merchantId) {
  await db.query('insert into dashboard_figures_pending (merchant_id) values ($1) on conflict do nothing', [
    merchantId,
  ]);
  for (let i = 0; i < 1000; i++) {
    const done = await db.query(`with done as (select dashboard_figures_backfill_next() as merchant_id)
      delete from dashboard_figures_pending p using done where p.merchant_id = done.merchant_id`);
    if (done.rowCount === 0) return;
  }
}
