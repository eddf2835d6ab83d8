import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { clearFaults, injectFaults } from '@/server/core/fault-points';
import { openApiDocument } from '@/server/openapi/document';
import { deliverLane } from '@/server/webhooks/deliver-lane';
import { dispatchWholeOutbox } from '../support/outbox';
import { API_VERSION, createClient, type WebhookEvent } from '@/sdk/index';
import { SCHEMA_FILE, sdkSchemaSource } from '@/sdk/generate';
import { createOrderExample } from '@/sdk/examples/create-order';
import { webhookReceiver } from '@/sdk/examples/receive-webhooks';
import { addUnits, createProduct } from '../support/data';
import { dispatch } from '../support/dispatch';
import { merchantFixture } from '../support/fixtures';

/**
 * The typed client (sdk/): its generated types match the API document the server answers, and its examples
 * run over real HTTP (a Node server in front of the app's route handlers) against the real database.
 */
let server: http.Server;
let baseUrl = '';

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_INSECURE = '1';
  await getDb();
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const response = await dispatch(
        new Request(`http://localhost${req.url}`, { method: req.method, headers, body }),
      );
      res.statusCode = response.status;
      response.headers.forEach((v, k) => res.setHeader(k, v));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  clearFaults();
  await new Promise((r) => server.close(r));
});

describe('typed client', () => {
  it('is generated from the current API document (run npm run sdk:generate when this fails)', async () => {
    const fresh = await sdkSchemaSource(openApiDocument());
    expect(readFileSync(SCHEMA_FILE, 'utf8') === fresh, `${SCHEMA_FILE} is stale: npm run sdk:generate`).toBe(
      true,
    );
    expect(API_VERSION).toBe((openApiDocument() as { info: Record<string, unknown> }).info['x-api-version']);
  });

  it('example: creates an order, retrying after a forced 503 with the same Idempotency-Key, once', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    await addUnits(p.id, 3);
    process.env.ORDER_CREATE_TIMEOUT_MS = '300';
    injectFaults({ 'orders.delay-ms': 1200 }); // the first attempt passes its deadline: 503 ORDER_CREATE_TIMEOUT
    const retries: unknown[] = [];
    try {
      const out = await createOrderExample({
        baseUrl,
        clientId: m.clientId,
        clientSecret: m.clientSecret,
        merchantId: m.merchantId,
        productId: p.id,
        onRetry: (info) => {
          retries.push(info);
          clearFaults();
        },
      });
      expect(retries).toEqual([
        expect.objectContaining({ attempt: 1, status: 503, errorCode: 'ORDER_CREATE_TIMEOUT' }),
      ]);
      expect(out.attempts).toBe(2);
      expect(out.order.status).toBe('draft');
      const db = await getDb();
      await new Promise((r) => setTimeout(r, 1200)); // the first attempt's late work has ended
      expect(await db.select().from(orders).where(eq(orders.merchantId, m.merchantId))).toHaveLength(1);
    } finally {
      clearFaults();
      delete process.env.ORDER_CREATE_TIMEOUT_MS;
    }
  });

  it('renews its token before it expires, and sends the merchant header on every call', async () => {
    const m = await merchantFixture();
    process.env.TOKEN_TTL_SECONDS = '2';
    try {
      const api = createClient({ baseUrl, ...m, refreshBeforeMs: 1500 });
      expect((await api.GET('/v1/orders')).response.status).toBe(200);
      expect((await api.GET('/v1/orders')).response.status).toBe(200);
      expect(api.tokens.fetched).toBe(1);
      await new Promise((r) => setTimeout(r, 600)); // now within 1.5 s of the expiry
      const { data } = await api.GET('/v1/events', { params: { query: { limit: 5 } } });
      expect(data?.total).toBe(0);
      expect(api.tokens.fetched).toBe(2);
    } finally {
      delete process.env.TOKEN_TTL_SECONDS;
    }
  });

  it('example: verifies a real delivered webhook with the Standard Webhooks library, and refuses a forged one', async () => {
    const m = await merchantFixture();
    const got: WebhookEvent[] = [];
    let secret = '';
    // the endpoint's secret is known once the endpoint exists, after the receiver listens
    const receiver = webhookReceiver(
      () => secret,
      (e) => got.push(e),
    );
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    try {
      const api = createClient({ baseUrl, ...m });
      const { data, response } = await api.POST('/v1/webhook-endpoints', {
        body: { webhook_endpoint: { url, event_types: ['product.inventory_changed'] } },
      });
      expect(response.status).toBe(201);
      secret = data!.webhook_endpoint.secret!;

      const p = await createProduct(m.merchantId);
      await addUnits(p.id, 2);
      const db = await getDb();
      await dispatchWholeOutbox(db);
      await deliverLane(db, data!.webhook_endpoint.id, p.id);
      // On PostgreSQL the job queue's own worker may deliver the lane first: the event arrives either way.
      await expect.poll(() => got.length, { timeout: 15_000 }).toBe(1);
      expect(got[0]).toMatchObject({
        type: 'product.inventory_changed',
        data: { product_id: p.id, on_hand: 2 },
      });

      const forged = await fetch(url, {
        method: 'POST',
        headers: {
          'webhook-id': 'evt_forged',
          'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
          'webhook-signature': 'v1,' + Buffer.from('not the signature').toString('base64'),
        },
        body: JSON.stringify({ id: 'evt_forged', type: 'order.created', data: {} }),
      });
      expect(forged.status).toBe(400);
      expect(got).toHaveLength(1);
    } finally {
      await new Promise((r) => receiver.close(r));
    }
  });
});
