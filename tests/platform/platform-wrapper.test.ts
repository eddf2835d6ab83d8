import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/server/core/errors';
import { apiRoute } from '@/server/api/api-route';
import { defineOperation } from '@/server/core/http/operation';
import { errorResponse } from '@/server/core/http/respond';
import { call, merchantFixture, operatorFixture } from '../support/fixtures';

/** A merchant-scoped test operation run through the real wrapper. */
const probeOp = defineOperation({
  operationId: 'probe',
  method: 'POST',
  path: '/v1/__probe',
  summary: 'probe',
  tag: 'test',
  auth: 'bearer',
  scopes: ['orders:manage'],
  merchantScoped: true,
  body: z.object({ thing: z.object({ quantity: z.number().int().min(1) }) }),
  query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
  responses: { 200: { description: 'ok' } },
});
let handlerRuns = 0;
const probe = apiRoute(probeOp, async ({ body, merchantId, query }) => {
  handlerRuns++;
  return { body: { merchantId, quantity: body.thing.quantity, limit: query.limit } };
});

function req(opts: {
  token?: string;
  merchant?: string;
  body?: string;
  type?: string;
  query?: string;
  headers?: Record<string, string>;
}) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.merchant) headers['x-provider-merchant-id'] = opts.merchant;
  if (opts.type !== undefined) headers['content-type'] = opts.type;
  return new Request(`http://localhost/v1/__probe${opts.query ?? ''}`, {
    method: 'POST',
    headers,
    body: opts.body,
  });
}

