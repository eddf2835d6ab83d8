// Next.js's anonymous usage telemetry stays off unless asked for (NEXT_TELEMETRY_DISABLED=0): every build and dev
// start would otherwise print its notice.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and pg-boss/pg are Node-only: keep them out of the server bundle. drizzle-orm too: bundled,
  // it was split over several chunks and its row mapping's class checks (`is`) fell back to a slow path.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'drizzle-orm',
    'pg-boss',
    'rate-limiter-flexible',
    'bwip-js',
    'pdf-lib',
  ],
  poweredByHeader: false,
  // Every answer, API included: browsers never guess a type other than the one sent. The HTML-only headers
  // (CSP, frame, referrer, permissions, HSTS) are set on portal pages by proxy.ts.
  async headers() {
    return [{ source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }];
  },
  // Several dev servers (one per developer checkout task) may share a tree: each can use its own build folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Every /v1 route parses its own body (1 MB limit, 413 in the API's error shape).
  // authInterrupts: forbidden() renders app/forbidden.tsx with 403 for a screen the user's role may not use.
  // turbopackFileSystemCacheForBuild: Turbopack keeps a cache that speeds up the next build of this checkout; a CI
  // run builds once in a fresh clone, where writing it only cost time (docs/decisions/testing.md).
  experimental: { authInterrupts: true, turbopackFileSystemCacheForBuild: !process.env.CI },
  // The build's own type check is skipped when the caller has just type-checked these very sources (npm test
  // runs `tsc --noEmit` before it builds: scripts/test.mjs); every other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.FP_SOURCES_TYPECHECKED === '1' },
  // Unknown routes (04 A3, E18). Fallback rewrites apply only when no page, route handler or file matched. The
  // API's prefixes (and unknown API versions such as /v2/) always answer the JSON error shape; any other path
  // does too unless the request asks for HTML (a browser, or the portal's own client navigation), which gets
  // the portal's 404 page. The target is the /v1 catch-all (app/v1/[...path]/route.ts): 404 NOT_FOUND.
  async rewrites() {
    const unknownRoute = '/v1/_unknown-route';
    return {
      fallback: [
        ...['/ops/:path*', '/oauth/:path*', '/2015-01-01/:path*', '/v:version(\\d+)/:path*'].map(
          (source) => ({
            source,
            destination: unknownRoute,
          }),
        ),
        {
          source: '/:path*',
          missing: [
            { type: 'header', key: 'accept', value: '.*text/html.*' },
            { type: 'header', key: 'rsc' },
            { type: 'header', key: 'next-action' },
          ],
          destination: unknownRoute,
        },
      ],
    };
  },
};

module.exports = nextConfig;
