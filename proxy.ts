import { NextResponse, type NextRequest } from 'next/server';
import { frameAncestorsFor } from '@/server/returns/customer-page/embed-origins';
import { gateTrackingPage } from '@/server/returns/customer-page/tracking-gate';
import { log } from '@/server/core/logger';
import { newNonce, portalSecurityHeaders } from '@/server/core/http/security-headers';
import { crossSitePostRefused, isSameOriginPost } from '@/server/core/http/same-origin-post';

/**
 * Portal pages only (API routes are not matched):
 * - passes the requested path and query to server components as `x-fp-path`, because a layout cannot see its
 *   URL and the shell needs it to send a signed-out visitor to /signin?callbackUrl=<that page>;
 * - sets the security headers of every page (server/core/http/security-headers.ts), with a per-request CSP nonce
 *   that Next.js reads from the request's Content-Security-Policy header and puts on its scripts.
 * - refuses a customer's tracking page (429) to an address that guessed too many wrong tokens
 *   (server/returns/customer-page/tracking-gate.ts).
 * - refuses a post (a server action) whose Origin, or Referer when there is no Origin, is not the portal (403;
 *   server/core/http/same-origin-post.ts).
 * No authorisation happens here (requireUser does it in every page and action).
 */
export async function proxy(request: NextRequest) {
  const nonce = newNonce();
  const publicUrl = process.env.PUBLIC_URL ?? process.env.NEXTAUTH_URL;
  // A customer returns page may be framed by its merchant's shop (its policy's embed origins); nothing else.
  const frameAncestors = await frameAncestorsFor(request.nextUrl.pathname).catch((err: Error) => {
    log.warn('frame ancestors not read', { error: err.message });
    return [];
  });
  const security = portalSecurityHeaders({
    nonce,
    publicUrl,
    oidcIssuer: process.env.OIDC_ISSUER,
    development: process.env.NODE_ENV === 'development',
    frameAncestors,
  });
  // A state-changing post (a server action) must come from the portal: Origin, else a same-origin Referer.
  if (
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    !isSameOriginPost(request.headers, publicUrl)
  ) {
    const refusal = crossSitePostRefused();
    for (const [name, value] of Object.entries(security)) refusal.headers.set(name, value);
    return refusal;
  }
  const refused = await gateTrackingPage(
    request.nextUrl.pathname,
    request.headers,
    request.nextUrl.searchParams.get('lang'),
  ).catch((err: Error) => {
    log.warn('tracking page gate failed', { error: err.message });
    return null;
  });
  if (refused) {
    for (const [name, value] of Object.entries(security)) refused.headers.set(name, value);
    return refused;
  }
  const headers = new Headers(request.headers);
  headers.set('x-fp-path', request.nextUrl.pathname + request.nextUrl.search);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', security['content-security-policy']!);
  const response = NextResponse.next({ request: { headers } });
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  return response;
}

// The arrival upload route is left out: a request the proxy sees has its body buffered up to 10 MB, which
// cut uploads of 10-20 MB short; the route checks the session itself. The customer returns page's form (photos of
// up to 10 MB each) is left out for the same reason.
export const config = {
  matcher: [
    '/',
    '/((?!api/|v1/|ops/|oauth/|2015-01-01/|_next/|healthz|readyz|favicon.ico|warehouse/arrivals/[^/]+/upload$|r/[^/]+/o/[^/]+/submit$).+)',
  ],
};
