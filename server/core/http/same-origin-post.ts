/**
 * A state-changing request to a portal page (a server action, or the same form posted without JavaScript) must
 * come from the portal itself: its Origin, or when a browser sent none its Referer, names the portal's host
 * (the request's Host, or the public address). A post with neither, with `Origin: null` or another site's
 * origin is refused with 403 before Next.js runs the action (which ran a post without Origin, and answered
 * another origin with a 500). Browsers send Origin on every cross-site and same-site POST, so no form of the
 * portal is refused.
 */
export function isSameOriginPost(headers: Headers, publicUrl: string | undefined): boolean {
  const hosts = new Set<string>();
  const host = headers.get('host');
  if (host) hosts.add(host.toLowerCase());
  const pub = hostOf(publicUrl);
  if (pub) hosts.add(pub);
  const origin = headers.get('origin');
  if (origin !== null) {
    const h = hostOf(origin);
    return h !== null && hosts.has(h);
  }
  const h = hostOf(headers.get('referer'));
  return h !== null && hosts.has(h);
}

function hostOf(url: string | null | undefined): string | null {
  if (!url || url === 'null') return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The 403 page for a refused post: plain, so it needs neither the portal's layout nor a session. */
export function crossSitePostRefused(): Response {
  return new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not sent from the portal</title></head>' +
      '<body><h1>This form was not sent from the portal</h1><p>Nothing was changed. Open the page in the ' +
      'portal and send the form from there.</p></body></html>',
    { status: 403, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  );
}
