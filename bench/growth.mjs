/**
 * Growth benchmark (`npm run bench:growth`, issue 32): each hot operation timed at growing data sizes, to show
 * which costs stay flat as the work grows. Run by bench/run.mjs (production build, fresh PostgreSQL database);
 * not part of `npm run bench`. One merchant per size, with that many orders and returns (bench/growth-data.mjs)
 * and that many units already reserved of the product its orders reserve, all loaded first; then rounds that
 * measure every size in turn (bench/growth-ops.mjs); each figure is the median of its samples.
 *   BENCH_GROWTH_SIZES     orders (and as many returns) of each size's merchant, default 10000,100000,1000000
 *   BENCH_GROWTH_RESERVED  units of its ordered product already reserved, default 0,10000,100000
 *   BENCH_GROWTH_ROUNDS    rounds (default 3)
 * Writes bench/growth.svg (each operation over its cost at the smallest size; target <= 1.5x),
 * bench/growth-export.svg (the export against its own rows) and the table in bench/README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { lineChart, writeReadmeBlock } from './growth-chart.mjs';
import { growOrdersAndReturns, loadExportOrders, setProductUnits } from './growth-data.mjs';
import { growthOps } from './growth-ops.mjs';
import { baseUrl, benchMerchant, figure } from './lib.mjs';
import { merchantUserSession } from './portal-session.mjs';

const root = path.resolve(import.meta.dirname, '..');
const list = (v, d) => (v ?? d).split(',').map(Number);
const SIZES = list(process.env.BENCH_GROWTH_SIZES, '10000,100000,1000000');
const RESERVED = list(process.env.BENCH_GROWTH_RESERVED, '0,10000,100000');
const ROUNDS = Number(process.env.BENCH_GROWTH_ROUNDS ?? 3);
if (SIZES.length !== RESERVED.length) throw new Error('BENCH_GROWTH_SIZES and _RESERVED differ in length');
const EXPORT_ROWS = [1000, 5000, 10000];
/** Samples of each group of operations per round. */
const SAMPLES = { orders: 10, returns: 5, split: 2, dashboard: 3, exports: 1 };

const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();

/**
 * One merchant per size, loaded up front (the sizes alternate in every round, so that the machine's drift
 * reaches them alike): its orders and returns, its 10,000 orders to export, and the three products its
 * benchmark orders reserve, the first with `reserved` units already reserved.
 */
async function sizeMerchant(size, reserved, i) {
  const m = await benchMerchant(`Bench growth ${size}`);
  const cookie = await merchantUserSession(baseUrl, m, 'growth');
  // 50 products the loaded lines spread over, and the three every benchmark order reserves a unit of
  const productIds = (
    await db.query(
      `insert into products (id, merchant_id, sku, name)
       select substr(md5('gp' || g || $1), 1, 24), $1, 'GROW-' || lpad(g::text, 3, '0'), 'Growth product ' || g
         from generate_series(1, 53) g
       returning id`,
      [m.merchantId],
    )
  ).rows.map((r) => r.id);
  const ordered = productIds.slice(50);
  const loaded = productIds.slice(0, 50);
  const t0 = performance.now();
  const exportBase = new Date(Math.floor((Date.now() - 400 * 86_400_000) / 1000) * 1000);
  await loadExportOrders(db, m.merchantId, loaded[0], Math.max(...EXPORT_ROWS), `GROWX${i}`, exportBase);
  await growOrdersAndReturns(db, m.merchantId, loaded, 0, size);
  await setProductUnits(db, m.merchantId, ordered[0], { reserved, free: 3000 });
  for (const p of ordered.slice(1)) await setProductUnits(db, m.merchantId, p, { reserved: 0, free: 3000 });
  const loadS = Math.round((performance.now() - t0) / 1000);
  console.log(`${size} orders and returns, ${reserved} units reserved: loaded in ${loadS} s`);
  const exportRanges = EXPORT_ROWS.map((rows) => ({
    rows,
    from: new Date(exportBase.getTime() - rows * 1000 - 500).toISOString(),
    to: new Date(exportBase.getTime() - 500).toISOString(),
  }));
  return { size, reserved, loadS, ops: growthOps({ m, ordered, db, cookie, exportRanges }) };
}

