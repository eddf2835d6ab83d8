import { redirect } from 'next/navigation';
import { DEMO_USERS } from '@/server/demo/demo-data';
import { csrfTokenFromCookie } from '@/server/auth/csrf-cookie';
import { demoUsersVisible } from '@/server/auth/demo-users-visible';
import { getSessionUser } from '@/server/auth/portal-session';
import { safeReturnPath } from '@/server/portal/safe-return-path';
import { ROLE_LABELS } from '@/components/portal/nav-items';
import { ErrorMessage, Flash } from '@/components/ui';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Sign in' };

/** next-auth error codes -> plain words. */
const ERRORS: Record<string, string> = {
  CredentialsSignin:
    'The e-mail address or password is not right, or there were too many attempts. Check them and try again in a minute.',
  SessionRequired: 'Please sign in to see that page.',
  cookies: 'Your browser must accept cookies to sign in.',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /signin – e-mail and password sign-in (06 "Who signs in"); a plain form, works without JavaScript
export default async function SignInPage({ searchParams }: Props) {
  const sp = await searchParams;
  const one = (k: string) => (Array.isArray(sp[k]) ? sp[k][0] : sp[k]) as string | undefined;
  const callbackUrl = safeReturnPath(callbackPath(one('callbackUrl')));
  if (await getSessionUser()) redirect(callbackUrl);

  const csrfToken = await csrfTokenFromCookie();
  const error = one('error');
  if (!csrfToken && error !== 'cookies') {
    // next-auth sets its CSRF cookie on this redirect, then sends the browser back here (error=cookies marks the
    // second visit, so a browser that refuses cookies sees a message instead of a redirect loop).
    redirect(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}&error=cookies`);
  }
  const message =
    error && !(error === 'cookies' && csrfToken)
      ? (ERRORS[error] ?? 'Sign-in failed. Please try again.')
      : null;

  return (
    <main id="main" className="signin">
      <div className="signin-card">
        <h1>Sign in to the Fulfilment Portal</h1>
        {one('signed_out') ? <Flash tone="info">You are signed out.</Flash> : null}
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
          </aside>
        ) : null}
      </div>
    </main>
  );
}

/** next-auth hands back absolute URLs (http://host/orders); keep only the path. */
function callbackPath(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/')) return value;
  try {
    const u = new URL(value);
    return u.pathname === '/signin' ? '/home' : u.pathname + u.search;
  } catch {
    return undefined;
  }
}
