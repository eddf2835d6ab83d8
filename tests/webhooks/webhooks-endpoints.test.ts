import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { outboxEvents, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { decrypt } from '@/server/core/secrets';
import { dispatchWholeOutbox } from '../support/outbox';
import { createProduct, addUnits } from '../support/data';
import { merchantFixture } from '../support/fixtures';

const endpointBody = (
  url = 'https://hooks.example.test/in',
  event_types = ['product.inventory_changed'],
) => ({
  webhook_endpoint: { url, event_types, description: 'shop' },
});

afterEach(() => {
  process.env.WEBHOOKS_ALLOW_INSECURE = '1';
});

// The embedded database starts (migrations) in a hook, whose timeout allows for a busy machine.
beforeAll(async function warmDb() {
  await getDb();
});

describe('webhook endpoints (05 §5)', () => {
  it('creates an endpoint with a whsec_ secret shown once and stored encrypted; lists and deletes it', async () => {
    const m = await merchantFixture(['webhooks:manage']);
    const res = await m.api('POST', '/v1/webhook-endpoints', {
      body: endpointBody('https://93.184.215.14/hook'),
    });
    expect(res.status).toBe(201);
    const ep = res.body.webhook_endpoint;
    expect(ep).toMatchObject({
      url: 'https://93.184.215.14/hook',
      event_types: ['product.inventory_changed'],
      active: true,
      description: 'shop',
    });
    expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(ep.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const db = await getDb();
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ep.id));
    expect(row!.secretEncrypted).not.toContain(ep.secret.slice(6));
    expect(await decrypt(row!.secretEncrypted)).toBe(ep.secret);
    const list = await m.api('GET', '/v1/webhook-endpoints');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.webhook_endpoints[0].id).toBe(ep.id);
    expect(list.body.webhook_endpoints[0]).not.toHaveProperty('secret');
    const del = await m.api('DELETE', `/v1/webhook-endpoints/${ep.id}`);
    expect(del.status).toBe(204);
    expect((await m.api('GET', '/v1/webhook-endpoints')).body.total).toBe(0);
    expect((await m.api('DELETE', `/v1/webhook-endpoints/${ep.id}`)).status).toBe(404);
  });

  it('rejects bad input: unknown or empty event types, a non-URL; stores nothing', async () => {
    const m = await merchantFixture(['webhooks:manage']);
    for (const [body, path] of [
      [endpointBody('https://93.184.215.14/', []), 'webhook_endpoint.event_types'],
      [endpointBody('https://93.184.215.14/', ['product.deleted']), 'webhook_endpoint.event_types[0]'],
      [endpointBody('not a url'), 'webhook_endpoint.url'],
      [{ webhook_endpoint: { event_types: ['product.inventory_changed'] } }, 'webhook_endpoint.url'],
    ] as const) {
      const res = await m.api('POST', '/v1/webhook-endpoints', { body });
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(res.body.validation_errors.map((e: any) => e.path)).toContain(path);
    }
    const db = await getDb();
    expect(
      await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.merchantId, m.merchantId)),
    ).toHaveLength(0);
  });

  it('answers a URL that does not parse or whose scheme is not allowed with VALIDATION_ERROR at the url (04 E19)', async () => {
    const m = await merchantFixture(['webhooks:manage']);
    const refused = async (url: string) => {
      const res = await m.api('POST', '/v1/webhook-endpoints', { body: endpointBody(url) });
      expect(res.status, url).toBe(400);
      expect(res.body.error_code, url).toBe('VALIDATION_ERROR');
      expect(res.body.validation_errors, url).toEqual([
        expect.objectContaining({ path: 'webhook_endpoint.url' }),
      ]);
    };
    try {
      process.env.WEBHOOKS_ALLOW_INSECURE = '0';
      for (const url of [
        'http://93.184.215.14/hook',
        'ftp://93.184.215.14/hook',
        'javascript:alert(1)',
        'file:///etc/passwd',
        'https//93.184.215.14/hook',
        '//93.184.215.14/hook',
        'https://',
      ])
        await refused(url);
      process.env.WEBHOOKS_ALLOW_INSECURE = '1';
      for (const url of ['ftp://127.0.0.1/hook', 'ws://127.0.0.1:9/hook', 'not a url']) await refused(url);
    } finally {
      process.env.WEBHOOKS_ALLOW_INSECURE = '1';
    }
    const db = await getDb();
    expect(
      await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.merchantId, m.merchantId)),
    ).toHaveLength(0);
  });

  it('refuses loopback, private and link-local hosts unless WEBHOOKS_ALLOW_INSECURE=1 (SSRF)', async () => {
    const m = await merchantFixture(['webhooks:manage']);
    process.env.WEBHOOKS_ALLOW_INSECURE = '0';
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost:8443/hook',
      'https://10.0.0.5/hook',
      'https://192.168.1.1/hook',
      'https://172.20.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[fd00::1]/hook',
      'https://user:pw@93.184.215.14/hook',
    ]) {
      const res = await m.api('POST', '/v1/webhook-endpoints', { body: endpointBody(url) });
      expect(res.status, url).toBe(400);
      expect(res.body.error_code, url).toBe('WEBHOOK_URL_NOT_ALLOWED');
    }
    expect(
      (await m.api('POST', '/v1/webhook-endpoints', { body: endpointBody('https://93.184.215.14/ok') }))
        .status,
    ).toBe(201);
    process.env.WEBHOOKS_ALLOW_INSECURE = '1';
    expect(
      (await m.api('POST', '/v1/webhook-endpoints', { body: endpointBody('http://127.0.0.1:9/hook') }))
        .status,
    ).toBe(201);
    const db = await getDb();
    expect(
      await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.merchantId, m.merchantId)),
    ).toHaveLength(2);
  });

  it('fans events out only to subscribed endpoints created before the event; lists the delivery log and retries', async () => {
    const m = await merchantFixture(['webhooks:manage']);
    const product = await createProduct(m.merchantId);
    await addUnits(product.id, 1); // before any endpoint: not delivered
    const sub = (await m.api('POST', '/v1/webhook-endpoints', { body: endpointBody('http://127.0.0.1:9/a') }))
      .body.webhook_endpoint;
    const other = (
      await m.api('POST', '/v1/webhook-endpoints', {
        body: endpointBody('http://127.0.0.1:9/b', ['order.created']),
      })
    ).body.webhook_endpoint;
    await new Promise((r) => setTimeout(r, 5));
    await addUnits(product.id, 2);
    const db = await getDb();
    // Other test files running at the same time add events too: dispatch until none is left.
    await dispatchWholeOutbox(db);
    const events = await db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.merchantId, m.merchantId))
      .orderBy(outboxEvents.seq);
    expect(events.every((e) => e.dispatchedAt)).toBe(true);
    const log = await m.api('GET', `/v1/webhook-endpoints/${sub.id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(1);
    const d = log.body.deliveries[0];
    expect(d).toMatchObject({
      event_type: 'product.inventory_changed',
      attempt: 1,
      status: 'pending',
      response_status: null,
    });
    expect(d.event_id).toBe(events.at(-1)!.id);
    expect((await m.api('GET', `/v1/webhook-endpoints/${other.id}/deliveries`)).body.total).toBe(0);

    // A pending attempt made due again does not add a row; a finished one gets a new attempt.
    const retry = await m.api('POST', `/v1/webhook-endpoints/${sub.id}/deliveries/${d.id}/_retry`);
    expect(retry.status).toBe(202);
    expect(retry.body.delivery).toMatchObject({ id: d.id, status: 'pending' });
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', responseStatus: 500 })
      .where(eq(webhookDeliveries.id, d.id));
    const again = await m.api('POST', `/v1/webhook-endpoints/${sub.id}/deliveries/${d.id}/_retry`);
    expect(again.status).toBe(202);
    expect(again.body.delivery).toMatchObject({ event_id: d.event_id, attempt: 2, status: 'pending' });
    expect((await m.api('GET', `/v1/webhook-endpoints/${sub.id}/deliveries?status=pending`)).body.total).toBe(
      1,
    );
    const missing = await m.api(
      'POST',
      `/v1/webhook-endpoints/${sub.id}/deliveries/0123456789abcdef01234567/_retry`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe('WEBHOOK_DELIVERY_NOT_FOUND');

    // Deleting the endpoint cancels its waiting attempts.
    expect((await m.api('DELETE', `/v1/webhook-endpoints/${sub.id}`)).status).toBe(204);
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, sub.id), eq(webhookDeliveries.status, 'pending')));
    expect(rows).toHaveLength(0);
    expect((await m.api('GET', `/v1/webhook-endpoints/${sub.id}/deliveries`)).status).toBe(404);
  });

  it("never reaches another merchant's endpoints or deliveries", async () => {
    const a = await merchantFixture(['webhooks:manage']);
    const b = await merchantFixture(['webhooks:manage']);
    const ep = (await a.api('POST', '/v1/webhook-endpoints', { body: endpointBody('http://127.0.0.1:9/a') }))
      .body.webhook_endpoint;
    const product = await createProduct(a.merchantId);
    await new Promise((r) => setTimeout(r, 5));
    await addUnits(product.id, 1);
    const db = await getDb();
    await dispatchWholeOutbox(db);
    const [d] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, ep.id));
    expect(d).toBeDefined();
    expect((await b.api('GET', '/v1/webhook-endpoints')).body.total).toBe(0);
    for (const res of [
      await b.api('DELETE', `/v1/webhook-endpoints/${ep.id}`),
      await b.api('GET', `/v1/webhook-endpoints/${ep.id}/deliveries`),
      await b.api('POST', `/v1/webhook-endpoints/${ep.id}/deliveries/${d!.id}/_retry`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe('WEBHOOK_ENDPOINT_NOT_FOUND');
    }
    expect((await a.api('GET', '/v1/webhook-endpoints')).body.total).toBe(1);
    const noScope = await merchantFixture(['products:read']);
    expect((await noScope.api('GET', '/v1/webhook-endpoints')).status).toBe(403);
  });
});
