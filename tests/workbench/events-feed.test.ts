import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { outboxEvents, webhookDeliveries } from '@/db/schema';
import { deliverLane } from '@/server/webhooks/deliver-lane';
import { dispatchWholeOutbox } from '../support/outbox';
import { addUnits, createProduct } from '../support/data';
import { merchantFixture, type MerchantFixture } from '../support/fixtures';

/** GET /v1/events, GET /v1/events/{id} and POST /v1/webhook-endpoints/{id}/_replay over real HTTP receivers. */
let server: http.Server;
let url = '';
const received: { id: string; body: string }[] = [];
let failNext = 0;

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_INSECURE = '1';
  await getDb();
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ id: String(req.headers['webhook-id']), body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = failNext-- > 0 ? 500 : 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

async function endpoint(m: MerchantFixture, types = ['product.inventory_changed']) {
  const res = await m.api('POST', '/v1/webhook-endpoints', {
    body: { webhook_endpoint: { url, event_types: types } },
  });
  expect(res.status).toBe(201);
  return res.body.webhook_endpoint as { id: string };
}

/** Fans the outbox out and sends every due lane of the endpoint once, in this process. */
async function deliverAll(endpointId: string) {
  const db = await getDb();
  await dispatchWholeOutbox(db);
  const lanes = await db
    .selectDistinct({ k: webhookDeliveries.orderingKey })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
  for (const l of lanes) await deliverLane(db, endpointId, l.k);
}

async function age(eventId: string, days: number) {
  const db = await getDb();
  await db
    .update(outboxEvents)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(outboxEvents.id, eventId));
}

describe('events feed', () => {
  it("lists the merchant's own events newest first, filters them, and shows one with its attempts", async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const ep = await endpoint(m);
    const p = await createProduct(m.merchantId);
    await addUnits(p.id, 2);
    await addUnits(p.id, 3);
    await addUnits((await createProduct(other.merchantId)).id, 1);
    failNext = 1;
    await deliverAll(ep.id); // first attempt of the first event fails: it is still waiting afterwards

    const list = await m.api('GET', '/v1/events');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    const [newest, oldest] = list.body.events;
    expect(newest.data.on_hand).toBe(5);
    expect(oldest.data.on_hand).toBe(2);
    expect(newest).toMatchObject({ type: 'product.inventory_changed', pending_endpoints: 1 });
    expect(oldest.pending_endpoints).toBe(1);

    // delivery_success=false: the events an endpoint has not accepted yet
    const failing = await m.api('GET', '/v1/events?delivery_success=false');
    expect(failing.body.events.map((e: any) => e.id).sort()).toEqual([newest.id, oldest.id].sort());
    // the failed attempt's retry made due now, instead of waiting for its base delay
    await getDb().then((db) =>
      db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date() })
        .where(eq(webhookDeliveries.endpointId, ep.id)),
    );
    await deliverAll(ep.id);
    expect((await m.api('GET', '/v1/events?delivery_success=false')).body.total).toBe(0);
    expect((await m.api('GET', '/v1/events?delivery_success=true')).body.total).toBe(2);

    // type (repeatable), time range, paging
    expect((await m.api('GET', '/v1/events?type=order.created')).body.total).toBe(0);
    expect(
      (await m.api('GET', '/v1/events?type=order.created&type=product.inventory_changed')).body.total,
    ).toBe(2);
    expect((await m.api('GET', '/v1/events?type=order.created,product.inventory_changed')).body.total).toBe(
      2,
    );
    expect((await m.api('GET', '/v1/events?created_to=2020-01-01')).body.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await m.api('GET', `/v1/events?created_from=${today}`)).body.total).toBe(2);
    const page = await m.api('GET', '/v1/events?limit=1&offset=1');
    expect(page.body.events.map((e: any) => e.id)).toEqual([oldest.id]);

    // the detail: the body as sent, and each endpoint's attempts oldest first
    const one = await m.api('GET', `/v1/events/${oldest.id}`);
    expect(one.status).toBe(200);
    expect(JSON.parse(one.body.event.body)).toMatchObject({
      id: oldest.id,
      type: 'product.inventory_changed',
    });
    expect(received.find((r) => r.id === oldest.id)?.body).toBe(one.body.event.body);
    expect(one.body.event.deliveries).toHaveLength(1);
    const d = one.body.event.deliveries[0];
    expect(d).toMatchObject({ endpoint_id: ep.id, endpoint_url: url, succeeded: true });
    expect(d.attempts.map((a: any) => [a.attempt, a.status, a.response_status])).toEqual([
      [1, 'failed', 500],
      [2, 'succeeded', 204],
    ]);
    expect(one.body.event.pending_endpoints).toBe(0);
  });

  it("never shows another merchant's events (404), nor events older than the retention", async () => {
    const m = await merchantFixture(['orders:read']);
    const other = await merchantFixture();
    const p = await createProduct(other.merchantId);
    await addUnits(p.id, 1);
    const theirs = (await other.api('GET', '/v1/events')).body.events[0];
    expect(theirs).toBeTruthy();
    expect((await m.api('GET', '/v1/events')).body.total).toBe(0);
    const res = await m.api('GET', `/v1/events/${theirs.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe('EVENT_NOT_FOUND');
    expect((await m.api('GET', '/v1/events/evt_nothex')).body.error_code).toBe('EVENT_NOT_FOUND');
    expect((await m.api('GET', '/v1/events/000000000000000000000000')).status).toBe(404);

    await age(theirs.id, 31);
    expect((await other.api('GET', '/v1/events')).body.total).toBe(0);
    const old = await other.api('GET', `/v1/events/${theirs.id}`);
    expect(old.status).toBe(404);
    expect(old.body.error_code).toBe('EVENT_EXPIRED');
  });

  it('answers bad filters with 400 VALIDATION_ERROR naming the parameter', async () => {
    const m = await merchantFixture();
    for (const [q, path] of [
      ['type=product.deleted', 'type[0]'],
      ['created_from=yesterday', 'created_from'],
      ['delivery_success=maybe', 'delivery_success'],
      ['limit=0', 'limit'],
    ] as const) {
      const res = await m.api('GET', `/v1/events?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(res.body.validation_errors.map((e: any) => e.path)).toContain(path);
    }
    expect((await m.api('GET', '/v1/events', { token: null })).status).toBe(401);
  });
});

