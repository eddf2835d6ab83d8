import type { NextAuthOptions } from 'next-auth';
import type { Provider } from 'next-auth/providers/index';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/db/client';
import { config } from '@/server/core/config';
import { getSecret } from '@/server/core/secrets';
import { clearLoginFailures, isLoginBlocked, recordLoginFailure } from '@/server/core/rate-limit';
import { log } from '@/server/core/logger';
import { OIDC_PROVIDER_ID, oidcProvider, type OidcSignIn } from './oidc';
import { findUserByEmail, toSessionUser } from '@/server/users/find-user';
import type { SessionUser } from '@/server/users/session-user';
import { verifySecret } from './passwords';

export type { SessionUser };

/** Verifies e-mail and password (slow hash); sign-in attempts are rate limited per e-mail address. */
export async function verifyCredentials(email: string, password: string): Promise<SessionUser | null> {
  const normalized = email.trim().toLowerCase();
  if (!normalized || !password) return null;
  const key = `login:${normalized}`;
  if (await isLoginBlocked(key)) {
    log.warn('sign-in rate limited', { email_domain: normalized.split('@')[1] ?? null });
    return null;
  }
  const user = await findUserByEmail(await getDb(), normalized);
  if (!user || user.disabledAt || !(await verifySecret(password, user.passwordHash))) {
    await recordLoginFailure(key);
    return null;
  }
  await clearLoginFailures(key);
  return toSessionUser(user);
}

/** E-mail and password always; the OpenID Connect provider beside it when OIDC_* configure one (06). */
export function portalProviders(): Provider[] {
  const oidc = config.oidc;
  return [
    CredentialsProvider({
      name: 'E-mail and password',
      credentials: {
        email: { label: 'E-mail', type: 'email' },
        password: { label: 'Password', type: 'password' },
      },
      async authorize(credentials) {
        const user = await verifyCredentials(credentials?.email ?? '', credentials?.password ?? '');
        return user ? { ...user } : null;
      },
    }),
    ...(oidc ? [oidcProvider(oidc)] : []),
  ];
}

let cached: Promise<NextAuthOptions> | null = null;

export function getAuthOptions(): Promise<NextAuthOptions> {
  // next-auth builds its redirects from NEXTAUTH_URL and falls back to http://localhost:3000 when it is unset,
  // which sends a server on another port (tests, parallel dev servers) to the wrong place after sign-in.
  process.env.NEXTAUTH_URL ??= config.publicUrl;
  cached ??= (async (): Promise<NextAuthOptions> => ({
    secret: await getSecret('session'),
    session: { strategy: 'jwt' as const, maxAge: 12 * 60 * 60 },
    // Errors (a refused or failed single sign-on) land on the sign-in page, which words them.
    pages: { signIn: '/signin', error: '/signin' },
    providers: portalProviders(),
    callbacks: {
      async signIn({ user, account }) {
        // The OIDC provider's profile() mapped the identity to a portal user, or says why it could not.
        const refusal = account?.provider === OIDC_PROVIDER_ID ? (user as OidcSignIn).refusal : undefined;
        if (!refusal) return true;
        log.warn('single sign-on refused', { reason: refusal });
        return `${config.publicUrl}/signin?error=${refusal}`;
      },
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as SessionUser;
          token.uid = u.id;
          token.role = u.role;
          token.merchantId = u.merchantId;
          token.email = u.email;
          token.name = u.name;
        }
        return token;
      },
      async session({ session, token }) {
        const user: SessionUser = {
          id: String(token.uid),
          email: String(token.email),
          name: (token.name as string | null) ?? null,
          role: token.role as SessionUser['role'],
          merchantId: (token.merchantId as string | null) ?? null,
        };
        (session as any).user = user;
        return session;
      },
    },
  }))().catch((err) => {
    cached = null;
    throw err;
  });
  return cached!;
}
