import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb, getDbHandle } from '@/db/client';
import { products } from '@/db/schema';
import { clearFaults, injectFaults } from '@/server/core/fault-points';
import { merchantFixture } from '../support/fixtures';
import { holdOrderKey, withSession } from '../support/other-session';
import { CUSTOMER, figures, line, merchantWithProducts, orderCount } from '../support/order-helpers';

afterEach(() => {
  clearFaults();
  delete process.env.ORDER_CREATE_TIMEOUT_MS;
});

const post = (m: { api: any }, key: string | null, body: unknown) =>
  m.api('POST', '/v1/orders', { body, headers: key === null ? {} : { 'idempotency-key': key } });

/** The merchant has no order, checked every 50 ms until `until` (a time): fails at the first one seen. */
async function expectNoOrderUntil(merchantId: string, until: number) {
  for (;;) {
    expect(await orderCount(merchantId)).toBe(0);
    if (Date.now() >= until) return;
    await new Promise((r) => setTimeout(r, Math.min(50, until - Date.now())));
  }
}

describe('Idempotent order creation (01 §6, 04 A7, B3, B5)', () => {
  it('replays the same key and body (key order irrelevant) with Idempotent-Replayed and no second order', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([3]);
    const first = await post(m, 'key-1', { order: { merchants_id: 'R1', items: [line(p!.id, 1)] } });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await post(m, 'key-1', {
      order: { items: [{ quantity: 1, product: { id: p!.id } }], merchants_id: 'R1' },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.order).toEqual(first.body.order);
    expect(await orderCount(m.merchantId)).toBe(1);
  });

  it('answers 409 IDEMPOTENCY_KEY_REUSED for a different body and creates nothing', async () => {
    const m = await merchantFixture();
    expect((await post(m, 'key-2', { order: { merchants_id: 'A' } })).status).toBe(201);
    const res = await post(m, 'key-2', { order: { merchants_id: 'B' } });
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await orderCount(m.merchantId)).toBe(1);
  });

  it('answers 400 INVALID_IDEMPOTENCY_KEY for malformed keys and creates nothing', async () => {
    const m = await merchantFixture();
    for (const key of ['has space', 'x'.repeat(65), 'caf\u00e9', 'tab\there']) {
      const res = await post(m, key, { order: {} });
      expect(res.status, key).toBe(400);
      expect(res.body.error_code).toBe('INVALID_IDEMPOTENCY_KEY');
    }
    expect(await orderCount(m.merchantId)).toBe(0);
    expect((await post(m, 'x'.repeat(64), { order: {} })).status).toBe(201);
    expect((await post(m, '!~', { order: {} })).status).toBe(201);
  });

  it('creates a new order each time without a key or with an empty one', async () => {
    const m = await merchantFixture();
    for (const key of [null, null, '', '']) expect((await post(m, key, { order: {} })).status).toBe(201);
    expect(await orderCount(m.merchantId)).toBe(4);
  });

  it('scopes keys to the merchant', async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const ra = await post(a, 'shared-key', { order: {} });
    const rb = await post(b, 'shared-key', { order: {} });
    expect(rb.status).toBe(201);
    expect(rb.headers.get('idempotent-replayed')).toBeNull();
    expect(rb.body.order.id).not.toBe(ra.body.order.id);
  });

  it('replays the order in its current state and skips the product checks', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([2]);
    const body = {
      order: { status: 'confirmed', customer: CUSTOMER, items: [{ product: { sku: p!.sku }, quantity: 1 }] },
    };
    const first = await post(m, 'key-state', body);
    expect(first.body.order.status).toBe('confirmed');
    expect((await m.api('POST', `/v1/orders/${first.body.order.id}/_cancel`)).status).toBe(200);
    const db = await getDb();
    await db
      .update(products)
      .set({ sku: `${p!.sku}-renamed`, active: false })
      .where(eq(products.id, p!.id));
    const replay = await post(m, 'key-state', body);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.order.id).toBe(first.body.order.id);
    expect(replay.body.order.status).toBe('cancelled');
  });

  it('a process killed between commit and response: the retry gives the same order, no duplicate', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([2]);
    const body = { order: { items: [line(p!.id, 1)] } };
    injectFaults({ 'orders.crash-after-commit': true });
    const crashed = await post(m, 'key-crash', body);
    expect(crashed.status).toBe(500);
    expect(crashed.body.request_id).toEqual(expect.any(String));
    expect(await orderCount(m.merchantId)).toBe(1);
    injectFaults({ 'orders.crash-after-commit': false });
    const retry = await post(m, 'key-crash', body);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await orderCount(m.merchantId)).toBe(1);
  });

  it('a retry of a request cut off before confirmation confirms the order (B3)', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([2]);
    const body = { order: { status: 'confirmed', customer: CUSTOMER, items: [line(p!.id, 2)] } };
    injectFaults({ 'orders.skip-confirm': true });
    injectFaults({ 'orders.crash-after-commit': true });
    expect((await post(m, 'key-cut', body)).status).toBe(500);
    const list = await m.api('GET', '/v1/orders');
    expect(list.body.orders.map((o: any) => o.status)).toEqual(['draft']);
    injectFaults({ 'orders.skip-confirm': false });
    injectFaults({ 'orders.crash-after-commit': false });
    const retry = await post(m, 'key-cut', body);
    expect(retry.status).toBe(201);
    expect(retry.body.order.id).toBe(list.body.orders[0].id);
    expect(retry.body.order.status).toBe('confirmed');
    expect(await figures(p!.id)).toEqual({ on_hand: 2, reserved: 2, available: 0 });
    expect(await orderCount(m.merchantId)).toBe(1);
  });

  it('N concurrent requests with one key create exactly one order', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([20]);
    const body = { order: { status: 'confirmed', customer: CUSTOMER, items: [line(p!.id, 1)] } };
    const results = await Promise.all(Array.from({ length: 12 }, () => post(m, 'key-race', body)));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    expect(new Set(results.map((r) => r.body.order.id)).size).toBe(1);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(11);
    expect(await orderCount(m.merchantId)).toBe(1);
    expect(await figures(p!.id)).toEqual({ on_hand: 20, reserved: 1, available: 19 });
  });

  it('answers 503 ORDER_CREATE_TIMEOUT past the deadline and rolls back (B5)', async () => {
    const m = await merchantFixture();
    process.env.ORDER_CREATE_TIMEOUT_MS = '300';
    injectFaults({ 'orders.delay-ms': 700 });
    const sent = Date.now();
    const res = await post(m, 'key-slow', { order: { merchants_id: 'slow' } });
    expect(res.status).toBe(503);
    expect(res.body.error_code).toBe('ORDER_CREATE_TIMEOUT');
    expect(res.body.request_id).toEqual(expect.any(String));
    // The stalled creation resumes 700 ms after it began and, past its deadline, must write nothing; the 503 is
    // only answered once it has ended (server/core/deadline.ts), so watch until then and a little after.
    await expectNoOrderUntil(m.merchantId, sent + 900);
    injectFaults({ 'orders.delay-ms': 0 });
    const retry = await post(m, 'key-slow', { order: { merchants_id: 'slow' } });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await orderCount(m.merchantId)).toBe(1);
  });

  // Real parallelism needs several connections: PGlite runs one statement at a time.
  it.skipIf(!process.env.DATABASE_URL)(
    'N concurrent draft creations with one key (one statement each) create exactly one order',
    async () => {
      const {
        m,
        products: [p],
      } = await merchantWithProducts([0]);
      const body = { order: { merchants_id: 'race-draft', items: [line(p!.id, 1)] } };
      const results = await Promise.all(Array.from({ length: 12 }, () => post(m, 'key-draft-race', body)));
      expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
      expect(new Set(results.map((r) => r.body.order.id)).size).toBe(1);
      expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(11);
      expect(await orderCount(m.merchantId)).toBe(1);
      const list = await m.api('GET', '/v1/orders');
      expect(list.body.total).toBe(1);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'a creation still waiting at its deadline is cancelled: 503, and nothing is stored when the wait ends (B5)',
    async () => {
      const m = await merchantFixture();
      const body = { order: { merchants_id: 'held' } };
      await withSession(async (other) => {
        // Another request with the same key, still running: this creation waits for it.
        await holdOrderKey(other, m.merchantId, 'key-held');
        process.env.ORDER_CREATE_TIMEOUT_MS = '400';
        const res = await post(m, 'key-held', body);
        expect(res.status).toBe(503);
        expect(res.body.error_code).toBe('ORDER_CREATE_TIMEOUT');
        // Answered once the waiting statement was cancelled: nothing still waits behind the held key, so when
        // the other request fails (had the statement not been cancelled, it would now store the order) nothing
        // can store it.
        const blocked = await other.query(
          'select count(*)::int as n from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
        );
        expect(blocked.rows[0].n).toBe(0);
        await other.query('rollback');
      });
      expect(await orderCount(m.merchantId)).toBe(0);
      delete process.env.ORDER_CREATE_TIMEOUT_MS;
      const retry = await post(m, 'key-held', body);
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      expect(await orderCount(m.merchantId)).toBe(1);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'the 503 waits until the waiting statement is cancelled, even when the cancel has to wait for a connection (B5)',
    async () => {
      const m = await merchantFixture();
      const pool = (await getDbHandle()).pool!;
      await withSession(async (other) => {
        await holdOrderKey(other, m.merchantId, 'key-busy');
        // Every connection of the pool but one is busy until well past the deadline: the creation's statement
        // gets the last one and waits behind the held key; the cancel has to wait for a connection.
        const held = await Promise.all(Array.from({ length: pool.options.max - 1 }, () => pool.connect()));
        let released = false;
        const free = () => {
          if (!released) held.forEach((c) => c.release());
          released = true;
        };
        const freed = setTimeout(free, 900);
        process.env.ORDER_CREATE_TIMEOUT_MS = '300';
        try {
          const res = await post(m, 'key-busy', { order: { merchants_id: 'busy' } });
          expect(res.status).toBe(503);
          // Answered once the statement was cancelled: nothing is still queued behind the key.
          const blocked = await other.query(
            'select count(*)::int as n from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
          );
          expect(blocked.rows[0].n).toBe(0);
        } finally {
          clearTimeout(freed);
          free();
          await other.query('rollback');
        }
      });
      expect(await orderCount(m.merchantId)).toBe(0);
    },
  );
});
