/**
 * The address next-auth answers with (its redirects after signing in or out) for one request
 * (docs/decisions/security.md "Sign-in on a local address"). With a public address configured (PUBLIC_URL), always
 * that one. Without it, a server reached on this machine under another loopback name than NEXTAUTH_URL's
 * (http://127.0.0.1:3000 for http://localhost:3000, or [::1]) answers on the name it was reached by: the browser
 * keeps its cookies per name, and the sign-in form's `form-action 'self'` refuses a redirect to the other one,
 * so signing in there came back to /signin without a word. Any other host (another machine's name, a forged
 * Host header) gets the configured address, as before.
 */
export function requestOrigin(
  publicUrl: string,
  requestHost: string | null,
  publicUrlSet: boolean = !!process.env.PUBLIC_URL,
): string {
  const configured = originOf(publicUrl);
  if (!configured) return publicUrl;
  if (publicUrlSet || !requestHost) return configured.origin;
  let reached: URL;
  try {
    reached = new URL(`${configured.protocol}//${requestHost}`);
  } catch {
    return configured.origin;
  }
  const loopback = (h: string) => LOOPBACK.has(h.toLowerCase());
  if (
    configured.protocol === 'http:' &&
    loopback(configured.hostname) &&
    loopback(reached.hostname) &&
    reached.port === configured.port
  )
    return reached.origin;
  return configured.origin;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function originOf(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** A redirect of next-auth to its configured address, moved to the address of this request (in place). */
export function withRequestOrigin(res: Response, configured: string, origin: string): Response {
  const from = originOf(configured)?.origin;
  const location = res.headers.get('location');
  if (from && from !== origin && location?.startsWith(from))
    res.headers.set('location', origin + location.slice(from.length));
  return res;
}
