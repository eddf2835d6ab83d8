/**
 * The security headers of every portal page (proxy.ts sets them per request). API answers get none of these
 * HTML-only headers; every answer, API included, carries `X-Content-Type-Options: nosniff` (next.config.js).
 *
 * - Content-Security-Policy with a fresh nonce per request: Next.js reads the nonce from the request's own CSP
 *   header and puts it on its scripts, and 'strict-dynamic' lets those load the rest; no other script runs.
 *   `frame-ancestors 'none'` (and X-Frame-Options: DENY for older browsers) keeps every page out of frames,
 *   except a customer returns page whose merchant listed the https origins of its own shop (`frameAncestors`):
 *   those may frame it (and X-Frame-Options, which cannot name origins, is left out).
 *   `form-action` allows the portal itself and, when single sign-on is configured, its identity provider.
 * - Referrer-Policy, Permissions-Policy (no camera, microphone, geolocation, payment ...).
 * - Strict-Transport-Security when the portal's public address (PUBLIC_URL, else NEXTAUTH_URL) is https.
 */
export function portalSecurityHeaders(opts: {
  nonce: string;
  publicUrl: string | undefined;
  oidcIssuer?: string | undefined;
  development?: boolean;
  frameAncestors?: string[];
}): Record<string, string> {
  const ancestors = opts.frameAncestors?.length ? opts.frameAncestors.join(' ') : "'none'";
  const https = (opts.publicUrl ?? '').toLowerCase().startsWith('https://');
  let idp = '';
  try {
    if (opts.oidcIssuer) idp = ` ${new URL(opts.oidcIssuer).origin}`;
  } catch {
    idp = '';
  }
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${opts.nonce}' 'strict-dynamic'${opts.development ? " 'unsafe-eval'" : ''}`,
    // React writes style attributes (charts, progress bars); no script can be injected through styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${opts.development ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${idp}`,
    `frame-ancestors ${ancestors}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    ...(opts.frameAncestors?.length ? {} : { 'x-frame-options': 'DENY' }),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** A fresh nonce: 16 random bytes, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
