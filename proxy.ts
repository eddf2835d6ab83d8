import { NextResponse, type NextRequest } from 'next/server';

/**
 * Portal pages only: passes the requested path and query to server components as `x-fp-path`, because a layout
 * cannot see its URL and the shell needs it to send a signed-out visitor to /signin?callbackUrl=<that page>.
 * No authorisation happens here (requireUser does it in every page and action). API routes are not matched.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set('x-fp-path', request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

// The arrival upload route is left out: a request the proxy sees has its body buffered up to 10 MB, which
// cut uploads of 10-20 MB short; the route checks the session itself. The customer returns page's form (photos of
// up to 10 MB each) is left out for the same reason.
export const config = {
  matcher: [
    '/((?!api/|v1/|ops/|oauth/|2015-01-01/|_next/|healthz|readyz|signin|favicon.ico|warehouse/arrivals/[^/]+/upload$|r/[^/]+/o/[^/]+/submit$).+)',
  ],
};
