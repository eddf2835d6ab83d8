import { and, eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { activityLog, users } from '@/db/schema';
import { getAuthOptions, verifyCredentials } from '@/server/auth/portal-auth';
import { sessionPrincipal } from '@/server/auth/session-principal';
import { getSecret } from '@/server/core/secrets';
import { createMerchant } from '@/server/merchants/merchants';
import { createUser } from '@/server/users/create-user';
import { ALL_USERS } from '@/server/users/user-scope';
import {
  changePassword,
  endAllSessions,
  passwordProblem,
  purgeEndedSessions,
  setUserActive,
} from '@/server/users/user-sessions';
import { uniq } from '../support/fixtures';

const PASSWORD = 'correct horse battery';

/** A session cookie as next-auth issues it at sign-in (its jwt callback), and a replay of it. */
async function signedIn(role: 'merchant_staff' | 'merchant_admin' = 'merchant_staff', merchantId?: string) {
  const db = await getDb();
  const mid = merchantId ?? (await createMerchant(db, { name: uniq('M') })).id;
  const email = `${uniq('u')}@example.com`;
  const user = await createUser(db, mid, { email, password: PASSWORD, role });
  const options = await getAuthOptions();
  const token = await options.callbacks!.jwt!({
    token: {},
    user: { id: user.id, email, role, merchantId: mid, name: null } as any,
    account: null,
  } as any);
  const cookie = `next-auth.session-token=${await encode({ token, secret: await getSecret('session') })}`;
  const replay = () => sessionPrincipal(new Request('http://localhost/x', { headers: { cookie } }));
  const actor = { type: 'user' as const, id: user.id, label: email };
  return { db, user, email, merchantId: mid, token, replay, actor, options };
}

async function actions(userId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'user'), eq(activityLog.entityId, userId)));
  return rows.map((r) => r.action);
}

describe('sessions that end (a copied session cookie stops working)', () => {
  it('sign-out: the cookie copied before it is refused afterwards; the other sessions of the same user go on', async () => {
    const s = await signedIn();
    const other = await s.options.callbacks!.jwt!({
      token: {},
      user: { id: s.user.id, email: s.email } as any,
      account: null,
    } as any);
    const otherCookie = `next-auth.session-token=${await encode({ token: other, secret: await getSecret('session') })}`;
    expect(await s.replay()).toMatchObject({ id: s.user.id });
    await s.options.events!.signOut!({ token: s.token, session: null as any } as any);
    expect(await s.replay()).toBeNull();
    expect(
      await sessionPrincipal(new Request('http://localhost/x', { headers: { cookie: otherCookie } })),
    ).toMatchObject({ id: s.user.id });
    expect(await actions(s.user.id)).toEqual(['signed_out']);
    // The ended session's row goes once its cookie would have expired anyway.
    expect(await purgeEndedSessions(s.db, new Date(Date.now() + 13 * 3600_000))).toBeGreaterThanOrEqual(1);
  });

  it('sign out everywhere ends every session of the user', async () => {
    const s = await signedIn();
    await endAllSessions(s.db, s.user.id, s.actor);
    expect(await s.replay()).toBeNull();
    expect(await actions(s.user.id)).toEqual(['signed_out_everywhere']);
  });

  it('a password change ends the sessions; the old password stops working, the new one signs in', async () => {
    const s = await signedIn();
    await expect(
      changePassword(s.db, s.user.id, { current: 'not it at all', next: 'a new long passphrase' }, s.actor),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await s.replay()).not.toBeNull();
    await changePassword(s.db, s.user.id, { current: PASSWORD, next: 'a new long passphrase' }, s.actor);
    expect(await s.replay()).toBeNull();
    expect(await verifyCredentials(s.email, PASSWORD, '192.0.2.77')).toBeNull();
    expect(await verifyCredentials(s.email, 'a new long passphrase', '192.0.2.77')).toMatchObject({
      id: s.user.id,
    });
    expect(await actions(s.user.id)).toEqual(['password_changed']);
  });

  it('deactivation ends the sessions; reactivation does not bring the old cookie back', async () => {
    const admin = await signedIn('merchant_admin');
    const s = await signedIn('merchant_staff', admin.merchantId);
    const scope = { kind: 'merchant' as const, merchantId: admin.merchantId };
    await setUserActive(s.db, scope, s.user.id, false, admin.actor);
    expect(await s.replay()).toBeNull();
    expect(await verifyCredentials(s.email, PASSWORD, '192.0.2.78')).toBeNull();
    await setUserActive(s.db, scope, s.user.id, true, admin.actor);
    expect(await s.replay()).toBeNull();
    expect(await verifyCredentials(s.email, PASSWORD, '192.0.2.78')).not.toBeNull();
    expect(await actions(s.user.id)).toEqual(['deactivated', 'reactivated']);
  });

  it('a role change made in the database ends the sessions issued under the old one when the version moves', async () => {
    const s = await signedIn();
    const [row] = await s.db.select().from(users).where(eq(users.id, s.user.id));
    await s.db
      .update(users)
      .set({ role: 'merchant_admin', sessionVersion: row!.sessionVersion + 1 })
      .where(eq(users.id, s.user.id));
    expect(await s.replay()).toBeNull();
  });
});

describe('deactivation follows the rules of user creation', () => {
  it("a merchant admin: another merchant's user or an operator user is USER_NOT_FOUND; never itself", async () => {
    const admin = await signedIn('merchant_admin');
    const other = await signedIn('merchant_staff');
    const scope = { kind: 'merchant' as const, merchantId: admin.merchantId };
    await expect(setUserActive(admin.db, scope, other.user.id, false, admin.actor)).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    const op = await createUser(admin.db, null, {
      email: `${uniq('op')}@example.com`,
      password: PASSWORD,
      role: 'operator_admin',
    });
    await expect(setUserActive(admin.db, scope, op.id, false, admin.actor)).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    await expect(setUserActive(admin.db, scope, 'nope', false, admin.actor)).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    await expect(setUserActive(admin.db, scope, admin.user.id, false, admin.actor)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(await other.replay()).not.toBeNull();
    // An operator admin manages everyone.
    await setUserActive(admin.db, ALL_USERS, other.user.id, false, { type: 'user', id: op.id, label: 'op' });
    expect(await other.replay()).toBeNull();
  });

  it('password rules: length, not the e-mail address, not trivial', () => {
    expect(passwordProblem('short', 'a@b.c')).toMatch(/10/);
    expect(passwordProblem('jane.doe@example.com', 'jane.doe@example.com')).toMatch(/e-mail/);
    expect(passwordProblem('jane.doe-2026!', 'jane.doe@example.com')).toMatch(/e-mail/);
    expect(passwordProblem('aaaaaaaaaaaa', 'a@b.c')).toMatch(/different/);
    expect(passwordProblem('password123', 'a@b.c')).toMatch(/common/);
    expect(passwordProblem('a new long passphrase', 'a@b.c')).toBeNull();
  });
});
