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
  // Several dev servers (one per developer checkout task) may share a tree: each can use its own build folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Every /v1 route parses its own body (1 MB limit, 413 in the API's error shape).
  experimental: {},
};

module.exports = nextConfig;
