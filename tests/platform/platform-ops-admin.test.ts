import { describe, expect, it, vi } from 'vitest';
import { dispatch } from '../support/dispatch';
import { call, merchantFixture, operatorFixture, uniq } from '../support/fixtures';

describe('operator administration (05 §2)', () => {
  it('creates and lists merchants; validates the body', async () => {
    const op = await operatorFixture(['ops:admin']);
    const created = await op.api('POST', '/ops/v1/merchants', { body: { merchant: { name: 'Birch & Co' } } });
    expect(created.status).toBe(201);
    expect(created.body.merchant).toMatchObject({ name: 'Birch & Co' });
    expect(created.body.merchant.created_at).toMatch(/Z$/);
    const list = await op.api('GET', '/ops/v1/merchants?limit=500');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    expect(list.body.merchants.some((m: any) => m.id === created.body.merchant.id)).toBe(true);
    const bad = await op.api('POST', '/ops/v1/merchants', { body: { merchant: { name: '' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.validation_errors[0].path).toBe('merchant.name');
    const badLimit = await op.api('GET', '/ops/v1/merchants?limit=0');
    expect(badLimit.status).toBe(400);
  });

  it('creates an API client whose secret is shown once and works at /oauth/token; revoking stops it', async () => {
    const op = await operatorFixture(['ops:admin']);
    const m = (await op.api('POST', '/ops/v1/merchants', { body: { merchant: { name: uniq('M') } } })).body
      .merchant;
    const created = await op.api('POST', `/ops/v1/merchants/${m.id}/api-clients`, {
      body: { api_client: { name: 'Shop', scopes: ['orders:read', 'orders:manage'] } },
    });
    expect(created.status).toBe(201);
    const { client_id, client_secret } = created.body.api_client;
    expect(client_secret).toBeTruthy();
    const listed = await op.api('GET', `/ops/v1/merchants/${m.id}/api-clients`);
    expect(JSON.stringify(listed.body)).not.toContain(client_secret);
    const token = await dispatch(
      new Request('http://localhost/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id, client_secret }).toString(),
      }),
    );
    expect(token.status).toBe(200);
    expect((await op.api('DELETE', `/ops/v1/merchants/${m.id}/api-clients/${client_id}`)).status).toBe(204);
    const again = await op.api('DELETE', `/ops/v1/merchants/${m.id}/api-clients/${client_id}`);
    expect(again.status).toBe(404);
    expect(again.body.error_code).toBe('API_CLIENT_NOT_FOUND');
  });

  it('refuses operator scopes for merchant clients and unknown merchants', async () => {
    const op = await operatorFixture(['ops:admin']);
    const m = await merchantFixture();
    const bad = await op.api('POST', `/ops/v1/merchants/${m.merchantId}/api-clients`, {
      body: { api_client: { name: 'x', scopes: ['ops:admin'] } },
    });
    expect(bad.status).toBe(400);
    const unknown = await op.api('POST', '/ops/v1/merchants/ffffffffffffffffffffffff/api-clients', {
      body: { api_client: { name: 'x', scopes: ['orders:read'] } },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe('MERCHANT_NOT_FOUND');
    const notHex = await op.api('POST', '/ops/v1/merchants/nothex/api-clients', {
      body: { api_client: { name: 'x', scopes: ['orders:read'] } },
    });
    expect(notHex.status).toBe(404);
  });

  it('creates merchant and operator users with the right roles; e-mails are unique', async () => {
    const op = await operatorFixture(['ops:admin']);
    const m = await merchantFixture();
    const email = `${uniq('u')}@example.com`;
    const u = await op.api('POST', `/ops/v1/merchants/${m.merchantId}/users`, {
      body: { user: { email, password: 'long enough password', role: 'merchant_staff' } },
    });
    expect(u.status).toBe(201);
    expect(u.body.user).toMatchObject({ email, role: 'merchant_staff' });
    expect(JSON.stringify(u.body)).not.toContain('long enough password');
    // Every field of the answer is in the published User schema (name was once missing from it).
    const doc = (await call('GET', '/v1/openapi.json')).body;
    expect(Object.keys(doc.components.schemas.User.properties)).toEqual(
      expect.arrayContaining(Object.keys(u.body.user)),
    );
    const dup = await op.api('POST', '/ops/v1/users', {
      body: { user: { email: email.toUpperCase(), password: 'another password', role: 'warehouse_staff' } },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error_code).toBe('USER_EMAIL_TAKEN');
    const wrongRole = await op.api('POST', '/ops/v1/users', {
      body: {
        user: { email: `${uniq('u')}@example.com`, password: 'long enough password', role: 'merchant_admin' },
      },
    });
    expect(wrongRole.status).toBe(400);
    const shortPw = await op.api('POST', '/ops/v1/users', {
      body: { user: { email: `${uniq('u')}@example.com`, password: 'short', role: 'warehouse_staff' } },
    });
    expect(shortPw.status).toBe(400);
  });

  it('is closed to merchant clients and to operator clients without ops:admin', async () => {
    const m = await merchantFixture();
    const res = await call('GET', '/ops/v1/merchants', { token: m.token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      error_code: 'INSUFFICIENT_SCOPE',
      details: { required_scope: 'ops:admin' },
    });
    const wh = await operatorFixture(['warehouse:operate']);
    expect((await wh.api('POST', '/ops/v1/merchants', { body: { merchant: { name: 'x' } } })).status).toBe(
      403,
    );
  });
});

describe('secrets in logs', () => {
  it('never writes client secrets, passwords or tokens to the log', async () => {
    const prev = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    const lines: string[] = [];
    const out = vi
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: any) => (lines.push(String(chunk)), true));
    const err = vi
      .spyOn(process.stderr, 'write')
      .mockImplementation((chunk: any) => (lines.push(String(chunk)), true));
    try {
      const op = await operatorFixture(['ops:admin']);
      const m = await merchantFixture();
      const created = await op.api('POST', `/ops/v1/merchants/${m.merchantId}/api-clients`, {
        body: { api_client: { name: 'x', scopes: ['orders:read'] } },
      });
      const { client_id, client_secret } = created.body.api_client;
      const tok = await dispatch(
        new Request('http://localhost/oauth/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'client_credentials',
            client_id,
            client_secret,
          }).toString(),
        }),
      );
      const { access_token } = await tok.json();
      await call('GET', '/ops/v1/merchants', { token: access_token });
      await op.api('POST', '/ops/v1/users', {
        body: {
          user: { email: `${uniq('u')}@example.com`, password: 'sup3r secret pw', role: 'warehouse_staff' },
        },
      });
      const all = lines.join('');
      expect(all).toContain('"msg":"request"');
      expect(all).not.toContain(client_secret);
      expect(all).not.toContain(access_token);
      expect(all).not.toContain('sup3r secret pw');
    } finally {
      out.mockRestore();
      err.mockRestore();
      process.env.LOG_LEVEL = prev;
    }
  });
});
