/**
 * The Medusa v2 server of the peer comparison, kept in a cache folder outside the repository
 * (BENCH_PEER_CACHE, default ~/.cache/fulfilment-portal/medusa-peer): the project of bench/peer/medusa is copied
 * there, installed with npm (only when its package.json changed), built for production with `medusa build`
 * (only when a project file changed) and run from .medusa/server, which finds its packages in the cache's
 * node_modules one level up. Each run gets a fresh database: `medusa db:migrate`, the seed, an admin user.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const project = path.join(import.meta.dirname, 'medusa');
export const cache =
  process.env.BENCH_PEER_CACHE ?? path.join(os.homedir(), '.cache', 'fulfilment-portal', 'medusa-peer');
export const serverDir = path.join(cache, '.medusa', 'server');
const cli = path.join(cache, 'node_modules', '@medusajs', 'cli', 'cli.js');
const FILES = ['package.json', 'medusa-config.ts', 'tsconfig.json', 'src/scripts/seed.ts'];
export const ADMIN = { email: 'bench@example.com', password: 'bench-password' };

function hash(files) {
  const h = crypto.createHash('sha256');
  for (const f of files) h.update(f).update(fs.readFileSync(path.join(project, f)));
  return h.digest('hex');
}

function stamped(name, value) {
  try {
    return fs.readFileSync(path.join(cache, name), 'utf8') === value;
  } catch {
    return false;
  }
}

function run(cmd, args, cwd, env = process.env) {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) {
    process.stderr.write(r.stdout.slice(-4000) + r.stderr.slice(-4000));
    throw new Error(`${[cmd, ...args].join(' ')} failed in ${cwd} (exit ${r.status})`);
  }
  return Math.round((performance.now() - t0) / 100) / 10;
}

/** Installs and builds the Medusa project in the cache unless the cache already holds this project's build. */
export function ensureMedusa() {
  const installed = hash(['package.json']);
  const built = hash(FILES);
  fs.mkdirSync(cache, { recursive: true });
  if (stamped('.bench-built', built) && fs.existsSync(path.join(serverDir, 'medusa-config.js'))) {
    console.log(`Medusa: reusing the build in ${serverDir}`);
    return;
  }
  for (const f of FILES) {
    fs.mkdirSync(path.dirname(path.join(cache, f)), { recursive: true });
    fs.copyFileSync(path.join(project, f), path.join(cache, f));
  }
  if (!stamped('.bench-installed', installed) || !fs.existsSync(cli)) {
    console.log(`Medusa: npm install in ${cache} (a few minutes, about 750 MB)`);
    const s = run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], cache);
    fs.writeFileSync(path.join(cache, '.bench-installed'), installed);
    console.log(`Medusa: installed in ${s} s`);
  }
  console.log('Medusa: medusa build');
  const s = run(process.execPath, [cli, 'build'], cache, medusaEnv({}));
  fs.writeFileSync(path.join(cache, '.bench-built'), built);
  console.log(`Medusa: built in ${s} s`);
}

/** The environment of every Medusa command: production, no telemetry, the given database and port. */
export function medusaEnv({ databaseUrl, port }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    MEDUSA_DISABLE_TELEMETRY: 'true',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(port ? { PORT: String(port) } : {}),
    JWT_SECRET: 'bench-jwt-secret',
    COOKIE_SECRET: 'bench-cookie-secret',
  };
}

/** Migrates and seeds a fresh database for Medusa; returns the seed's ids (region, variants, …). */
export function prepareMedusaDatabase(databaseUrl) {
  const env = medusaEnv({ databaseUrl });
  console.log(`Medusa: db:migrate in ${run(process.execPath, [cli, 'db:migrate'], serverDir, env)} s`);
  fs.rmSync(path.join(serverDir, 'seed-output.json'), { force: true });
  const s = run(process.execPath, [cli, 'exec', './src/scripts/seed.js'], serverDir, env);
  console.log(`Medusa: seeded in ${s} s`);
  run(process.execPath, [cli, 'user', '-e', ADMIN.email, '-p', ADMIN.password], serverDir, env);
  return JSON.parse(fs.readFileSync(path.join(serverDir, 'seed-output.json'), 'utf8'));
}

/** `medusa start` from .medusa/server (its own process group, so that it can be stopped with its children). */
export function startMedusa({ databaseUrl, port }) {
  return spawn(process.execPath, [cli, 'start'], {
    cwd: serverDir,
    env: medusaEnv({ databaseUrl, port }),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** The versions of the Medusa packages installed in the cache. */
export function medusaVersions() {
  const v = (name) =>
    JSON.parse(fs.readFileSync(path.join(cache, 'node_modules', name, 'package.json'), 'utf8')).version;
  return ['@medusajs/medusa', '@medusajs/framework', '@medusajs/cli'].map((n) => `${n} ${v(n)}`).join(', ');
}
