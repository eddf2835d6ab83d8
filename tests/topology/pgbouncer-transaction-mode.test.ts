import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDbHandle } from '@/db/client';
import { API_CLIENT_CHANNEL } from '@/server/api-clients/active-client-cache';
import { getBoss, stopJobs } from '@/server/jobs/queue';
import { freePort, startPgbouncer, which } from '../../scripts/cluster/cluster.mjs';
import { merchantFixture } from '../support/fixtures';
import { holdOrderKey, withSession } from '../support/other-session';
import { orderCount } from '../support/order-helpers';

/**
 * The app behind a real PgBouncer in transaction mode (as scripts/cluster/cluster.mjs configures it), with two
 * server sessions for a pool of eight: consecutive statements of the app land on different server sessions,
 * so anything that outlives a transaction (a named prepared statement, a session setting, a session lock, a
 * cancel aimed at a backend pid) would show here. PostgreSQL only (and PgBouncer installed).
 */
const direct = process.env.DATABASE_URL;
const runs = Boolean(direct && which('pgbouncer'));

const post = (m: { api: any }, key: string, body: unknown) =>
  m.api('POST', '/v1/orders', { body, headers: { 'idempotency-key': key } });

describe.skipIf(!runs)('the app through PgBouncer in transaction mode', () => {
  const saved: Record<string, string | undefined> = {};
  let bouncer: { url: string; countersUrl: string; stop(): Promise<void> };
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-pgbouncer-test-'));
    fs.chmodSync(dir, 0o755);
    bouncer = await startPgbouncer({
      dir,
      port: await freePort(),
      upstream: direct!,
      poolSize: 2,
      log: () => {},
    });
    await closeDb();
    for (const k of [
      'DATABASE_URL',
      'DATABASE_COUNTER_URL',
      'DATABASE_LISTEN_URL',
      'DATABASE_POOL_MODE',
      'DATABASE_POOL_SIZE',
    ]) {
      saved[k] = process.env[k];
    }
    Object.assign(process.env, {
      DATABASE_URL: bouncer.url,
      DATABASE_COUNTER_URL: bouncer.countersUrl,
      DATABASE_LISTEN_URL: direct,
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_POOL_SIZE: '8',
    });
    // Opening migrates under the transaction-level lock, through the pooler.
    await getDbHandle();
  });

  afterAll(async () => {
    await stopJobs();
    await closeDb();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await bouncer?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs every server session with jit off, and the counters with synchronous_commit off', async () => {
    const h = await getDbHandle();
    const jit = await Promise.all(Array.from({ length: 16 }, () => h.pool!.query('show jit')));
    expect(new Set(jit.map((r) => r.rows[0].jit))).toEqual(new Set(['off']));
    const sync = await Promise.all(
      Array.from({ length: 8 }, () => h.counterPool!.query('show synchronous_commit')),
    );
    expect(new Set(sync.map((r) => r.rows[0].synchronous_commit))).toEqual(new Set(['off']));
  });

  it('serves the prepared reads (order by id, replays) from whichever server session is free', async () => {
    const m = await merchantFixture();
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(m, `k-${i}`, { order: { merchants_id: `pool-${i}` } })),
    );
    expect(created.map((r) => r.status)).toEqual(Array(6).fill(201));
    const reads = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const n = i % 6;
        return i % 2
          ? m.api('GET', `/v1/orders/${created[n].body.order.id}`)
          : post(m, `k-${n}`, { order: { merchants_id: `pool-${n}` } });
      }),
    );
    expect(reads.map((r) => r.status)).toEqual(Array.from({ length: 60 }, (_, i) => (i % 2 ? 200 : 201)));
    for (const [i, r] of reads.entries()) expect(r.body.order.id).toBe(created[i % 6].body.order.id);
    const page = await m.api('GET', '/v1/orders?limit=10');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(6);
  });

  it('cancels a creation still waiting at its deadline: 503, and nothing is stored when the wait ends', async () => {
    const m = await merchantFixture();
    const body = { order: { merchants_id: 'held' } };
    await withSession(async (other) => {
      await holdOrderKey(other, m.merchantId, 'key-held');
      process.env.ORDER_CREATE_TIMEOUT_MS = '400';
      try {
        const res = await post(m, 'key-held', body);
        expect(res.status).toBe(503);
        expect(res.body.error_code).toBe('ORDER_CREATE_TIMEOUT');
      } finally {
        delete process.env.ORDER_CREATE_TIMEOUT_MS;
      }
      // Had the cancel missed the waiting statement, it would store the order once this rolls back.
      await other.query('rollback');
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await orderCount(m.merchantId)).toBe(0);
    const retry = await post(m, 'key-held', body);
    expect(retry.status).toBe(201);
    expect(await orderCount(m.merchantId)).toBe(1);
  });

  it('keeps the active-client cache true through its direct LISTEN session: a revocation stops the token', async () => {
    const m = await merchantFixture();
    expect((await m.api('GET', '/v1/orders')).status).toBe(200);
    const { listener } = await getDbHandle();
    const until = Date.now() + 5000;
    while (!listener!.isListening(API_CLIENT_CHANNEL) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(listener!.isListening(API_CLIENT_CHANNEL)).toBe(true);
    expect((await m.api('GET', '/v1/orders')).status).toBe(200);
    // Revoked by another instance: the notice must reach this process's cache (a LISTEN through the pooler
    // would never hear it, and the cached client would go on being served).
    await withSession((other) =>
      other.query('update api_clients set revoked_at = now() where client_id = $1', [m.clientId]),
    );
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await m.api('GET', '/v1/orders')).status;
    }
    expect(status).toBe(401);
  });

  it('runs the job queue (pg-boss) through the pooler', async () => {
    const boss = await getBoss();
    const queue = `topology-test-${Date.now()}`;
    await boss.createQueue(queue);
    const id = await boss.send(queue, { n: 1 });
    const [job] = await boss.fetch(queue);
    expect(job.id).toBe(id);
    await boss.complete(queue, job.id);
    expect((await boss.getJobById(queue, id!))?.state).toBe('completed');
    await boss.deleteQueue(queue);
  });
});
