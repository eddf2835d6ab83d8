import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { signAccessToken } from '@/server/auth/tokens';
import { MERCHANT_SCOPES } from '@/server/core/scopes';
import { setClockForTests } from '@/server/core/clock';
import { listDeprecatedCalls } from '@/server/platform/list-deprecated-calls';
import { merchantFixture, type MerchantFixture } from '../support/fixtures';

afterEach(() => setClockForTests(null));

/** Calls the deprecated alias at a moment of the test clock (tokens are issued on that clock too). */
async function callDeprecatedAt(m: MerchantFixture, iso: string) {
  setClockForTests(iso);
  const { token } = await signAccessToken({
    clientId: m.clientId,
    merchantId: m.merchantId,
    scopes: [...MERCHANT_SCOPES],
  });
  const res = await m.api('GET', '/v1/orders/waiting_products', { token });
  expect(res.status).toBe(200);
  expect(res.headers.get('deprecation')).toBe('@1779235200');
}

describe('API health report (deprecated calls, last 30 days)', () => {
  it('sums the calls per route and client, with the last call and the sunset from the registry', async () => {
    const m = await merchantFixture();
    await callDeprecatedAt(m, '2026-11-01T10:00:00Z');
    await callDeprecatedAt(m, '2026-11-10T09:00:00Z');
    await callDeprecatedAt(m, '2026-11-10T11:30:00Z');
    const rows = await listDeprecatedCalls(await getDb(), m.merchantId, new Date('2026-11-20T00:00:00Z'));
    expect(rows).toEqual([
      {
        method: 'GET',
        route: '/v1/orders/waiting_products',
        clientId: m.clientId,
        clientLabel: 'test client',
        count: 3,
        lastCalledAt: new Date('2026-11-10T11:30:00Z'),
        deprecatedAt: '2026-05-20',
        sunset: '2027-04-17',
        replacementPath: '/v1/orders/waiting-products',
        phase: 'deprecated',
      },
    ]);
  });

  it('leaves out days older than 30 days and other merchants', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    await callDeprecatedAt(m, '2026-10-01T10:00:00Z');
    await callDeprecatedAt(m, '2026-10-31T10:00:00Z');
    await callDeprecatedAt(other, '2026-10-31T12:00:00Z');
    const rows = await listDeprecatedCalls(await getDb(), m.merchantId, new Date('2026-11-29T08:00:00Z'));
    expect(rows.map((r) => [r.count, r.lastCalledAt.toISOString()])).toEqual([
      [1, '2026-10-31T10:00:00.000Z'],
    ]);
    expect(await listDeprecatedCalls(await getDb(), m.merchantId, new Date('2026-11-30T08:00:00Z'))).toEqual(
      [],
    );
  });

  it('is empty for a merchant whose clients call only current endpoints', async () => {
    const m = await merchantFixture();
    expect((await m.api('GET', '/v1/orders/waiting-products')).status).toBe(200);
    expect(await listDeprecatedCalls(await getDb(), m.merchantId)).toEqual([]);
  });
});
