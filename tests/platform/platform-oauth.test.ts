import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { createApiClient } from '@/server/api-clients/manage-api-clients';
import { setClockForTests } from '@/server/core/clock';
import { createMerchant } from '@/server/merchants/merchants';
import { call, operatorFixture, uniq } from '../support/fixtures';
import { dispatch } from '../support/dispatch';

async function clientWith(scopes: string[]) {
  const db = await getDb();
  const m = await createMerchant(db, { name: uniq('M') });
  const c = await createApiClient(db, m.id, { name: 'c', scopes: scopes as any });
  return { merchantId: m.id, clientId: c.client_id, secret: c.client_secret };
}

function tokenRequest(form: Record<string, string>, headers: Record<string, string> = {}) {
  return dispatch(
    new Request('http://localhost/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    }),
  );
}

afterEach(() => setClockForTests(null));

describe('POST /oauth/token (04 A4, E7)', () => {
  it('issues a Bearer JWT with every allowed scope when none is asked for', async () => {
    const c = await clientWith(['orders:read', 'orders:manage']);
    const res = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: c.clientId,
      client_secret: c.secret,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(900);
    expect(body.access_token.split('.')).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(claims.sub).toBe(c.clientId);
    expect(claims.mid).toBe(c.merchantId);
    expect(claims.scope.split(' ').sort()).toEqual(['orders:manage', 'orders:read']);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts HTTP Basic client authentication and narrows to the asked scope', async () => {
    const c = await clientWith(['orders:read', 'orders:manage']);
    const basic = Buffer.from(`${c.clientId}:${c.secret}`).toString('base64');
    const res = await tokenRequest(
      { grant_type: 'client_credentials', scope: 'orders:read' },
      { authorization: `Basic ${basic}` },
    );
    expect(res.status).toBe(200);
    expect((await res.json()).scope).toBe('orders:read');
  });

  it('answers invalid_scope (400, RFC 6749 shape plus message and error_code) for a scope the client lacks', async () => {
    const c = await clientWith(['orders:read']);
    const res = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: c.clientId,
      client_secret: c.secret,
      scope: 'orders:manage',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'invalid_scope', error_code: 'INVALID_SCOPE' });
    expect(typeof body.error_description).toBe('string');
    expect(typeof body.message).toBe('string');
  });

  it('answers invalid_client (401) for a wrong secret, an unknown client and a revoked client', async () => {
    const c = await clientWith(['orders:read']);
    const wrong = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: c.clientId,
      client_secret: 'nope',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client', error_code: 'INVALID_CLIENT' });
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic/);
    const unknown = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: 'cl_missing',
      client_secret: 'x',
    });
    expect(unknown.status).toBe(401);
    // An id holding U+0000 (no stored id can): an unknown client, not a 500
    const nul = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: 'a\u0000b',
      client_secret: 'x',
    });
    expect(nul.status).toBe(401);
    expect(await nul.json()).toMatchObject({ error: 'invalid_client' });
    const op = await operatorFixture();
    const del = await op.api('DELETE', `/ops/v1/merchants/${c.merchantId}/api-clients/${c.clientId}`);
    expect(del.status).toBe(204);
    const revoked = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: c.clientId,
      client_secret: c.secret,
    });
    expect(revoked.status).toBe(401);
    // Basic credentials that are not form-urlencoded text: a failed client authentication, not a 500
    const garbled = await tokenRequest(
      { grant_type: 'client_credentials' },
      { authorization: `Basic ${Buffer.from('id%zz:secret').toString('base64')}` },
    );
    expect(garbled.status).toBe(401);
    expect(await garbled.json()).toMatchObject({ error: 'invalid_client', error_code: 'INVALID_CLIENT' });
  });

  it('answers a token request body over 64 KB with 413 in the RFC 6749 shape (04 E7)', async () => {
    const res = await tokenRequest({ grant_type: 'client_credentials', padding: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'invalid_request', error_code: 'INVALID_REQUEST' });
  });

  it('answers 429 over the limit in the RFC 6749 shape, error_code the upper-cased error (04 A6, E7)', async () => {
    process.env.RATE_LIMIT_PER_SECOND = '1';
    process.env.RATE_LIMIT_BURST = '2';
    try {
      const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 3; i++) {
        last = await tokenRequest({ grant_type: 'client_credentials' }, { 'x-forwarded-for': address });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([401, 401, 429]);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      const body = await last!.json();
      expect(body).toMatchObject({ error: 'rate_limited', error_code: 'RATE_LIMITED' });
      expect(body.error_description).toBeTruthy();
    } finally {
      process.env.RATE_LIMIT_PER_SECOND = '100000';
      process.env.RATE_LIMIT_BURST = '200000';
    }
  });

  it('answers unsupported_grant_type, invalid_request for a missing grant and for a non-form body', async () => {
    const c = await clientWith(['orders:read']);
    const pw = await tokenRequest({ grant_type: 'password', client_id: c.clientId, client_secret: c.secret });
    expect(pw.status).toBe(400);
    expect((await pw.json()).error).toBe('unsupported_grant_type');
    const none = await tokenRequest({ client_id: c.clientId, client_secret: c.secret });
    expect((await none.json()).error).toBe('invalid_request');
    const jsonBody = await dispatch(
      new Request('http://localhost/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials' }),
      }),
    );
    expect(jsonBody.status).toBe(400);
    expect((await jsonBody.json()).error).toBe('invalid_request');
  });
});

describe('bearer tokens on API calls (04 A4)', () => {
  it('refuses garbage, expired and revoked-client tokens with 401 INVALID_TOKEN and WWW-Authenticate', async () => {
    const op = await operatorFixture(['ops:admin']);
    const garbage = await call('GET', '/ops/v1/merchants', { token: 'not.a.jwt' });
    expect(garbage.status).toBe(401);
    expect(garbage.body.error_code).toBe('INVALID_TOKEN');
    expect(garbage.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const missing = await call('GET', '/ops/v1/merchants');
    expect(missing.status).toBe(401);

    // A token signed with another key is refused too.
    const forged =
      op.token.slice(0, op.token.lastIndexOf('.') + 1) + Buffer.from('x'.repeat(32)).toString('base64url');
    expect((await call('GET', '/ops/v1/merchants', { token: forged })).status).toBe(401);

    setClockForTests(new Date(Date.now() + 16 * 60_000));
    const expired = await op.api('GET', '/ops/v1/merchants');
    expect(expired.status).toBe(401);
    expect(expired.body.error_code).toBe('INVALID_TOKEN');
  });

  it('stops a revoked client’s tokens at once', async () => {
    const op = await operatorFixture(['ops:admin']);
    const c = await clientWith(['orders:read']);
    const tok = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: c.clientId,
      client_secret: c.secret,
    });
    const token = (await tok.json()).access_token;
    // Any merchant route would do; the unknown-route handler does not authenticate, so use the openapi-listed admin route
    // with an operator client, and the merchant client against a merchant route once it answers 403/404 instead of 401.
    const before = await call('GET', '/ops/v1/merchants', { token });
    expect(before.status).toBe(403);
    expect(
      (await op.api('DELETE', `/ops/v1/merchants/${c.merchantId}/api-clients/${c.clientId}`)).status,
    ).toBe(204);
    const after = await call('GET', '/ops/v1/merchants', { token });
    expect(after.status).toBe(401);
    expect(after.body.error_code).toBe('INVALID_TOKEN');
  });
});
