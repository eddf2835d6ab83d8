import type { NextAuthOptions } from 'next-auth';
import type { Provider } from 'next-auth/providers/index';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/db/client';
import { config } from '@/server/core/config';
import { getSecret } from '@/server/core/secrets';
import { clientAddressFrom } from '@/server/core/client-address';
import { safeReturnPath } from '@/server/auth/safe-return-path';
import { admitAttempt, signInPolicy } from './attempt-throttle';
import { log } from '@/server/core/logger';
import { knownDeviceFromCookieHeader, knownDeviceOf } from './known-device';
import { OIDC_PROVIDER_ID, oidcProvider, type OidcSignIn } from './oidc';
import { findUserByEmail, toSessionUser } from '@/server/users/find-user';
import type { SessionUser } from '@/server/users/session-user';
import { randomSecret, verifySecretOrBurn } from '@/server/core/passwords';
import { currentSessionVersion, endSession, SESSION_MAX_AGE_SECONDS } from '@/server/users/user-sessions';

export type { SessionUser };

/** The error next-auth puts in /signin?error= when the limiter refused the attempt. */
export const SIGN_IN_THROTTLED = 'SignInThrottled';

export type SignInOutcome =
  | { status: 'ok'; user: SessionUser }
  | { status: 'invalid' }
  | { status: 'throttled'; retryAfterSeconds: number };

/**
 * One sign-in attempt with e-mail and password. The attempt is taken from the limiter (per e-mail address and
 * per client address: server/auth/attempt-throttle.ts) before the slow hash runs, so parallel attempts cannot
 * slip past the limit; unknown and disabled accounts cost the same hash as a wrong password.
 */
export async function attemptSignIn(
  email: string,
  password: string,
  address: string,
  { knownDevice }: { knownDevice?: string | null } = {},
): Promise<SignInOutcome> {
  const normalized = email.trim().toLowerCase();
  if (!normalized || !password || normalized.length > 320 || password.length > 1024)
    return { status: 'invalid' };
  // A browser that signed in to this account before keeps its own turn while the account is under attack.
  const device = await knownDeviceOf(knownDevice, normalized);
  const admission = await admitAttempt(signInPolicy(), normalized, address, { knownDevice: device });
  if (!admission.admitted) {
    log.warn('sign-in throttled', { email_domain: normalized.split('@')[1] ?? null, address });
    return { status: 'throttled', retryAfterSeconds: admission.retryAfterSeconds };
  }
  const found = await findUserByEmail(await getDb(), normalized);
  const user = found && !found.disabledAt ? found : null;
  const ok = await verifySecretOrBurn(password, user?.passwordHash);
  await admission.done(ok && !!user);
  if (!ok || !user) return { status: 'invalid' };
  return { status: 'ok', user: toSessionUser(user) };
}

/** The signed-in user for e-mail and password, or null (wrong, unknown, disabled or throttled alike). */
export async function verifyCredentials(
  email: string,
  password: string,
  address = 'unknown',
): Promise<SessionUser | null> {
  const outcome = await attemptSignIn(email, password, address);
  return outcome.status === 'ok' ? outcome.user : null;
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
      async authorize(credentials, req) {
        const headers = (req?.headers ?? {}) as Record<string, string | undefined>;
        const address = clientAddressFrom(headers);
        const outcome = await attemptSignIn(credentials?.email ?? '', credentials?.password ?? '', address, {
          knownDevice: knownDeviceFromCookieHeader(headers.cookie),
        });
        // Throttled: next-auth sends the browser to /signin?error=SignInThrottled (worded there). It says
        // nothing about the account: unknown addresses are throttled the same way.
        if (outcome.status === 'throttled') throw new Error(SIGN_IN_THROTTLED);
        return outcome.status === 'ok' ? { ...outcome.user } : null;
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
    session: { strategy: 'jwt' as const, maxAge: SESSION_MAX_AGE_SECONDS },
    // Errors (a refused or failed single sign-on) land on the sign-in page, which words them.
    pages: { signIn: '/signin', error: '/signin' },
    providers: portalProviders(),
    events: {
      // Signing out ends the session everywhere it was copied to: the user's session version moves on.
      async signOut({ token }) {
        const uid = (token as { uid?: unknown } | null)?.uid;
        const sid = (token as { sid?: unknown } | null)?.sid;
        if (typeof uid === 'string')
          await endSession(
            await getDb(),
            { userId: uid, sessionId: typeof sid === 'string' ? sid : null },
            { type: 'user', id: uid, label: String(token?.email ?? uid) },
          );
      },
    },
    callbacks: {
      // Where next-auth sends the browser after signing in or out: only ever a path of the portal itself.
      async redirect({ url, baseUrl }) {
        return `${baseUrl}${safeReturnPath(url, '/home')}`;
      },
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
          // The session version the cookie is issued under (server/users/user-sessions.ts).
          token.sv = await currentSessionVersion(await getDb(), u.id);
          // This session's own id: signing out ends it (and every copy of its cookie), nothing else.
          token.sid = randomSecret(18);
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
        (session as any).sessionVersion = typeof token.sv === 'number' ? token.sv : 0;
        (session as any).sessionId = typeof token.sid === 'string' ? token.sid : null;
        return session;
      },
    },
  }))().catch((err) => {
    cached = null;
    throw err;
  });
  return cached!;
}
