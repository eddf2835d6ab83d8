import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { createApiClient } from '@/server/api-clients/manage-api-clients';
import { createMerchant } from '@/server/merchants/merchants';
import { uniq } from '../support/fixtures';
import { DELAYED_CLIENTS_PER_DELAY } from '@/server/auth/attempt-throttle';
import { dispatch } from '../support/dispatch';

process.env.TOKEN_ATTEMPTS_PER_15_MIN = '4';
process.env.TOKEN_ATTEMPTS_PER_ADDRESS_15_MIN = '12';

function tokenRequest(form: Record<string, string>, address: string) {
  return dispatch(
    new Request('http://localhost/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: new URLSearchParams({ grant_type: 'client_credentials', ...form }).toString(),
    }),
  );
}
const address = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;

describe('POST /oauth/token attempts (limited before the secret is hashed)', () => {
  it('admits exactly 4 + 5 of a parallel burst of wrong secrets for one client id from 30 addresses (5 clients per delay); the rest are 429 with Retry-After', async () => {
    const db = await getDb();
    const m = await createMerchant(db, { name: uniq('M') });
    const c = await createApiClient(db, m.id, { name: 'c', scopes: ['orders:read'] as any });
    const from = Array.from({ length: 30 }, address);
    const res = await Promise.all(
      from.map((a) => tokenRequest({ client_id: c.client_id, client_secret: 'wrong' }, a)),
    );
    const statuses = res.map((r) => r.status);
    // 4 free attempts, then one turn per client and delay, for at most DELAYED_CLIENTS_PER_DELAY clients.
    expect(statuses.filter((s) => s === 401)).toHaveLength(4 + DELAYED_CLIENTS_PER_DELAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(26 - DELAYED_CLIENTS_PER_DELAY);
    const limited = res.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toMatchObject({ error: 'rate_limited', error_code: 'RATE_LIMITED' });
  });

  it('admits exactly 12 attempts from one address spread over many client ids', async () => {
    const from = address() + '0'.repeat(0);
    const one = `2001:db8::${Math.floor(Math.random() * 65535).toString(16)}`;
    const res = await Promise.all(
      Array.from({ length: 20 }, () =>
        tokenRequest({ client_id: uniq('nobody'), client_secret: 'guess' }, one),
      ),
    );
    const statuses = res.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(12);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    expect((await tokenRequest({ client_id: uniq('nobody'), client_secret: 'guess' }, from)).status).toBe(
      401,
    );
  });
});
