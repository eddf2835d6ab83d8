import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { OIDC_PROVIDER_ID, portalUserForOidc } from '@/server/auth/oidc';
import { getAuthOptions, portalProviders } from '@/server/auth/portal-auth';
import { createMerchant } from '@/server/merchants/merchants';
import { createUser } from '@/server/users/create-user';
import { uniq } from '../support/fixtures';

/** 06: "An OpenID Connect provider can be added by configuration". What can be checked without an identity provider. */
const OIDC_ENV = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME'] as const;

function setOidcEnv(values: Partial<Record<(typeof OIDC_ENV)[number], string>>) {
  for (const k of OIDC_ENV) delete process.env[k];
  Object.assign(process.env, values);
}

describe('the OIDC provider, by configuration', () => {
  afterEach(() => setOidcEnv({}));

  it('is absent unless issuer, client id and client secret are all set', () => {
    setOidcEnv({});
    expect(portalProviders().map((p) => p.id)).toEqual(['credentials']);
    setOidcEnv({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'portal' });
    expect(portalProviders().map((p) => p.id)).toEqual(['credentials']);
  });

  it('is offered beside the credentials when set, discovered through the issuer’s well-known document', () => {
    setOidcEnv({
      OIDC_ISSUER: 'https://id.example.com/realms/ops/',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    const providers = portalProviders();
    expect(providers.map((p) => p.id)).toEqual(['credentials', OIDC_PROVIDER_ID]);
    expect(providers[1]).toMatchObject({
      type: 'oauth',
      name: 'single sign-on',
      wellKnown: 'https://id.example.com/realms/ops/.well-known/openid-configuration',
      clientId: 'portal',
      clientSecret: 's3cret',
      idToken: true,
    });
    setOidcEnv({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_NAME: 'Acme ID',
    });
    expect(portalProviders()[1]).toMatchObject({ name: 'Acme ID' });
  });
});

describe('an OIDC identity maps to a portal user by verified e-mail', () => {
  async function user() {
    const db = await getDb();
    const m = await createMerchant(db, { name: uniq('M') });
    const email = `${uniq('sso')}@example.com`;
    const created = await createUser(db, m.id, {
      email,
      password: 'correct horse battery',
      role: 'merchant_admin',
    });
    return { db, email, id: created.id, merchantId: m.id };
  }

  it('signs in a known, active user (e-mail in any case) as that user', async () => {
    const u = await user();
    expect(await portalUserForOidc(u.db, { email: u.email.toUpperCase(), email_verified: true })).toEqual({
      ok: true,
      user: { id: u.id, email: u.email, name: null, role: 'merchant_admin', merchantId: u.merchantId },
    });
    expect(await portalUserForOidc(u.db, { email: u.email, email_verified: 'true' })).toMatchObject({
      ok: true,
    });
  });

  it('refuses an unknown address and creates no user', async () => {
    const db = await getDb();
    const email = `${uniq('nobody')}@example.com`;
    expect(await portalUserForOidc(db, { email, email_verified: true })).toEqual({
      ok: false,
      refusal: 'SsoNoPortalUser',
    });
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a disabled user like an unknown one', async () => {
    const u = await user();
    await u.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, u.id));
    expect(await portalUserForOidc(u.db, { email: u.email, email_verified: true })).toEqual({
      ok: false,
      refusal: 'SsoNoPortalUser',
    });
  });

  it('refuses an address the provider did not verify, or none at all', async () => {
    const u = await user();
    for (const claims of [
      { email: u.email },
      { email: u.email, email_verified: false },
      { email_verified: true },
    ])
      expect(await portalUserForOidc(u.db, claims)).toEqual({ ok: false, refusal: 'SsoEmailUnverified' });
  });

  it('the provider hands the portal user to the session, and a refusal back to the sign-in page', async () => {
    const u = await user();
    setOidcEnv({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    const provider = portalProviders()[1] as any;
    const known = await provider.profile({ sub: 'idp-1', email: u.email, email_verified: true }, {});
    expect(known).toMatchObject({ id: u.id, role: 'merchant_admin', merchantId: u.merchantId });
    const unknown = await provider.profile(
      { sub: 'idp-2', email: `${uniq('nobody')}@example.com`, email_verified: true },
      {},
    );
    expect(unknown).toEqual({ id: 'oidc:idp-2', refusal: 'SsoNoPortalUser' });

    const { callbacks } = await getAuthOptions();
    const signIn = (user: unknown) =>
      callbacks!.signIn!({ user, account: { provider: OIDC_PROVIDER_ID } } as any);
    expect(await signIn(known)).toBe(true);
    expect(await signIn(unknown)).toMatch(/\/signin\?error=SsoNoPortalUser$/);
  });
});
