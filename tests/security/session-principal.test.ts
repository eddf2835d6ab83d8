import { eq, sql } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { sessionPrincipal } from '@/server/auth/session-principal';
import { getSecret } from '@/server/core/secrets';
import { createMerchant } from '@/server/merchants/merchants';
import { createUser } from '@/server/users/create-user';
import { call, uniq } from '../support/fixtures';
import { currentSessionVersion, endSession } from '@/server/users/user-sessions';

const ACTOR = (id: string) => ({ type: 'user' as const, id, label: id });

/** The session-authenticated legacy endpoint (04 D5) reads the user from the database, not from the cookie alone. */
const PATH = '/2015-01-01/products/product_split';

async function signedIn(role: 'merchant_staff' | 'merchant_admin') {
  const db = await getDb();
  const merchant = await createMerchant(db, { name: uniq('M') });
  const user = await createUser(db, merchant.id, {
    email: `${uniq('u')}@example.com`,
    password: 'correct horse battery',
    role,
  });
  // What the cookie says when it was issued; the tests then change the user behind it.
  const token = await encode({
    token: { uid: user.id, email: user.email, role, merchantId: merchant.id, name: null },
    secret: await getSecret('session'),
  });
  const cookie = `next-auth.session-token=${token}`;
  const principal = () => sessionPrincipal(new Request('http://localhost/x', { headers: { cookie } }));
  return { db, user, merchantId: merchant.id, cookie, principal };
}

describe('session principal of the legacy endpoint', () => {
  it('takes role and merchant from the database: a changed role takes effect at once', async () => {
    const s = await signedIn('merchant_admin');
    expect(await s.principal()).toMatchObject({
      kind: 'user',
      id: s.user.id,
      role: 'merchant_admin',
      merchantId: s.merchantId,
      scopes: expect.arrayContaining(['webhooks:manage']),
    });
    await s.db.update(users).set({ role: 'merchant_staff' }).where(eq(users.id, s.user.id));
    const after = await s.principal();
    expect(after).toMatchObject({ role: 'merchant_staff', merchantId: s.merchantId });
    expect(after!.scopes).not.toContain('webhooks:manage');

    const other = await createMerchant(s.db, { name: uniq('M') });
    await s.db.update(users).set({ merchantId: other.id }).where(eq(users.id, s.user.id));
    expect(await s.principal()).toMatchObject({ merchantId: other.id });
  });

  it('a disabled or deleted user has no principal, and the endpoint answers 401', async () => {
    const s = await signedIn('merchant_staff');
    expect(await s.principal()).not.toBeNull();
    await s.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, s.user.id));
    expect(await s.principal()).toBeNull();
    const res = await call('POST', PATH, {
      body: { source_product: { merchants_id: 'X' }, target_product: { merchants_id: 'Y' } },
      headers: { cookie: s.cookie },
    });
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe('INVALID_TOKEN');

    await s.db.delete(users).where(eq(users.id, s.user.id));
    expect(await s.principal()).toBeNull();
  });
});

describe("next-auth's /api/auth/session", () => {
  it('answers {} for an ended session, a moved-on session version and a deactivated user, and clears the cookie', async () => {
    const cases: [string, (s: Awaited<ReturnType<typeof signedIn>>, sid: string) => Promise<unknown>][] = [
      ['signed out', (s, sid) => endSession(s.db, { userId: s.user.id, sessionId: sid }, ACTOR(s.user.id))],
      [
        'signed out everywhere',
        (s) =>
          s.db
            .update(users)
            .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
            .where(eq(users.id, s.user.id)),
      ],
      [
        'deactivated',
        (s) => s.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, s.user.id)),
      ],
    ];
    for (const [event, end] of cases) {
      const s = await signedIn('merchant_admin');
      const sid = uniq('sid');
      const token = await encode({
        token: {
          uid: s.user.id,
          email: s.user.email,
          role: 'merchant_admin',
          merchantId: s.merchantId,
          sv: await currentSessionVersion(s.db, s.user.id),
          sid,
        },
        secret: await getSecret('session'),
      });
      const cookie = `next-auth.session-token=${token}`;
      expect(
        await sessionPrincipal(new Request('http://localhost/x', { headers: { cookie } })),
        event,
      ).not.toBeNull();
      await end(s, sid);
      const res = await call('GET', '/api/auth/session', { headers: { cookie } });
      expect(res.status, event).toBe(200);
      expect(res.body, event).toEqual({});
      expect(res.text, event).not.toContain(s.user.email);
      expect(res.headers.getSetCookie().join('\n'), event).toMatch(/next-auth\.session-token=;.*Max-Age=0/);
    }
  });
});
