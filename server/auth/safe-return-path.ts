import { config } from '@/server/core/config';

/**
 * The one place a user-supplied redirect target (callbackUrl, a form's return path, the Referer) becomes a
 * path to send the browser to. The value is parsed as a URL relative to the portal's own origin
 * (`new URL(value, base)`) and accepted only when it stays on that origin; what comes back is the path and
 * query, never a scheme or host. Control characters (a tab or newline that browsers strip, turning `/\t/evil`
 * into `//evil`), backslashes (which browsers read as slashes) and a result that begins with `//` are refused.
 * Never throws: anything refused becomes `fallback`.
 */
export function safeReturnPath(value: unknown, fallback = '/home'): string {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return fallback;
  if (/[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/.test(value)) return fallback;
  let base: URL;
  try {
    base = new URL(config.publicUrl);
  } catch {
    base = new URL('http://localhost');
  }
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin || url.username || url.password) return fallback;
  const path = url.pathname + url.search;
  // Dot segments can fold `/.//evil.test` into `//evil.test`, which a browser reads as another host.
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  return path;
}
