// The server Playwright tests run against (playwright.config.ts webServer): the production build
// (`next build`, skipped with E2E_SKIP_BUILD=1), then `next start` on PORT. Without DATABASE_URL it uses a fresh
// embedded database in a temporary folder, removed afterwards, so every run starts from the demo data.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const env = { ...process.env };
const next = path.join(process.cwd(), 'node_modules', '.bin', 'next');
let tmp = null;
if (!env.DATABASE_URL && !env.PGLITE_DIR) {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-e2e-'));
  env.PGLITE_DIR = path.join(tmp, 'pglite');
}
const cleanup = () => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  tmp = null;
};

if (env.E2E_SKIP_BUILD !== '1') {
  // The build must not open the embedded database the server will own.
  const build = spawnSync(next, ['build'], {
    stdio: 'inherit',
    env: { ...env, PGLITE_DIR: 'memory://', JOBS_ENABLED: '0' },
  });
  if (build.status !== 0) {
    cleanup();
    process.exit(build.status ?? 1);
  }
}

const server = spawn(next, ['start', '-p', env.PORT ?? '3210'], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
