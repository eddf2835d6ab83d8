import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { requestLogs } from '@/db/schema';
import { flushRequestLog } from '@/server/workbench/request-log/buffer';
import { purgeRequestLogs } from '@/server/workbench/request-log/request-logs';
import { REDACTED, redactBody } from '@/server/workbench/request-log/redact';
import { merchantFixture } from '../support/fixtures';
import { line, merchantWithProducts } from '../support/order-helpers';

beforeAll(async () => {
  process.env.REQUEST_LOG_FLUSH_MS = '600000'; // written only when a test flushes
  await getDb();
});
afterEach(() => {
  delete process.env.REQUEST_LOG;
});

describe('request log', () => {
  it("keeps each request of the merchant's clients with its route template, status, code, key and replay", async () => {
    const { m, products } = await merchantWithProducts([5]);
    const body = { order: { merchants_id: 'RL-1', items: [line(products[0]!.id, 1)] } };
    const created = await m.api('POST', '/v1/orders', { body, headers: { 'idempotency-key': 'rl-key-1' } });
    expect(created.status).toBe(201);
    const replay = await m.api('POST', '/v1/orders', { body, headers: { 'idempotency-key': 'rl-key-1' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const missing = await m.api('GET', '/v1/orders/000000000000000000000000', {
      headers: { 'fulfilment-version': '2026-12-01' },
    });
    expect(missing.status).toBe(404);
    const bad = await m.api('POST', '/v1/orders', { body: { order: { items: 'x' } } });
    expect(bad.status).toBe(400);
    await flushRequestLog();

    const list = await m.api('GET', '/v1/request-logs');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(4);
    const [b, nf, r, c] = list.body.request_logs;
    expect(c).toMatchObject({
      method: 'POST',
      route: '/v1/orders',
      path: '/v1/orders',
      status: 201,
      error_code: null,
      client_id: m.clientId,
      idempotency_key: 'rl-key-1',
      replayed: false,
      request_id: created.headers.get('x-request-id'),
      api_version: created.headers.get('fulfilment-version'),
    });
    expect(c.duration_ms).toBeGreaterThan(0);
    expect(r).toMatchObject({ status: 201, replayed: true, idempotency_key: 'rl-key-1' });
    expect(nf).toMatchObject({
      route: '/v1/orders/{orderId}',
      path: '/v1/orders/000000000000000000000000',
      status: 404,
      error_code: 'ORDER_NOT_FOUND',
      api_version: '2026-12-01', // the version the request named, not the client's pin
    });
    expect(b).toMatchObject({ status: 400, error_code: 'VALIDATION_ERROR' });

    // bodies only for non-2xx answers
    const okDetail = await m.api('GET', `/v1/request-logs/${c.id}`);
    expect(okDetail.body.request_log).toMatchObject({ request_body: null, response_body: null });
    const badDetail = (await m.api('GET', `/v1/request-logs/${b.id}`)).body.request_log;
    expect(JSON.parse(badDetail.request_body)).toEqual({ order: { items: 'x' } });
    expect(JSON.parse(badDetail.response_body)).toMatchObject({ error_code: 'VALIDATION_ERROR' });

    // filters
    const q = async (s: string) => (await m.api('GET', `/v1/request-logs?${s}`)).body.total;
    expect(await q('status=4xx')).toBe(2);
    expect(await q('status=2xx')).toBe(2); // the list calls since the flush are still in the buffer
    expect(await q('status=404')).toBe(1);
    expect(await q(`route=${encodeURIComponent('/v1/orders/{orderId}')}`)).toBe(1);
    expect(await q('error_code=VALIDATION_ERROR')).toBe(1);
    expect(await q(`request_id=${created.headers.get('x-request-id')}`)).toBe(1);
    expect(await q(`client_id=${m.clientId}&method=POST`)).toBe(3);
    expect(await q('created_to=2020-01-01')).toBe(0);
    expect(await q('api_version=2026-12-01')).toBe(1);
  });

  it("never shows another merchant's requests; unknown ids are 404 REQUEST_LOG_NOT_FOUND; bad filters 400", async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    await other.api('GET', '/v1/orders/000000000000000000000000');
    await flushRequestLog();
    const theirs = (await other.api('GET', '/v1/request-logs')).body.request_logs[0];
    expect(theirs.status).toBe(404);
    expect((await m.api('GET', '/v1/request-logs')).body.total).toBe(0);
    const res = await m.api('GET', `/v1/request-logs/${theirs.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe('REQUEST_LOG_NOT_FOUND');
    expect((await m.api('GET', '/v1/request-logs/nope')).body.error_code).toBe('REQUEST_LOG_NOT_FOUND');
    for (const [qs, path] of [
      ['status=4x', 'status'],
      ['status=600', 'status'],
      ['created_from=yesterday', 'created_from'],
      ['method=TRACE', 'method'],
    ] as const) {
      const r = await m.api('GET', `/v1/request-logs?${qs}`);
      expect(r.status, qs).toBe(400);
      expect(r.body.validation_errors.map((e: any) => e.path)).toContain(path);
    }
  });

  it('redacts secrets, tokens, passwords and signatures from the bodies it keeps', async () => {
    const m = await merchantFixture(['webhooks:manage']);
    const sent = {
      webhook_endpoint: {
        url: 'not a url',
        event_types: ['product.inventory_changed'],
        description:
          'whsec_c2VjcmV0c2VjcmV0c2VjcmV0 Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
        secret: 'plain-secret-1',
        client_secret: 'plain-secret-2',
        access_token: 'plain-token-1',
        password: 'plain-password-1',
        signature: 'v1,c2lnbmF0dXJlc2lnbmF0dXJlc2lnbmF0dXJl',
      },
    };
    expect((await m.api('POST', '/v1/webhook-endpoints', { body: sent })).status).toBe(400);
    await flushRequestLog();
    const db = await getDb();
    const [row] = await db.select().from(requestLogs).where(eq(requestLogs.merchantId, m.merchantId));
    const stored = row!.requestBody!;
    for (const plain of [
      'plain-secret-1',
      'plain-secret-2',
      'plain-token-1',
      'plain-password-1',
      'c2lnbmF0dXJlc2lnbmF0dXJl',
      'whsec_c2Vj',
      'eyJhbGciOiJIUzI1NiJ9',
    ])
      expect(stored, plain).not.toContain(plain);
    expect(JSON.parse(stored).webhook_endpoint).toMatchObject({
      url: 'not a url',
      secret: REDACTED,
      client_secret: REDACTED,
      access_token: REDACTED,
      password: REDACTED,
      signature: REDACTED,
    });
  });

  it('keeps no secret of a body that is not JSON, of cut JSON with an escaped key, or of a URL with credentials', async () => {
    const m = await merchantFixture(['webhooks:manage']);
    const json = { 'content-type': 'application/json' };
    // Not JSON at all (single quotes), and JSON cut short whose key is written with an escape.
    const notJson = `{'password': 'LEAK5'}`;
    expect((await m.api('POST', '/v1/webhook-endpoints', { rawBody: notJson, headers: json })).status).toBe(
      400,
    );
    const cut = '{"webhook_endpoint": {"url": "https://example.com/h", "pass\\u0077ord": "LEAK6", "x';
    expect((await m.api('POST', '/v1/webhook-endpoints', { rawBody: cut, headers: json })).status).toBe(400);
    // A refused webhook URL carrying credentials, in the body sent and in the answer that names it.
    const withCredentials = {
      webhook_endpoint: {
        url: 'https://user:SECRETPW@127.0.0.1/hook',
        event_types: ['order.created'],
        description: 'see ftp://admin:LEAK7@files.example.com/x',
      },
    };
    expect((await m.api('POST', '/v1/webhook-endpoints', { body: withCredentials })).status).toBe(400);
    await flushRequestLog();
    const db = await getDb();
    const rows = await db.select().from(requestLogs).where(eq(requestLogs.merchantId, m.merchantId));
    expect(rows).toHaveLength(3);
    for (const r of rows)
      for (const leak of ['LEAK5', 'LEAK6', 'SECRETPW', 'LEAK7']) {
        expect(r.requestBody ?? '', leak).not.toContain(leak);
        expect(r.responseBody ?? '', leak).not.toContain(leak);
      }
    const kept = rows.map((r) => r.requestBody).sort();
    expect(kept).toContain(`${REDACTED}: not JSON, ${notJson.length} characters, application/json`);
    expect(kept).toContain(`${REDACTED}: not JSON, ${cut.length} characters, application/json`);
    const sent = rows.find((r) => r.requestBody?.startsWith('{'))!;
    expect(JSON.parse(sent.requestBody!).webhook_endpoint.url).toBe(`https://${REDACTED}@127.0.0.1/hook`);
  });

  it('keeps bodies exactly, whatever characters they hold (one insert per batch over array columns)', async () => {
    const m = await merchantFixture(['webhooks:manage']);
    const odd = 'NULL, {braces}, "quotes", back\\slash \\" end, comma,, tab\t, newline\n, ä 漢字 🙂';
    const sent = { webhook_endpoint: { url: 'not a url', event_types: ['order.created'], description: odd } };
    const raw = JSON.stringify(sent);
    expect((await m.api('POST', '/v1/webhook-endpoints', { body: sent })).status).toBe(400);
    expect((await m.api('GET', '/v1/webhook-endpoints')).status).toBe(200);
    await flushRequestLog();
    const db = await getDb();
    const rows = await db.select().from(requestLogs).where(eq(requestLogs.merchantId, m.merchantId));
    const failed = rows.find((r) => r.status === 400)!;
    expect(failed.requestBody).toBe(raw);
    expect(JSON.parse(failed.requestBody!).webhook_endpoint.description).toBe(odd);
    const ok = rows.find((r) => r.status === 200)!;
    expect(ok).toMatchObject({
      requestBody: null,
      responseBody: null,
      errorCode: null,
      idempotencyKey: null,
    });
    expect(ok.replayed).toBe(false);
    expect(typeof ok.durationMs).toBe('number');
  });

  it('redacts each kind in text that is not JSON, and caps what it keeps', () => {
    const cases: [string, string][] = [
      ['secret', 'client_id=abc&client_secret=topsecret-1&grant_type=client_credentials'],
      ['token', 'Authorization: Bearer abc.def-ghi_token-2'],
      ['jwt', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-3 expired'],
      ['password', 'user=a&password=hunter2-4'],
      ['signature', 'webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4='],
      ['webhook secret', 'the secret is whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
      ['cut JSON', '{"order": 1, "password": "hunter2-5", "to'],
    ];
    for (const [kind, text] of cases) {
      const out = redactBody(text)!;
      expect(out, kind).toContain(REDACTED);
      for (const secret of ['topsecret-1', 'token-2', 'sig-3', 'hunter2', 'K5oZfzN95Z9', 'MfKQ9r8GKY'])
        expect(out, kind).not.toContain(secret);
    }
    const long = redactBody(JSON.stringify({ x: 'a'.repeat(20_000) }))!;
    expect(long.length).toBeLessThan(8300);
    expect(long).toContain('[cut at 8192 characters]');
  });

  it('keeps nothing with REQUEST_LOG=0, and forgets entries past the retention', async () => {
    const m = await merchantFixture();
    process.env.REQUEST_LOG = '0';
    await m.api('GET', '/v1/orders');
    await flushRequestLog();
    delete process.env.REQUEST_LOG;
    const db = await getDb();
    expect(await db.select().from(requestLogs).where(eq(requestLogs.merchantId, m.merchantId))).toHaveLength(
      0,
    );

    await m.api('GET', '/v1/orders');
    await flushRequestLog();
    await db
      .update(requestLogs)
      .set({ createdAt: sql`now() - interval '15 days'` })
      .where(eq(requestLogs.merchantId, m.merchantId));
    expect((await m.api('GET', '/v1/request-logs')).body.request_logs.map((r: any) => r.route)).toEqual([]);
    expect(await purgeRequestLogs(db)).toBeGreaterThanOrEqual(1);
    await flushRequestLog();
    const left = await db.select().from(requestLogs).where(eq(requestLogs.merchantId, m.merchantId));
    expect(left.map((r) => r.route)).toEqual(['/v1/request-logs']);
  });
});