async function run(r: Request) {
  const res = await probe(r);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const good = JSON.stringify({ thing: { quantity: 2 } });

describe('the API wrapper (04 A3, A4)', () => {
  it('runs the handler when token, merchant header and scope are right, with a request id', async () => {
    const m = await merchantFixture(['orders:manage']);
    const res = await run(
      req({
        token: m.token,
        merchant: m.merchantId,
        body: good,
        type: 'application/json',
        query: '?limit=5',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ merchantId: m.merchantId, quantity: 2, limit: 5 });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks the token before the merchant header, and both before the endpoint', async () => {
    const before = handlerRuns;
    const noToken = await run(req({ body: good, type: 'application/json' }));
    expect(noToken.status).toBe(401);
    expect(noToken.body.error_code).toBe('INVALID_TOKEN');
    const m = await merchantFixture(['orders:manage']);
    const noHeader = await run(req({ token: m.token, body: good, type: 'application/json' }));
    expect(noHeader.status).toBe(401);
    expect(noHeader.body.error_code).toBe('MISSING_MERCHANT_HEADER');
    expect(handlerRuns).toBe(before);
  });

  it('refuses a merchant header for another merchant with 403 MERCHANT_FORBIDDEN', async () => {
    const a = await merchantFixture(['orders:manage']);
    const b = await merchantFixture(['orders:manage']);
    const res = await run(
      req({ token: a.token, merchant: b.merchantId, body: good, type: 'application/json' }),
    );
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('MERCHANT_FORBIDDEN');
  });

  it('refuses a missing scope with 403 INSUFFICIENT_SCOPE naming the scope, before validating the body', async () => {
    const m = await merchantFixture(['orders:read']);
    const res = await run(
      req({ token: m.token, merchant: m.merchantId, body: '{not json', type: 'application/json' }),
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      error_code: 'INSUFFICIENT_SCOPE',
      details: { required_scope: 'orders:manage' },
    });
  });

  it('lets an operator client act for an existing merchant, not for an unknown one', async () => {
    const op = await operatorFixture(['ops:admin']);
    const m = await merchantFixture();
    const ok = await run(
      req({ token: op.token, merchant: m.merchantId, body: good, type: 'application/json' }),
    );
    expect(ok.status).toBe(200);
    const unknown = await run(
      req({ token: op.token, merchant: 'ffffffffffffffffffffffff', body: good, type: 'application/json' }),
    );
    expect(unknown.status).toBe(403);
    expect(unknown.body.error_code).toBe('MERCHANT_FORBIDDEN');
  });

  it('turns zod failures into 400 VALIDATION_ERROR with paths', async () => {
    const m = await merchantFixture(['orders:manage']);
    const res = await run(
      req({
        token: m.token,
        merchant: m.merchantId,
        body: JSON.stringify({ thing: { quantity: 0.5 } }),
        type: 'application/json',
        query: '?limit=501',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('VALIDATION_ERROR');
    expect(res.body.validation_errors.map((e: any) => e.path)).toEqual(['limit']);
    const body = await run(
      req({
        token: m.token,
        merchant: m.merchantId,
        body: JSON.stringify({ thing: { quantity: 0.5 } }),
        type: 'application/json',
      }),
    );
    expect(body.body.validation_errors.map((e: any) => e.path)).toEqual(['thing.quantity']);
  });

  it('refuses an object key holding U+0000 with 400 VALIDATION_ERROR before the handler runs', async () => {
    const m = await merchantFixture(['orders:manage']);
    const before = handlerRuns;
    const res = await run(
      req({
        token: m.token,
        merchant: m.merchantId,
        body: JSON.stringify({ thing: { quantity: 2, 'a\u0000': 1 } }),
        type: 'application/json',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.validation_errors).toEqual([
      { path: 'thing.a\u0000', message: expect.stringContaining('U+0000') },
    ]);
    expect(handlerRuns).toBe(before);
  });

  it('answers malformed JSON and a wrong content type with 400 VALIDATION_ERROR and an empty path', async () => {
    const m = await merchantFixture(['orders:manage']);
    const malformed = await run(
      req({ token: m.token, merchant: m.merchantId, body: '{"thing": ', type: 'application/json' }),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      validation_errors: [{ path: '' }],
    });
    const wrongType = await run(
      req({ token: m.token, merchant: m.merchantId, body: good, type: 'text/plain' }),
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      validation_errors: [{ path: '' }],
    });
  });

  it('answers bodies over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const m = await merchantFixture(['orders:manage']);
    const huge = JSON.stringify({ thing: { quantity: 1 }, pad: 'x'.repeat(1_100_000) });
    const res = await run(
      req({ token: m.token, merchant: m.merchantId, body: huge, type: 'application/json' }),
    );
    expect(res.status).toBe(413);
    expect(res.body.error_code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a body cut off mid-stream (client gone) with 400 VALIDATION_ERROR, not a 500, running nothing', async () => {
    const m = await merchantFixture(['orders:manage']);
    const before = handlerRuns;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"thing": {"quan'));
        c.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const r = new Request('http://localhost/v1/__probe', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${m.token}`,
        'x-provider-merchant-id': m.merchantId,
        'content-type': 'application/json',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    const res = await run(r);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'VALIDATION_ERROR', validation_errors: [{ path: '' }] });
    expect(handlerRuns).toBe(before);
  });

  it('never leaks a stack trace: unexpected errors are 500 with request_id', async () => {
    const res = errorResponse(new Error('relation "secret_table" does not exist'), 'req-123');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({
      message: 'An unexpected error occurred.',
      error_code: 'INTERNAL_ERROR',
      request_id: 'req-123',
    });
    const typed = errorResponse(new AppError('ORDER_NOT_FOUND'), 'r');
    expect(typed.status).toBe(404);
  });

  it('answers text PostgreSQL refuses (U+0000: 22021, 22P05) as 400 VALIDATION_ERROR, not 500', async () => {
    for (const code of ['22021', '22P05']) {
      const res = errorResponse(Object.assign(new Error('invalid byte sequence'), { code }), 'r');
      expect(res.status).toBe(400);
      expect((await res.json()).error_code).toBe('VALIDATION_ERROR');
      // drizzle wraps the driver's error: the code sits on its cause
      const wrapped = errorResponse(new Error('Failed query', { cause: { code } }), 'r');
      expect(wrapped.status).toBe(400);
    }
  });
});

describe('unknown routes (04 A3, E8)', () => {
  it('answers 404 NOT_FOUND in the error shape with or without a token', async () => {
    const m = await merchantFixture();
    for (const token of [null, m.token, 'garbage']) {
      const res = await call('GET', '/v1/does-not-exist/at/all', { token });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error_code: 'NOT_FOUND' });
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
    const ops = await call('POST', '/ops/v1/nothing-here', { body: {} });
    expect(ops.status).toBe(404);
    expect(ops.body.error_code).toBe('NOT_FOUND');
  });

  it('answers a method a route does not serve with 405 METHOD_NOT_ALLOWED in the error shape, with Allow', async () => {
    const m = await merchantFixture(['orders:manage']);
    for (const [method, path, allow] of [
      ['DELETE', '/v1/orders', 'GET, POST'],
      ['PUT', '/v1/products/some-id', 'GET, PATCH'],
      ['GET', '/oauth/token', 'POST'],
    ] as const) {
      const res = await call(method, path, { token: m.token, merchant: m.merchantId });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.body).toMatchObject({ error_code: 'METHOD_NOT_ALLOWED' });
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });
});

describe('rate limiting (04 A6)', () => {
  afterEach(() => {
    process.env.RATE_LIMIT_PER_SECOND = '100000';
    process.env.RATE_LIMIT_BURST = '200000';
  });

  it('answers 429 RATE_LIMITED with Retry-After and RateLimit headers once a client exceeds its burst, before auth checks', async () => {
    process.env.RATE_LIMIT_PER_SECOND = '1';
    process.env.RATE_LIMIT_BURST = '3';
    const m = await merchantFixture(['orders:manage']);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof run>> | null = null;
    for (let i = 0; i < 5; i++) {
      // No merchant header: without the limit this would be 401; the limit is checked first.
      last = await run(req({ token: m.token, body: good, type: 'application/json' }));
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(last!.body.error_code).toBe('RATE_LIMITED');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(last!.headers.get('ratelimit-policy')).toBe('3;w=3');
    expect(last!.headers.get('ratelimit')).toMatch(/^limit=3, remaining=0, reset=\d+$/);
    // Another client is not affected.
    const other = await merchantFixture(['orders:manage']);
    const ok = await run(
      req({ token: other.token, merchant: other.merchantId, body: good, type: 'application/json' }),
    );
    expect(ok.status).toBe(200);
  });
});

describe('bodies nested too deeply (found by fault scenario 6)', () => {
  it('answers 400 VALIDATION_ERROR, not 500, for JSON nested 10,000 deep beside a U+0000, and stores nothing', async () => {
    const m = await merchantFixture();
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    for (const path of ['/v1/webhook-endpoints', '/v1/products/split', '/v1/orders']) {
      const res = await call('POST', path, {
        token: m.token,
        merchant: m.merchantId,
        headers: { 'content-type': 'application/json', 'idempotency-key': `deep-${path.length}` },
        rawBody: `{"a":"x\\u0000y","b":${deep}}`,
      });
      expect(res.status, path).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(res.body.validation_errors[0].message).toMatch(/nested deeper than 64/);
    }
    const listed = await m.api('GET', '/v1/webhook-endpoints');
    expect(listed.body.webhook_endpoints).toEqual([]);
  });

  it('still takes JSON nested 64 deep (within the limit) to validation', async () => {
    const m = await merchantFixture();
    const nested = '{"x":'.repeat(63) + '1' + '}'.repeat(63);
    const res = await call('POST', '/v1/webhook-endpoints', {
      token: m.token,
      merchant: m.merchantId,
      headers: { 'content-type': 'application/json' },
      rawBody: nested,
    });
    expect(res.status).toBe(400);
    expect(res.body.validation_errors.map((e: { message: string }) => e.message).join(' ')).not.toMatch(
      /nested deeper/,
    );
  });
});