describe('replay to an endpoint', () => {
  it('queues the named events again with their original webhook-id, once while one is waiting', async () => {
    const m = await merchantFixture();
    const ep = await endpoint(m);
    const p = await createProduct(m.merchantId);
    await addUnits(p.id, 1);
    await addUnits(p.id, 1);
    await deliverAll(ep.id);
    const events = (await m.api('GET', '/v1/events')).body.events as { id: string }[];
    const before = received.length;

    const res = await m.api('POST', `/v1/webhook-endpoints/${ep.id}/_replay`, {
      body: { event_ids: events.map((e) => e.id) },
    });
    expect(res.status).toBe(202);
    expect(res.body.replay).toMatchObject({ queued: 2, already_pending: 0, not_subscribed: 0 });
    // again while those attempts wait: nothing added twice
    const again = await m.api('POST', `/v1/webhook-endpoints/${ep.id}/_replay`, {
      body: { event_ids: [events[0]!.id] },
    });
    expect(again.body.replay).toMatchObject({ queued: 0, already_pending: 1 });
    await deliverAll(ep.id);
    const resent = received.slice(before);
    expect(resent.map((r) => r.id).sort()).toEqual(events.map((e) => e.id).sort());
    for (const r of resent) expect(JSON.parse(r.body).id).toBe(r.id);
    const detail = await m.api('GET', `/v1/events/${events[0]!.id}`);
    expect(detail.body.event.deliveries[0].attempts.map((a: any) => a.attempt)).toEqual([1, 2]);
  });

  it('replays a time range with types, and skips types the endpoint does not subscribe to', async () => {
    const m = await merchantFixture();
    const ep = await endpoint(m, ['order.created']);
    const p = await createProduct(m.merchantId);
    await addUnits(p.id, 1);
    const today = new Date().toISOString().slice(0, 10);
    const res = await m.api('POST', `/v1/webhook-endpoints/${ep.id}/_replay`, {
      body: { created_from: today, created_to: today },
    });
    expect(res.status).toBe(202);
    expect(res.body.replay).toMatchObject({ queued: 0, not_subscribed: 1 });
    const typed = await m.api('POST', `/v1/webhook-endpoints/${ep.id}/_replay`, {
      body: { created_from: today, created_to: today, types: ['order.created'] },
    });
    expect(typed.body.replay).toMatchObject({ queued: 0, not_subscribed: 0 });
  });

  it('refuses with its codes: unknown or foreign ids 404, expired 404, bad bodies 400, foreign endpoint 404, too large 422', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const ep = await endpoint(m);
    const theirEp = await endpoint(other);
    const p = await createProduct(other.merchantId);
    await addUnits(p.id, 1);
    const theirs = (await other.api('GET', '/v1/events')).body.events[0].id;
    const replay = (body: unknown, id = ep.id, f = m) =>
      f.api('POST', `/v1/webhook-endpoints/${id}/_replay`, { body });

    const foreign = await replay({ event_ids: [theirs] });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error_code: 'EVENT_NOT_FOUND', details: { event_ids: [theirs] } });
    expect((await replay({ event_ids: [theirs] }, theirEp.id)).body.error_code).toBe(
      'WEBHOOK_ENDPOINT_NOT_FOUND',
    );

    await age(theirs, 40);
    const expired = await replay({ event_ids: [theirs] }, theirEp.id, other);
    expect(expired.status).toBe(404);
    expect(expired.body.error_code).toBe('EVENT_EXPIRED');
    const oldRange = await replay(
      { created_from: '2020-01-01', created_to: '2020-01-31' },
      theirEp.id,
      other,
    );
    expect(oldRange.status).toBe(404);
    expect(oldRange.body.error_code).toBe('EVENT_EXPIRED');

    for (const [body, path] of [
      [{}, 'event_ids'],
      [{ event_ids: [] }, 'event_ids'],
      [{ event_ids: Array.from({ length: 101 }, (_, i) => `evt_${i}`) }, 'event_ids'],
      [{ event_ids: [theirs], created_from: '2026-01-01' }, 'event_ids'],
      [{ created_from: '2026-01-01' }, 'created_to'],
      [{ created_from: 'x', created_to: '2026-01-01' }, 'created_from'],
      [{ created_from: '2026-01-01', created_to: '2026-01-02', types: ['nope'] }, 'types[0]'],
    ] as const) {
      const res = await replay(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(res.body.validation_errors.map((e: any) => e.path)).toContain(path);
    }

    // more than 1000 events in a range
    const db = await getDb();
    await db.insert(outboxEvents).values(
      Array.from({ length: 1001 }, (_, i) => ({
        id: `evt_${(BigInt(Date.now()) * 10000n + BigInt(i)).toString(16).padStart(24, '0').slice(-24)}`,
        merchantId: m.merchantId,
        type: 'product.inventory_changed',
        orderingKey: p.id,
        payload: { data: {} },
        dispatchedAt: new Date(),
      })),
    );
    const today = new Date().toISOString().slice(0, 10);
    const big = await replay({ created_from: today, created_to: today });
    expect(big.status).toBe(422);
    expect(big.body).toMatchObject({ error_code: 'REPLAY_TOO_LARGE', details: { max_events: 1000 } });
    expect(
      await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, ep.id)),
    ).toHaveLength(0);

    // a client without webhooks:manage may read the feed but not replay
    const reader = await merchantFixture(['orders:read']);
    const scoped = await reader.api('POST', `/v1/webhook-endpoints/${ep.id}/_replay`, {
      body: { event_ids: [theirs] },
    });
    expect(scoped.status).toBe(403);
  });
});
