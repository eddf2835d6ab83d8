#!/usr/bin/env node
/**
 * npm run bench:peer – this product beside a Medusa v2 server on the same machine and PostgreSQL (not in CI).
 * Medusa is installed and built once into a cache folder outside the repository (bench/peer/medusa-install.mjs);
 * this product is built (`next build`, into .next-peer; BENCH_SKIP_BUILD=1 reuses it) and started with
 * `next start`. Each gets a fresh database. Measured, in alternating rounds (BENCH_PEER_ROUNDS, default 3; the
 * order of the two servers flips each round), with autocannon at the same connections and seconds for both
 * (BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_WARMUP_SECONDS of bench/lib.mjs):
 *   - a page of 50 orders once both hold BENCH_PEER_LIST_ORDERS (default 200) orders made through their APIs;
 *   - order creation: POST /v1/orders (3 lines, fresh Idempotency-Key) against Medusa's admin draft orders
 *     (3 lines) and its full storefront checkout (bench/peer/medusa-api.mjs);
 *   - each server's start time (to a 2xx from /readyz, /health; ours on its already migrated database) and
 *     resident memory (its process tree) after start and after the load.
 * Writes the section "Peer comparison: Medusa v2" of bench/README.md and bench/results/peer-medusa.json.
 *   BENCH_PEER_PORT (default 3340; Medusa on the next port), BENCH_PEER_CACHE, BENCH_PG_URL.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { adminToken, checkout, checkoutSteps, draftOrderBody } from './medusa-api.mjs';
import { ensureMedusa, medusaVersions, prepareMedusaDatabase, startMedusa } from './medusa-install.mjs';
import { writeReadme } from './medusa-report.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
process.chdir(root);
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const port = Number(process.env.BENCH_PEER_PORT ?? 3340);
const ours = `http://127.0.0.1:${port}`;
const medusa = `http://127.0.0.1:${port + 1}`;
const rounds = Number(process.env.BENCH_PEER_ROUNDS ?? 3);
const listOrders = Number(process.env.BENCH_PEER_LIST_ORDERS ?? 200);
process.env.BENCH_BASE_URL = ours;
const lib = await import('../lib.mjs');
const { buildProduction, nextBin } = await import('../../scripts/build-production.mjs');
const { spawn } = await import('node:child_process');

const stamp = Date.now().toString(36);
const dbs = { ours: `fp_peer_ours_${stamp}`, medusa: `fp_peer_medusa_${stamp}` };
const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
await admin.connect();
const servers = [];
const load = [os.loadavg()[0]];

/** Resident memory (MB) of a process and all its descendants. */
function treeRss(pid) {
  const children = new Map();
  for (const p of fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const ppid = Number(fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(p)]);
    } catch {
      /* gone */
    }
  }
  let kb = 0;
  const visit = (p) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/** Starts a server, waits for its readiness URL; the child and the seconds it took. */
async function timedStart(start, readyUrl) {
  const t0 = performance.now();
  const child = start();
  servers.push(child);
  await lib.waitReady(readyUrl, 480);
  return { child, seconds: Math.round((performance.now() - t0) / 100) / 10 };
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  return new Promise((r) =>
    child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r),
  );
}

/**
 * autocannon after a warm-up. For a request sequence (`steps` requests make one order), orders per second are
 * the requests per second over `steps`, and `count()` gives the orders completed within the measured part.
 */
async function measure(opts, { steps, count } = {}) {
  // A long timeout: Medusa answers in seconds once loaded here; autocannon's default (10 s) would count none.
  const common = { connections: lib.connections, timeout: 60, ...opts };
  if (lib.warmupSeconds > 0) await autocannon({ ...common, duration: lib.warmupSeconds });
  const before = count?.() ?? 0;
  const r = await autocannon({ ...common, duration: lib.seconds });
  return {
    rps: Math.round((r.requests.total / lib.seconds) * 10) / 10,
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    non2xx: r.non2xx + r.errors + r.timeouts,
    ...(steps ? { orders_per_s: Math.round((r.requests.average / steps) * 10) / 10 } : {}),
    ...(count ? { completed: count() - before } : {}),
  };
}

/** Runs `task` `n` times, `parallel` at a time. */
async function times(n, parallel, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) {
        next++;
        await task();
      }
    }),
  );
}

