import Link from 'next/link';
import { csrfTokenFromCookie } from '@/server/auth/csrf-cookie';

/** Sign out: a plain POST to next-auth with its CSRF token (no JavaScript needed). */
export async function SignOutForm() {
  const csrfToken = await csrfTokenFromCookie();
  if (!csrfToken) {
    // No CSRF cookie (rare: cleared by the browser): next-auth's own sign-out page asks to confirm.
    return (
      <Link className="btn btn-secondary btn-small" href="/api/auth/signout" prefetch={false}>
        Sign out
      </Link>
    );
  }
  return (
    <form method="post" action="/api/auth/signout" className="sign-out">
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="callbackUrl" value="/signin?signed_out=1" />
      <button type="submit" className="btn btn-secondary btn-small">
        Sign out
      </button>
    </form>
  );
}
