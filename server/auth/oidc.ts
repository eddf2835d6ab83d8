import type { OAuthConfig } from 'next-auth/providers/oauth';
import type { DbOrTx } from '@/db/client';
import { getDb } from '@/db/client';
import { config } from '@/server/core/config';
import { findUserByEmail, toSessionUser } from '@/server/users/find-user';
import type { SessionUser } from '@/server/users/session-user';

export const OIDC_PROVIDER_ID = 'oidc';

/** The claims of an OpenID Connect ID token that sign-in reads. */
export interface OidcClaims {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

/** Why an OIDC identity may not sign in: the code the sign-in page turns into words. */
export type OidcRefusal = 'SsoEmailUnverified' | 'SsoNoPortalUser';

/**
 * An OIDC identity signs in as the existing, active portal user with its verified e-mail address (06: "an OpenID
 * Connect provider can be added by configuration"). Sign-in never creates users: unknown and disabled addresses
 * are refused alike, so the answer does not tell which addresses have (disabled) accounts.
 */
export async function portalUserForOidc(
  db: DbOrTx,
  claims: Pick<OidcClaims, 'email' | 'email_verified'>,
): Promise<{ ok: true; user: SessionUser } | { ok: false; refusal: OidcRefusal }> {
  const email = claims.email?.trim().toLowerCase();
  // Some providers send the claim as a string.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!email || !verified) return { ok: false, refusal: 'SsoEmailUnverified' };
  const row = await findUserByEmail(db, email);
  if (!row || row.disabledAt) return { ok: false, refusal: 'SsoNoPortalUser' };
  return { ok: true, user: toSessionUser(row) };
}

/** What the provider's profile() hands to the signIn and jwt callbacks: the portal user, or why there is none. */
export type OidcSignIn = (SessionUser & { refusal?: undefined }) | { id: string; refusal: OidcRefusal };

/**
 * next-auth v4's provider for any OpenID Connect issuer (its built-in ones, e.g. Keycloak, are this shape):
 * discovery through the issuer's well-known document, PKCE and state, the user read from the ID token.
 */
export function oidcProvider(settings: NonNullable<typeof config.oidc>): OAuthConfig<OidcClaims> {
  return {
    id: OIDC_PROVIDER_ID,
    name: settings.name,
    type: 'oauth',
    wellKnown: `${settings.issuer}/.well-known/openid-configuration`,
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    authorization: { params: { scope: 'openid email profile' } },
    checks: ['pkce', 'state'],
    idToken: true,
    async profile(claims) {
      const found = await portalUserForOidc(await getDb(), claims);
      const result: OidcSignIn = found.ok ? found.user : { id: `oidc:${claims.sub}`, refusal: found.refusal };
      return result;
    },
  };
}
