import { cookies } from 'next/headers';

const NAMES = ['__Host-next-auth.csrf-token', 'next-auth.csrf-token'];

/**
 * next-auth's double-submit CSRF token, read from its cookie so that plain HTML forms (sign-in, sign-out) can
 * post to /api/auth/* without client JavaScript. The cookie holds `token|hash`; the form sends `token`.
 * Null when the browser has no such cookie yet (GET /api/auth/signin or /api/auth/csrf sets it).
 */
export async function csrfTokenFromCookie(): Promise<string | null> {
  const jar = await cookies();
  for (const name of NAMES) {
    const raw = jar.get(name)?.value;
    if (!raw) continue;
    const value = raw.includes('%7C') ? decodeURIComponent(raw) : raw;
    const token = value.split('|')[0];
    if (token) return token;
  }
  return null;
}
