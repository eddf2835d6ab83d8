#!/usr/bin/env node
/**
 * npm run demo: the portal on the embedded database with demo data, on a fresh machine with only Node.
 * Builds once (skipped when the build is newer than the sources), then starts the production server with
 * DEMO_SEED=1 (the server loads the demo data set at start) and prints where to sign in.
 */
import './lib/require-node.mjs';
import { buildProduction, hasFreshProductionBuild, nextBin } from './build-production.mjs';
import { INSTANCE_KEEP_ALIVE_MS } from './cluster/instances.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const url = `http://localhost:${port}`;

const env = {
  ...process.env,
  PORT: port,
  DEMO_SEED: '1',
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? url,
  PUBLIC_URL: process.env.PUBLIC_URL ?? url,
  WEBHOOKS_ALLOW_INSECURE: process.env.WEBHOOKS_ALLOW_INSECURE ?? '1',
  NODE_ENV: 'production',
  // The demo generates its keys (kept in its database) unless the environment gives them.
  ALLOW_GENERATED_SECRETS: process.env.ALLOW_GENERATED_SECRETS ?? '1',
};

// Builds only when a source changed since the last build (test results and the like do not count).
if (!hasFreshProductionBuild(root)) {
  console.log('Building the portal (first run takes a few minutes)…');
  const status = buildProduction({ ...env, DATABASE_URL: process.env.DATABASE_URL ?? '' });
  if (status !== 0) process.exit(status);
}

// Idle connections kept 70 s, as the cluster's instances keep them (scripts/cluster/instances.mjs): a client that
// reuses a connection idle for about Node's default 5 s would meet the server closing it (ECONNRESET).
const server = spawn(nextBin, ['start', '-p', port, '--keepAliveTimeout', String(INSTANCE_KEEP_ALIVE_MS)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

(async () => {
  const demo = JSON.parse(fs.readFileSync(path.join(root, 'server', 'demo', 'demo-data.json'), 'utf8'));
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(
    `\n  The portal is running: ${url}/signin  (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database in .data/pglite'})\n`,
  );
  console.log('  Sign in as (e-mail / password / role):');
  for (const u of demo.users) console.log(`    ${u.email.padEnd(22)} ${u.password.padEnd(22)} ${u.role}`);
  console.log(
    `\n  API: POST ${url}/oauth/token with client_id=${demo.apiClient.clientId} client_secret=${demo.apiClient.clientSecret}`,
  );
  console.log(
    `       then send X-Provider-Merchant-Id: ${demo.merchantId}. Reference: ${url}/v1/openapi.json\n`,
  );
})();