async function healthz() {
  const t = performance.now();
  const res = await fetch(`${baseUrl}/healthz`);
  await res.text();
  return { 'GET /healthz (the framework, for scale)': performance.now() - t };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round1 = (x) => Math.round(x * 10) / 10;

const sizes = [];
for (const [i, size] of SIZES.entries()) sizes.push(await sizeMerchant(size, RESERVED[i], i));
for (const t of ['orders', 'order_items', 'order_returns', 'order_return_items', 'stock_units', 'products'])
  await db.query(`vacuum analyze ${t}`);
// warm-up: every operation of every size once
for (const z of sizes) for (const op of Object.values(z.ops)) await op();

const samples = sizes.map(() => ({}));
for (let r = 0; r < ROUNDS; r++) {
  // every round measures each size in turn, starting with another one each time
  for (let j = 0; j < sizes.length; j++) {
    const k = (j + r) % sizes.length;
    const add = (res) => {
      for (const [name, v] of Object.entries(res)) (samples[k][name] ??= []).push(v);
    };
    for (let i = 0; i < 10; i++) add(await healthz());
    for (const [name, op] of Object.entries(sizes[k].ops))
      for (let i = 0; i < SAMPLES[name]; i++) add(await op());
  }
  console.log(`round ${r + 1} of ${ROUNDS} done`);
}
await db.end();
const results = sizes.map((z, k) => ({
  orders: z.size,
  returns: z.size,
  reserved: z.reserved,
  load_s: z.loadS,
  figures: Object.fromEntries(Object.entries(samples[k]).map(([n, v]) => [n, round1(median(v))])),
}));
for (const r of results)
  for (const [name, ms] of Object.entries(r.figures))
    figure({ name: `${name} @ ${r.orders} orders, ${r.reserved} reserved`, p50_ms: ms });

// ---- table and pictures ----
const names = Object.keys(results[0].figures);
const label = (r) => `${short(r.orders)} orders+returns\n${short(r.reserved)} reserved`;
const short = (n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));
const flat = names.filter((n) => !n.startsWith('CSV export') && !n.startsWith('GET /healthz'));
fs.writeFileSync(
  path.join(root, 'bench', 'growth.svg'),
  lineChart({
    title: 'Cost at each size over the cost at the smallest (median ms; target <= 1.5x)',
    steps: results.map(label),
    series: flat.map((n) => ({ name: n, values: results.map((r) => r.figures[n] / results[0].figures[n]) })),
    yLabel: 'x smallest size',
    ref: 1.5,
    minTop: 2,
  }),
);
const exportNames = names.filter((n) => n.startsWith('CSV export'));
fs.writeFileSync(
  path.join(root, 'bench', 'growth-export.svg'),
  lineChart({
    title: 'CSV export: median ms against the rows exported, at each table size',
    steps: exportNames.map((n) => n.replace('CSV export, ', '')),
    xValues: exportNames.map((n) => Number(n.replace(/\D/g, ''))),
    series: results.map((r) => ({
      name: label(r).replace('\n', ', '),
      values: exportNames.map((n) => r.figures[n]),
    })),
    yLabel: 'ms',
  }),
);
const header = `| operation (median ms) | ${results.map((r) => label(r).replace('\n', ', ')).join(' | ')} | largest / smallest |`;
const rows = names.map((n) => {
  const first = results[0].figures[n];
  const last = results[results.length - 1].figures[n];
  const ratio = Math.round((last / first) * 100) / 100;
  const mark = n.startsWith('GET /healthz') ? '' : ratio <= 1.5 ? ' (met)' : ' (**not met**)';
  return `| ${n} | ${results.map((r) => r.figures[n]).join(' | ')} | ${ratio}x${mark} |`;
});
const table = [
  `Run of ${new Date().toISOString().slice(0, 10)}: ${ROUNDS} rounds, each measuring every size in turn (operations one after the other); loading took ${results.map((r) => `${r.load_s} s`).join(', ')}.`,
  '',
  '![growth](growth.svg)',
  '',
  '![export](growth-export.svg)',
  '',
  header,
  `|---|${results.map(() => '---|').join('')}---|`,
  ...rows,
].join('\n');
console.log(`\n${table}`);
writeReadmeBlock(root, table);
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'growth.json'),
  JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
);
