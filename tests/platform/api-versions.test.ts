import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { apiClients, outboxEvents, webhookEndpoints } from '@/db/schema';
import { knownVersions, NEWEST_VERSION } from '@/server/api/versions';
import { deliverLane } from '@/server/webhooks/deliver-lane';
import { setApiClientVersion } from '@/server/api-clients/manage-api-clients';
import { apiVersionsInUse } from '@/server/platform/api-versions-in-use';
import { emitEvent } from '@/server/outbox/emit';
import { openApiDocument } from '@/server/openapi/document';
import {
  call,
  merchantFixture,
  operatorFixture,
  type MerchantFixture,
  type OperatorFixture,
} from '../support/fixtures';
import { cardFor } from '../support/billing-data';
import { dispatchWholeOutbox } from '../support/outbox';

/**
 * Dated API versions (issue 43, docs/decisions/api-versions.md): the version serving a call is the request's
 * Fulfilment-Version, else the client's pin; every answer names it; an endpoint's webhooks follow its own; a
 * client on the first version (2026-12-01) sees exactly the answers and events of before 2027-01-15's change.
 */
const FIRST = '2026-12-01';

const lastMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 10, 12)).toISOString();
};

/** Today's (2026-12-01) bytes from the newest: each total `{"amount":N,"currency":"EUR"}` back to `N`. */
const flatTotals = (text: string) =>
  text.replace(/"(subtotal|vat_total|total)":\{"amount":(-?\d+),"currency":"EUR"\}/g, '"$1":$2');

async function pin(clientId: string, version: string) {
  const db = await getDb();
  await db.update(apiClients).set({ apiVersion: version }).where(eq(apiClients.clientId, clientId));
}

async function issuedInvoice(op: OperatorFixture, m: MerchantFixture): Promise<string> {
  await cardFor(op, m.merchantId, [{ fee: 'manual', unit_price: 0, vat_rate: 25.5 }]);
  for (const amount of [1001, 133])
    expect(
      (
        await op.api('POST', '/ops/v1/billing/charges', {
          body: {
            charge: { merchant_id: m.merchantId, reason: `Work ${amount}`, amount, occurred_at: lastMonth() },
          },
        })
      ).status,
    ).toBe(201);
  const run = await op.api('POST', '/ops/v1/invoices/_run', {
    body: { invoice_run: { merchant_id: m.merchantId, period: lastMonth().slice(0, 7) } },
  });
  const id = run.body.invoice_run.invoices[0].id as string;
  expect((await op.api('POST', `/ops/v1/invoices/${id}/_issue`)).status).toBe(200);
  return id;
}