try {
  ensureMedusa();
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const status = buildProduction({ ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: '.next-peer' });
    if (status !== 0) throw new Error(`next build failed (${status})`);
  }
  for (const db of Object.values(dbs)) await admin.query(`create database "${db}"`);
  const seed = prepareMedusaDatabase(`${pgBase}/${dbs.medusa}`);

  // This product migrates its database when it starts: a first start does that, the timed one is the second.
  const env = lib.serverEnv({ databaseUrl: `${pgBase}/${dbs.ours}`, port, distDir: '.next-peer', root });
  const startOurs = () =>
    spawn(nextBin, ['start', '-H', '127.0.0.1', '-p', String(port)], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
  // bench/lib.mjs's benchMerchant signs in as the server's operator client.
  process.env.OPERATOR_CLIENT_ID = env.OPERATOR_CLIENT_ID;
  process.env.OPERATOR_CLIENT_SECRET = env.OPERATOR_CLIENT_SECRET;
  await stop((await timedStart(startOurs, `${ours}/readyz`)).child);
  const o = await timedStart(startOurs, `${ours}/readyz`);
  const m = await timedStart(
    () => startMedusa({ databaseUrl: `${pgBase}/${dbs.medusa}`, port: port + 1 }),
    `${medusa}/health`,
  );
  const result = {
    at: new Date().toISOString(),
    medusa: medusaVersions(),
    connections: lib.connections,
    seconds: lib.seconds,
    rounds,
    list_orders: listOrders,
    start_s: { ours: o.seconds, medusa: m.seconds },
    rss_start_mb: { ours: treeRss(o.child.pid), medusa: treeRss(m.child.pid) },
    figures: [],
  };
  console.log(`started: ours ${o.seconds} s, Medusa ${m.seconds} s`);

  // ---- the two APIs, checked once ----
  const db = new pg.Client({ connectionString: `${pgBase}/${dbs.ours}` });
  db.on('error', () => {}); // the database is dropped at the end, with any connection still open
  await db.connect();
  const writer = await lib.benchMerchant('Peer comparison');
  const products = await lib.benchProducts(db, writer.merchantId, 3);
  await db.end();
  const ourBody = JSON.stringify({
    order: {
      merchants_id: 'PEER',
      customer: {
        first_name: 'Bench',
        last_name: 'Customer',
        address: 'Jungfernstieg 1',
        postal_code: '20095',
        city: 'Hamburg',
        country_code: 'DE',
        email: 'bench@example.com',
        phone: '+49401234567',
        organization: null,
        state: null,
        vat_id: null,
        eori: null,
        door_code: null,
        delivery_instructions: null,
      },
      items: products.map((id, i) => ({
        product: { id },
        quantity: i + 1,
        sales_info: { gross_price: 10 + i, tax_percent: 19 },
      })),
    },
  });
  const ourHeaders = {
    authorization: `Bearer ${writer.token}`,
    'x-provider-merchant-id': writer.merchantId,
    'content-type': 'application/json',
  };
  const createOurs = async () => {
    const r = await fetch(`${ours}/v1/orders`, {
      method: 'POST',
      headers: { ...ourHeaders, 'idempotency-key': randomUUID() },
      body: ourBody,
    });
    if (r.status !== 201) throw new Error(`POST /v1/orders: ${r.status} ${await r.text()}`);
  };
  const medusaToken = await adminToken(medusa, 'bench@example.com', 'bench-password');
  const medusaAdmin = { authorization: `Bearer ${medusaToken}`, 'content-type': 'application/json' };
  const draftBody = JSON.stringify(draftOrderBody(seed));
  const draft = await fetch(`${medusa}/admin/draft-orders`, {
    method: 'POST',
    headers: medusaAdmin,
    body: draftBody,
  });
  if (!draft.ok) throw new Error(`Medusa POST /admin/draft-orders: ${draft.status} ${await draft.text()}`);

  // ---- a page of 50 orders, both holding `listOrders` orders made through their APIs ----
  const t0 = performance.now();
  await times(listOrders, 8, createOurs);
  await times(listOrders, 8, () => checkout(medusa, seed));
  console.log(`${listOrders} orders made on each in ${Math.round((performance.now() - t0) / 1000)} s`);
  const ourList = await (await fetch(`${ours}/v1/orders?limit=50`, { headers: ourHeaders })).json();
  const medusaList = await (await fetch(`${medusa}/admin/orders?limit=50`, { headers: medusaAdmin })).json();
  if (ourList.total !== listOrders || medusaList.count !== listOrders)
    throw new Error(`orders held: ours ${ourList.total}, Medusa ${medusaList.count} (want ${listOrders})`);

  const sides = {
    list: {
      ours: () => measure({ url: `${ours}/v1/orders?limit=50`, headers: ourHeaders }),
      medusa: () => measure({ url: `${medusa}/admin/orders?limit=50`, headers: medusaAdmin }),
    },
    create: {
      ours: () =>
        measure({
          url: ours,
          requests: [
            {
              method: 'POST',
              path: '/v1/orders',
              headers: ourHeaders,
              body: ourBody,
              setupRequest: (req) => ({
                ...req,
                headers: { ...req.headers, 'idempotency-key': randomUUID() },
              }),
            },
          ],
        }),
      draft: () =>
        measure({
          url: `${medusa}/admin/draft-orders`,
          method: 'POST',
          headers: medusaAdmin,
          body: draftBody,
        }),
      checkout: () => {
        let done = 0;
        const headers = { 'x-publishable-api-key': seed.publishable_key, 'content-type': 'application/json' };
        const requests = checkoutSteps(seed).map((s) => ({
          method: s.method,
          setupRequest: (req, ctx) => ({
            ...req,
            headers,
            path: s.path(ctx),
            body: JSON.stringify(s.body(ctx)),
          }),
          onResponse: (status, body, ctx) => {
            if (status >= 300 || !s.keep) return;
            s.keep(JSON.parse(body), ctx);
            if (ctx.order) {
              done++;
              ctx.order = null;
            }
          },
        }));
        return measure({ url: medusa, requests }, { steps: requests.length, count: () => done });
      },
    },
  };
  for (const phase of ['list', 'create']) {
    for (let round = 0; round < rounds; round++) {
      const names = Object.keys(sides[phase]);
      for (const name of round % 2 ? names.reverse() : names) {
        const f = await sides[phase][name]();
        console.log(`${phase} round ${round + 1} ${name}: ${JSON.stringify(f)}`);
        result.figures.push({ phase, side: name, round: round + 1, ...f });
        load.push(os.loadavg()[0]);
      }
    }
  }
  result.rss_after_mb = { ours: treeRss(o.child.pid), medusa: treeRss(m.child.pid) };
  result.load_average = { min: Math.min(...load), max: Math.max(...load) };
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench', 'results', 'peer-medusa.json'), JSON.stringify(result, null, 2));
  console.log(writeReadme(path.join(root, 'bench', 'README.md'), result));
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await Promise.all(servers.map(stop));
  if (process.env.BENCH_PEER_KEEP_DB !== '1')
    for (const db of Object.values(dbs))
      await admin.query(`drop database if exists "${db}" with (force)`).catch(() => {});
  await admin.end();
}
