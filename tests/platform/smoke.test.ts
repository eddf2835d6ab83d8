import { describe, expect, it } from 'vitest';
import { call, merchantFixture, operatorFixture } from '../support/fixtures';

describe('smoke', () => {
  it('creates a merchant through the operator API', async () => {
    const op = await operatorFixture();
    const res = await op.api('POST', '/ops/v1/merchants', { body: { merchant: { name: 'Acme' } } });
    expect(res.status).toBe(201);
    expect(res.body.merchant.id).toMatch(/^[0-9a-f]{24}$/);
    const m = await merchantFixture();
    const r2 = await call('GET', '/v1/nope', { token: m.token });
    expect(r2.status).toBe(404);
    expect(r2.body.error_code).toBe('NOT_FOUND');
  });
});