describe('dated API versions', () => {
  it('serves a new client in the newest version and says so', async () => {
    const m = await merchantFixture();
    const res = await m.api('GET', '/v1/invoices');
    expect(res.status).toBe(200);
    expect(res.headers.get('fulfilment-version')).toBe(NEWEST_VERSION);
    const db = await getDb();
    const [row] = await db.select().from(apiClients).where(eq(apiClients.clientId, m.clientId));
    expect(row!.apiVersion).toBe(NEWEST_VERSION);
  });

  it('an unknown Fulfilment-Version is 400 API_VERSION_UNKNOWN listing the known ones', async () => {
    const m = await merchantFixture();
    for (const v of ['2026-11-30', 'latest', '2027-1-15']) {
      const res = await m.api('GET', '/v1/invoices', { headers: { 'fulfilment-version': v } });
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('API_VERSION_UNKNOWN');
      expect(res.body.details).toEqual({ known_versions: knownVersions() });
      expect(res.body.message).toContain(FIRST);
    }
  });

  it("the client's pin applies; a request's header overrides it; errors name the version too", async () => {
    const m = await merchantFixture();
    await pin(m.clientId, FIRST);
    const pinned = await m.api('GET', '/v1/invoices');
    expect(pinned.headers.get('fulfilment-version')).toBe(FIRST);
    const newest = await m.api('GET', '/v1/invoices', { headers: { 'fulfilment-version': NEWEST_VERSION } });
    expect(newest.headers.get('fulfilment-version')).toBe(NEWEST_VERSION);
    const missing = await m.api('GET', '/v1/invoices/0123456789abcdef01234567');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('fulfilment-version')).toBe(FIRST);
  });

  it("the merchant admin's pin (Developers -> API clients) serves the client's next request", async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const db = await getDb();
    expect((await m.api('GET', '/v1/invoices')).headers.get('fulfilment-version')).toBe(NEWEST_VERSION);
    await setApiClientVersion(db, m.merchantId, m.clientId, FIRST);
    expect((await m.api('GET', '/v1/invoices')).headers.get('fulfilment-version')).toBe(FIRST);
    const list = await (await operatorFixture()).api('GET', `/ops/v1/merchants/${m.merchantId}/api-clients`);
    expect(list.body.api_clients?.[0]?.api_version ?? list.text).toBe(FIRST);
    await expect(setApiClientVersion(db, m.merchantId, m.clientId, '2020-01-01')).rejects.toMatchObject({
      code: 'API_VERSION_UNKNOWN',
    });
    await expect(setApiClientVersion(db, other.merchantId, m.clientId, FIRST)).rejects.toMatchObject({
      code: 'API_CLIENT_NOT_FOUND',
    });
    // The API health report lists the clients on an older version, deprecated ones marked.
    process.env.API_VERSION_RETIREMENTS = JSON.stringify({
      [FIRST]: { deprecatedAt: '2026-01-01', sunset: null },
    });
    try {
      expect(await apiVersionsInUse(db, m.merchantId)).toEqual([
        {
          kind: 'api_client',
          id: m.clientId,
          label: 'test client',
          version: FIRST,
          deprecatedAt: '2026-01-01',
          sunset: null,
        },
      ]);
    } finally {
      delete process.env.API_VERSION_RETIREMENTS;
    }
    await setApiClientVersion(db, m.merchantId, m.clientId, NEWEST_VERSION);
    expect((await m.api('GET', '/v1/invoices')).headers.get('fulfilment-version')).toBe(NEWEST_VERSION);
    expect(await apiVersionsInUse(db, m.merchantId)).toEqual([]);
  });

  it('a client on 2026-12-01 reads byte for byte the invoice answers and events of before 2027-01-15', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const id = await issuedInvoice(op, m);
    const newest = await m.api('GET', `/v1/invoices/${id}`);
    expect(newest.body.invoice).toMatchObject({
      currency: 'EUR',
      subtotal: { amount: 1134, currency: 'EUR' },
      vat_total: { amount: 289, currency: 'EUR' },
      total: { amount: 1423, currency: 'EUR' },
    });
    await pin(m.clientId, FIRST);
    for (const path of [`/v1/invoices/${id}`, '/v1/invoices', '/v1/events?type=invoice.issued']) {
      // Header and pin agree; the newest read names its version explicitly.
      const now = await m.api('GET', path, { headers: { 'fulfilment-version': NEWEST_VERSION } });
      const old = await m.api('GET', path);
      expect(old.headers.get('fulfilment-version')).toBe(FIRST);
      expect(now.text).toContain('"total":{"amount":1423,"currency":"EUR"}');
      // Document links are signed per call with a validity: compare everything else byte for byte.
      const stable = (t: string) => t.replace(/"documents":\{.*?\}\}\}/, '"documents":…');
      expect(stable(old.text)).toBe(stable(flatTotals(now.text)));
      expect(old.text).toContain('"total":1423');
      expect(old.text).not.toContain('"amount":1423');
    }
    const invoice = (await m.api('GET', `/v1/invoices/${id}`)).body.invoice;
    expect(invoice).toMatchObject({ subtotal: 1134, vat_total: 289, total: 1423 });
    expect(Object.keys(invoice)).toEqual(Object.keys(newest.body.invoice));
  });

  it('a deprecated version answers with Deprecation, Sunset and a Link to the changelog', async () => {
    const m = await merchantFixture();
    await pin(m.clientId, FIRST);
    expect((await m.api('GET', '/v1/invoices')).headers.get('deprecation')).toBeNull();
    process.env.API_VERSION_RETIREMENTS = JSON.stringify({
      [FIRST]: { deprecatedAt: '2026-01-01', sunset: '2099-01-15' },
    });
    try {
      const old = await m.api('GET', '/v1/invoices');
      expect(old.status).toBe(200);
      expect(old.headers.get('deprecation')).toBe(`@${Date.parse('2026-01-01T00:00:00Z') / 1000}`);
      expect(old.headers.get('sunset')).toBe('Thu, 15 Jan 2099 00:00:00 GMT');
      expect(old.headers.get('link')).toBe(
        '</developers/reference#changelog>; rel="deprecation"; type="text/html"',
      );
      const now = await m.api('GET', '/v1/invoices', { headers: { 'fulfilment-version': NEWEST_VERSION } });
      expect(now.headers.get('deprecation')).toBeNull();
      expect(now.headers.get('sunset')).toBeNull();
    } finally {
      delete process.env.API_VERSION_RETIREMENTS;
    }
  });

  it('/v1/openapi.json?version= is the document of that version', async () => {
    const newest = await call('GET', '/v1/openapi.json');
    expect(newest.headers.get('fulfilment-version')).toBe(NEWEST_VERSION);
    expect(newest.body.components.schemas.Invoice.properties.total).toEqual({
      $ref: '#/components/schemas/Money',
    });
    const old = await call('GET', `/v1/openapi.json?version=${FIRST}`);
    expect(old.status).toBe(200);
    expect(old.body.info['x-api-version']).toBe(FIRST);
    expect(old.body.components.schemas.Money).toBeUndefined();
    expect(old.body.components.schemas.Invoice.properties.total).toEqual(
      newest.body.components.schemas.Invoice.properties.charge_count,
    );
    expect(JSON.stringify(old.body)).not.toContain('schemas/Money');
    expect(JSON.stringify(openApiDocument())).toBe(newest.text);
    const unknown = await call('GET', '/v1/openapi.json?version=2020-01-01');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_code).toBe('API_VERSION_UNKNOWN');
  });

  it('an event stored before 2027-01-15 reads in each version as an event of today would', async () => {
    const m = await merchantFixture();
    const db = await getDb();
    const old = { invoice_id: 'inv_old', currency: 'EUR', subtotal: 100, vat_total: 26, total: 126 };
    const id = await emitEvent(db, {
      merchantId: m.merchantId,
      type: 'invoice.paid',
      orderingKey: 'inv_old',
      data: old,
    });
    const newest = await m.api('GET', `/v1/events/${id}`);
    expect(newest.status).toBe(200);
    expect(newest.body.event.data).toEqual({
      invoice_id: 'inv_old',
      currency: 'EUR',
      subtotal: { amount: 100, currency: 'EUR' },
      vat_total: { amount: 26, currency: 'EUR' },
      total: { amount: 126, currency: 'EUR' },
    });
    expect(JSON.parse(newest.body.event.body).data).toEqual(newest.body.event.data);
    const first = await m.api('GET', `/v1/events/${id}`, { headers: { 'fulfilment-version': FIRST } });
    expect(first.body.event.data).toEqual(old);
    expect(JSON.parse(first.body.event.body).data).toEqual(old);
    const list = await m.api('GET', '/v1/events?type=invoice.paid', {
      headers: { 'fulfilment-version': FIRST },
    });
    expect(list.body.events.map((e: { data: unknown }) => e.data)).toEqual([old]);
  });

  describe('webhook endpoints', () => {
    let server: http.Server;
    let url = '';
    const received: { path: string; id: string; body: string }[] = [];
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => {
          received.push({
            path: req.url ?? '',
            id: String(req.headers['webhook-id']),
            body: Buffer.concat(chunks).toString('utf8'),
          });
          res.statusCode = 204;
          res.end();
        });
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((r) => server.close(r));
    });

    it("each endpoint's deliveries and replays follow its own version", async () => {
      const op = await operatorFixture();
      const m = await merchantFixture();
      const make = async (path: string) =>
        (
          await m.api('POST', '/v1/webhook-endpoints', {
            body: { webhook_endpoint: { url: `${url}${path}`, event_types: ['invoice.issued'] } },
          })
        ).body.webhook_endpoint.id as string;
      const newEp = await make('/new');
      const createdOld = await m.api('POST', '/v1/webhook-endpoints', {
        body: {
          webhook_endpoint: { url: `${url}/old`, event_types: ['invoice.issued'], api_version: FIRST },
        },
      });
      expect(createdOld.status, createdOld.text).toBe(201);
      const oldEp = createdOld.body.webhook_endpoint;
      expect(oldEp?.api_version, JSON.stringify(oldEp)).toBe(FIRST);
      const db = await getDb();
      const [created] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, newEp));
      expect(created!.apiVersion).toBe(NEWEST_VERSION);
      await new Promise((r) => setTimeout(r, 5));
      const id = await issuedInvoice(op, m);
      await dispatchWholeOutbox(db);
      for (const ep of [oldEp.id, newEp]) await deliverLane(db, ep, id);
      const [event] = await db.select().from(outboxEvents).where(eq(outboxEvents.orderingKey, id));
      const stored = JSON.stringify(event!.payload);
      const got = (p: string) => received.filter((r) => r.path === p && r.id === event!.id);
      expect(got('/new').map((r) => r.body)).toEqual([stored]);
      expect(JSON.parse(got('/new')[0]!.body).data.total).toEqual({ amount: 1423, currency: 'EUR' });
      // Today's event, byte for byte: the 2026-12-01 endpoint gets integers where they were.
      expect(got('/old').map((r) => r.body)).toEqual([flatTotals(stored)]);
      expect(JSON.parse(got('/old')[0]!.body).data).toMatchObject({
        subtotal: 1134,
        vat_total: 289,
        total: 1423,
      });

      // A replay is rendered when it is sent: in the endpoint's version at that time.
      await db
        .update(webhookEndpoints)
        .set({ apiVersion: NEWEST_VERSION })
        .where(eq(webhookEndpoints.id, oldEp.id));
      const replay = await m.api('POST', `/v1/webhook-endpoints/${oldEp.id}/_replay`, {
        body: { event_ids: [event!.id] },
      });
      expect(replay.status, replay.text).toBeLessThan(300);
      await deliverLane(db, oldEp.id, id);
      expect(got('/old').map((r) => r.body)).toEqual([flatTotals(stored), stored]);
    });
  });
});
