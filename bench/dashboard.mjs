/**
 * Dashboard speed: GET /home?period=90 signed in to the portal as a merchant user whose merchant has 1 million
 * orders and 1 million returns (bench/dashboard-data.mjs: one line each, created_at spread evenly over the last
 * BENCH_DASHBOARD_DAYS days, default 365, so 90 days hold about a quarter of them), target p50 < 300 ms.
 * Also prints the JavaScript the page makes the browser load (its <script src>, gzipped), target < 180 KB.
 *   BENCH_ORDERS, BENCH_RETURNS (default 1000000 each), BENCH_DASHBOARD_DAYS (default 365)
 */
import pg from 'pg';
import { loadDashboardData } from './dashboard-data.mjs';
import { baseUrl, benchMerchant, figure, latencyConnections, load } from './lib.mjs';
import { firstLoadJs, merchantUserSession } from './portal-session.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RETURNS = Number(process.env.BENCH_RETURNS ?? 1_000_000);
const DAYS = Number(process.env.BENCH_DASHBOARD_DAYS ?? 365);
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();

const m = await benchMerchant('Bench dashboard');
const t0 = performance.now();
await loadDashboardData(db, m.merchantId, { orders: ORDERS, returns: RETURNS, days: DAYS });
console.log(
  `loaded ${ORDERS} orders and ${RETURNS} returns over ${DAYS} days in ${Math.round((performance.now() - t0) / 1000)} s`,
);
await db.end();

const cookie = await merchantUserSession(baseUrl, m, 'dashboard');
// The first view of the day's period adds the figures up and keeps them (dashboard_snapshots); later views
// read them back until they are older than DASHBOARD_MAX_AGE_SECONDS.
const cold = performance.now();
const check = await fetch(`${baseUrl}/home?period=90`, { headers: { cookie } });
const html = await check.text();
figure({
  name: `GET /home?period=90, first view of the day (figures added up: ${ORDERS} orders, ${RETURNS} returns)`,
  p50_ms: Math.round(performance.now() - cold),
});
if (check.status !== 200 || !html.includes('Orders per day'))
  throw new Error(`/home answered ${check.status}: ${html.slice(0, 200)}`);

// One request at a time first: what a merchant opening the page waits for.
const times = [];
for (let i = 0; i < 20; i++) {
  const s = performance.now();
  await (await fetch(`${baseUrl}/home?period=90`, { headers: { cookie } })).text();
  times.push(performance.now() - s);
}
times.sort((a, b) => a - b);
figure({
  name: `GET /home?period=90, one at a time (${ORDERS} orders, ${RETURNS} returns over ${DAYS} days)`,
  p50_ms: Math.round(times[10]),
  max_ms: Math.round(times[19]),
  target: 'p50<300ms',
});
figure({
  name: `GET /home?period=90 (${ORDERS} orders, ${RETURNS} returns), ${latencyConnections} connections`,
  ...(await load({
    path: '/home?period=90',
    headers: { cookie },
    connections: latencyConnections,
    duration: Math.min(10, Number(process.env.BENCH_SECONDS ?? 15)),
  })),
});
figure({
  name: 'GET /home first-load JavaScript (gzip)',
  ...(await firstLoadJs(baseUrl, '/home?period=90', cookie)),
  target: '<180KB',
});
