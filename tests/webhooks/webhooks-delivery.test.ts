import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { outboxEvents, webhookDeliveries } from '@/db/schema';
import { startWorkers } from '@/server/jobs/queue';
import { deliverLaneJob } from '@/server/webhooks/jobs/deliver-lane-job';
import { dispatchOutboxJob } from '@/server/platform/outbox-subscribers';
import { createProduct } from '../support/data';
import { merchantFixture, operatorFixture } from '../support/fixtures';

/**
 * End to end (05 §5): a real HTTP receiver on 127.0.0.1 that fails every other call still gets every event,
 * each correctly signed (Standard Webhooks), the same event id always with the same body, in order per product.
 */
interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  answered: number;
}

let server: http.Server;
let url = '';
const received: Received[] = [];
let calls = 0;

beforeAll(async () => {
  process.env.WEBHOOK_RETRY_BASE_MS = '200';
  process.env.WEBHOOK_RETRY_MAX_DELAY_MS = '400';
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      calls += 1;
      const answered = calls % 2 === 1 ? 500 : 204;
      received.push({
        id: String(req.headers['webhook-id']),
        timestamp: String(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
        answered,
      });
      res.statusCode = answered;
      res.end(answered === 500 ? 'flaky' : undefined);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  await startWorkers([dispatchOutboxJob, deliverLaneJob]);
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

function verify(secret: string, r: Received): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${r.id}.${r.timestamp}.${r.body}`).digest('base64');
  return r.signature.split(' ').includes(`v1,${expected}`);
}

describe('webhook delivery to a flaky receiver', () => {
  it('delivers every event at least once, signed, without two bodies for one id, in order per product', async () => {
    const m = await merchantFixture(['webhooks:manage', 'products:read']);
    const op = await operatorFixture(['warehouse:operate']);
    const ep = (
      await m.api('POST', '/v1/webhook-endpoints', {
        body: { webhook_endpoint: { url, event_types: ['product.inventory_changed'] } },
      })
    ).body.webhook_endpoint;
    await new Promise((r) => setTimeout(r, 5));
    const p1 = await createProduct(m.merchantId);
    const p2 = await createProduct(m.merchantId);
    const wh = (method: string, path: string, body: unknown) =>
      op.api(method, path, { merchant: m.merchantId, body });
    const unitsOf: Record<string, string[]> = { [p1.id]: [], [p2.id]: [] };
    for (let i = 0; i < 3; i++) {
      for (const p of [p1, p2]) {
        const r = await wh('POST', '/ops/v1/stock-units', {
          receipt: { product_id: p.id, quantity: i + 1, location: `L-${i}` },
        });
        expect(r.status).toBe(201);
        unitsOf[p.id]!.push(...r.body.stock_units.map((u: any) => u.id));
      }
    }
    expect(
      (await wh('PATCH', `/ops/v1/stock-units/${unitsOf[p1.id]![0]}`, { stock_unit: { state: 'blocked' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await wh('PATCH', `/ops/v1/stock-units/${unitsOf[p2.id]![1]}`, {
          stock_unit: { state: 'written_off' },
        })
      ).status,
    ).toBe(200);

    const db = await getDb();
    const events = await db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.merchantId, m.merchantId))
      .orderBy(asc(outboxEvents.seq));
    expect(events).toHaveLength(8);
    const ids = events.map((e) => e.id);
    const deadline = Date.now() + 90_000;
    const succeeded = () => new Set(received.filter((r) => r.answered === 204).map((r) => r.id));
    while (Date.now() < deadline && !ids.every((id) => succeeded().has(id)))
      await new Promise((r) => setTimeout(r, 250));
    expect(ids.filter((id) => !succeeded().has(id))).toEqual([]);

    // Every call was signed correctly, and one event id always carried the same body (its own id inside).
    const bodies = new Map<string, string>();
    for (const r of received) {
      expect(verify(ep.secret, r)).toBe(true);
      expect(JSON.parse(r.body)).toMatchObject({ id: r.id, type: 'product.inventory_changed' });
      if (bodies.has(r.id)) expect(r.body).toBe(bodies.get(r.id));
      bodies.set(r.id, r.body);
    }
    expect(received.some((r) => r.answered === 500)).toBe(true);

    // Per product, the receiver never saw an event before the previous one had been accepted.
    for (const p of [p1, p2]) {
      const order = events.filter((e) => e.orderingKey === p.id).map((e) => e.id);
      const seen = received.filter((r) => order.includes(r.id)).map((r) => order.indexOf(r.id));
      for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]!);
      const figures = received
        .filter((r) => order.includes(r.id) && r.answered === 204)
        .map((r) => JSON.parse(r.body).data.on_hand);
      expect(figures).toEqual(p.id === p1.id ? [1, 3, 6, 6] : [1, 3, 6, 5]);
    }

    // The delivery log has one row per attempt: failed ones with the receiver's 500, then the success.
    const log = await m.api('GET', `/v1/webhook-endpoints/${ep.id}/deliveries?limit=500`);
    expect(log.status).toBe(200);
    expect(log.body.deliveries.filter((d: any) => d.status === 'succeeded')).toHaveLength(8);
    expect(
      log.body.deliveries
        .filter((d: any) => d.status === 'failed')
        .every((d: any) => d.response_status === 500),
    ).toBe(true);
    expect(log.body.total).toBe(received.filter((r) => r.id && ids.includes(r.id)).length);
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, ep.id), eq(webhookDeliveries.status, 'pending')));
    expect(rows).toHaveLength(0);
  });
});
