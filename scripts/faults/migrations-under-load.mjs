// Migrations while the previous release serves (docs/decisions/migrations.md, "Two releases at once"): a rolling
// upgrade applies the new release's migrations to the database the previous release is serving. On a database of
// its own, migrated as the previous release left it, one instance of the previous release takes keyed order
// creation and reads from clients that retry as a careful integration does, while this release's migrations
// run. Afterwards: the migrations applied, the previous release answered no 5xx other than the retry-safe 503,
// and every key ended with exactly one stored order.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { makeInstance } from '../cluster/instances.mjs';
import { newMerchant } from './api.mjs';
import { CUSTOMER, checkOrders, newProduct } from './order-load.mjs';
import { previousReleaseReady } from './previous-release.mjs';

const THIS_RELEASE = path.resolve(import.meta.dirname, '..', '..');
const PORT = Number(process.env.FAULTS_UPGRADE_PORT ?? 3409);
const CLIENTS = 8;
/** Keys sent after the migrations finished, so that the load surrounds them. */
const KEYS_AFTER = 40;
const MAX_KEYS = 3000;

/** This or the previous release's `scripts/migrate.ts` on `url`, without blocking the load (an async child). */
function migrate(root, url, log) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/migrate.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, DATABASE_LISTEN: '0', DATABASE_POOL_MODE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const applied = (out.match(/migration \S+ applied/g) ?? []).length;
      log(
        `${root === THIS_RELEASE ? 'this' : 'the previous'} release's migrations: exit ${code}, ${applied} applied`,
      );
      if (code === 0) resolve({ ms: Date.now() - started, applied, out });
      else reject(new Error(`migrations of ${root} failed (exit ${code}): ${out.slice(-1500)}`));
    });
  });
}

async function admin(url, sql) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

export async function migrationsUnderLoad({ cluster, signal }) {
  const log = (m) => console.log(`[upgrade under load] ${m}`);
  const problems = [];
  const prevRoot = await previousReleaseReady({ log });
  const name = `upgrade_${Date.now().toString(36)}`;
  const server = new URL(cluster.databaseUrl);
  const adminUrl = Object.assign(new URL(server), { pathname: '/postgres' }).toString();
  const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  await admin(adminUrl, `create database "${name}"`);
  const env = { ...cluster.env, DATABASE_URL: url, DATABASE_LISTEN_URL: url, DB_SKIP_MIGRATIONS: '1' };
  // Straight to this database: not through PgBouncer (its pool serves the cluster's), no reads from the replica.
  delete env.DATABASE_POOL_MODE;
  delete env.DATABASE_COUNTER_URL;
  delete env.DATABASE_READ_URL;
  const instance = makeInstance({ index: 8, port: PORT, env, dir: cluster.dir, log, supervise: false });
  instance.root = prevRoot;
  try {
    await migrate(prevRoot, url, log);
    await instance.start();
    await instance.waitReady();
    // The previous release predates billing: its clients cannot have billing:read.
    const merchant = await newMerchant(instance.url, undefined, { without: ['billing:read'] });
    const productId = await newProduct(merchant);

    const orders = [];
    const first = new Map();
    const final = new Map();
    const fiveXX = [];
    let retrySafe = 0;
    let requests = 0;
    const send = async (o) => {
      requests++;
      const res = await merchant.api('POST', '/v1/orders', {
        body: o.body,
        headers: { 'idempotency-key': o.key },
      });
      if (res.status === 503) retrySafe++;
      else if (res.status >= 500) fiveXX.push(res);
      return res;
    };
    let migrated = null;
    let migrationError = null;
    let sentAfter = 0;
    const migration = (async () => {
      // Let the load reach its pace first.
      while (orders.length < CLIENTS * 4 && !signal?.aborted) await new Promise((r) => setTimeout(r, 50));
      migrated = await migrate(THIS_RELEASE, url, log).catch((err) => {
        migrationError = err;
        return null;
      });
    })();
    const migrating = () => migrated === null && !migrationError;
    /** Keys are sent while the migrations run, then KEYS_AFTER more (the load surrounds them). */
    const more = () =>
      !signal?.aborted && orders.length < MAX_KEYS && (migrating() || sentAfter++ < KEYS_AFTER);
    const writers = Array.from({ length: CLIENTS }, async () => {
      while (more()) {
        const o = {
          key: randomUUID(),
          body: {
            order: {
              merchants_id: `UP-${orders.length}-${randomUUID().slice(0, 6)}`,
              customer: CUSTOMER,
              items: [{ product: { id: productId }, quantity: 1 }],
            },
          },
        };
        orders.push(o);
        let res = await send(o);
        first.set(o.key, res);
        // A careful client: the same key again after no answer or a 5xx, a few times.
        for (let i = 0; i < 20 && (res.status === 0 || res.status >= 500); i++) {
          await new Promise((r) => setTimeout(r, 250));
          res = await send(o);
        }
        final.set(o.key, res);
      }
    });
    const readers = Array.from({ length: 2 }, async (_, k) => {
      while (migrating() && !signal?.aborted) {
        requests++;
        const res = await merchant.api('GET', k ? '/v1/webhook-endpoints' : '/v1/orders?limit=5');
        if (res.status >= 500 && res.status !== 503) fiveXX.push(res);
      }
    });
    await Promise.all([migration, ...writers, ...readers]);
    if (migrationError) problems.push(migrationError.message);
    else if (!migrated?.applied)
      problems.push("this release applied no migration on the previous release's schema");
    const checked = await checkOrders(merchant, { orders, first, final, productId });
    problems.push(...checked.problems);
    for (const r of fiveXX.slice(0, 5))
      problems.push(
        `the previous release answered ${r.status} ${r.body?.error_code ?? r.error ?? ''} during the migrations`,
      );
    if (fiveXX.length > 5) problems.push(`… ${fiveXX.length} such answers in all`);
    return {
      requests,
      acknowledged: checked.acknowledged,
      lost: checked.lost,
      duplicates: checked.duplicates,
      fiveXX: fiveXX.length,
      problems,
      note:
        `${migrated?.applied ?? 0} migrations of this release applied in ${((migrated?.ms ?? 0) / 1000).toFixed(1)} s ` +
        `while the previous release took ${orders.length} keyed orders (${retrySafe} retry-safe 503s, retried)`,
    };
  } finally {
    await instance.stop();
    await admin(adminUrl, `drop database if exists "${name}" with (force)`).catch(() => {});
  }
}
