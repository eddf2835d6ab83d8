import { redirect } from 'next/navigation';
import { DEMO_USERS } from '@/server/demo/demo-data';
import { DEMO_RETURN_PAGE } from '@/server/demo/seed-customer-returns';
import { csrfTokenFromCookie } from '@/server/auth/csrf-cookie';
import { demoUsersVisible } from '@/server/auth/demo-users-visible';
import { getSessionUser } from '@/server/auth/portal-session';
import { OIDC_PROVIDER_ID } from '@/server/auth/oidc';
import { config } from '@/server/core/config';
import { safeReturnPath } from '@/server/auth/safe-return-path';
import { ROLE_LABELS } from '@/components/portal/nav-items';
import { ErrorMessage, Flash } from '@/components/ui';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Sign in' };

/** next-auth error codes -> plain words. */
const ERRORS: Record<string, string> = {
  CredentialsSignin: 'The e-mail address or password is not right. Check them and try again.',
  SignInThrottled:
    'Too many sign-in attempts for this e-mail address or from your network. Wait a minute, then try again.',
  SessionRequired: 'Please sign in to see that page.',
  cookies: 'Your browser must accept cookies to sign in.',
  // Single sign-on (OIDC_*): the identity provider said who you are, but the portal does not let you in.
  SsoNoPortalUser:
    'Your single sign-on account has no active portal user with its e-mail address. Ask an administrator to create one; signing in does not create users.',
  SsoEmailUnverified:
    'Your identity provider did not confirm the e-mail address of your account, so it cannot be matched to a portal user.',
  OAuthSignin: 'Single sign-on could not start. Please try again, or sign in with your e-mail and password.',
  OAuthCallback:
    'Single sign-on did not complete. Please try again, or sign in with your e-mail and password.',
  Callback: 'Single sign-on did not complete. Please try again, or sign in with your e-mail and password.',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /signin – e-mail and password sign-in (06 "Who signs in"), plus single sign-on when OIDC_* configure it;
// plain forms, work without JavaScript
export default async function SignInPage({ searchParams }: Props) {
  const sp = await searchParams;
  const one = (k: string) => (Array.isArray(sp[k]) ? sp[k][0] : sp[k]) as string | undefined;
  const callbackUrl = callbackPath(one('callbackUrl'));
  if (await getSessionUser()) redirect(callbackUrl);

  const csrfToken = await csrfTokenFromCookie();
  const error = one('error');
  if (!csrfToken && error !== 'cookies') {
    // next-auth sets its CSRF cookie on this redirect, then sends the browser back here (error=cookies marks the
    // second visit, so a browser that refuses cookies sees a message instead of a redirect loop).
    redirect(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}&error=cookies`);
  }
  if (csrfToken && error === 'cookies') {
    // The cookie arrived: the marker has done its work, and an address saying "error" would only puzzle.
    redirect(one('callbackUrl') ? `/signin?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/signin');
  }
  const message =
    error && !(error === 'cookies' && csrfToken)
      ? (ERRORS[error] ?? 'Sign-in failed. Please try again.')
      : null;

  const sso = config.oidc;

  return (
    <main id="main" className="signin">
      <div className="signin-card">
        <h1>Sign in to the Fulfilment Portal</h1>
        {one('signed_out') ? <Flash tone="info">You are signed out.</Flash> : null}
        {one('password_changed') ? (
          <Flash tone="info">Your password is changed. Sign in with the new one.</Flash>
        ) : null}
        {one('csrf') ? (
          <ErrorMessage>The sign-in form had expired. Please sign in again.</ErrorMessage>
        ) : null}
        <ErrorMessage>{message}</ErrorMessage>
        <form method="post" action="/api/auth/callback/credentials" className="form">
          <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <div className="field">
            <label htmlFor="email">E-mail</label>
            <input id="email" name="email" type="email" autoComplete="username" required autoFocus />
          </div>
          <div className="field">
            <label htmlFor="password">Password</label>
            <input id="password" name="password" type="password" autoComplete="current-password" required />
          </div>
          <button type="submit" className="btn btn-primary btn-block">
            Sign in
          </button>
        </form>
        {sso ? (
          // next-auth's sign-in route for the provider redirects to the identity provider (no JavaScript needed).
          <form method="post" action={`/api/auth/signin/${OIDC_PROVIDER_ID}`} className="form">
            <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
            <input type="hidden" name="callbackUrl" value={callbackUrl} />
            <button type="submit" className="btn btn-secondary btn-block">
              Sign in with {sso.name}
            </button>
          </form>
        ) : null}
        {demoUsersVisible() ? (
          <aside className="demo-users" aria-labelledby="demo-users-title">
            <h2 id="demo-users-title">Demo users</h2>
            <p className="muted">This is a demo installation. Sign in as any of these:</p>
            <table className="table table-compact">
              <caption className="visually-hidden">Demo users</caption>
              <thead>
                <tr>
                  <th scope="col">Role</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Password</th>
                </tr>
              </thead>
              <tbody>
                {DEMO_USERS.map((u) => (
                  <tr key={u.email}>
                    <td>{ROLE_LABELS[u.role]}</td>
                    <td>
                      <code>{u.email}</code>
                    </td>
                    <td>
                      <code>{u.password}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              Return an order as a customer at{' '}
              <a href={`/r/${DEMO_RETURN_PAGE.slug}`}>/r/{DEMO_RETURN_PAGE.slug}</a>:{' '}
              {DEMO_RETURN_PAGE.orders.map((o, i) => (
                <span key={o.number}>
                  {i > 0 ? ' or ' : null}
                  order <code>{o.number}</code> with postal code <code>{o.postalCode}</code>
                </span>
              ))}
              .
            </p>
          </aside>
        ) : null}
      </div>
    </main>
  );
}

/** Where to go after signing in: a path of the portal (safeReturnPath), never back to the sign-in page. */
function callbackPath(value: string | undefined): string {
  const path = safeReturnPath(value, '/home');
  return path === '/signin' || path.startsWith('/signin?') ? '/home' : path;
}
