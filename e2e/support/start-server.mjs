// The server Playwright tests run against (playwright.config.ts webServer): the production build (`next build`,
// unless .next holds the build of these very sources (scripts/build-production.mjs) or E2E_SKIP_BUILD=1), then
// `next start` on PORT. Without DATABASE_URL it uses a fresh
// embedded database in a temporary folder, removed afterwards, so every run starts from the demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureProductionBuild, nextBin } from '../../scripts/build-production.mjs';
import { INSTANCE_KEEP_ALIVE_MS } from '../../scripts/cluster/instances.mjs';

const env = { ...process.env };
let tmp = null;
if (!env.DATABASE_URL && !env.PGLITE_DIR) {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-e2e-'));
  env.PGLITE_DIR = path.join(tmp, 'pglite');
}
// A production server on PostgreSQL must be told where files live (server/files/storage.ts).
if (!env.STORAGE_DIR && !env.S3_BUCKET) {
  tmp ??= fs.mkdtempSync(path.join(os.tmpdir(), 'fp-e2e-'));
  env.STORAGE_DIR = path.join(tmp, 'storage');
}
const cleanup = () => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  tmp = null;
};

if (env.E2E_SKIP_BUILD !== '1') {
  const status = ensureProductionBuild(env);
  if (status !== 0) {
    cleanup();
    process.exit(status);
  }
}

// Idle connections kept as the cluster's instances keep them: with Node's 5 s, a test's request context
// reusing a connection idle for about 5 s met the server closing it (ECONNRESET, e2e/split.spec.ts).
const server = spawn(
  nextBin,
  ['start', '-p', env.PORT ?? '3210', '--keepAliveTimeout', String(INSTANCE_KEEP_ALIVE_MS)],
  { stdio: 'inherit', env },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
