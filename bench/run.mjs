#!/usr/bin/env node
/**
 * npm run bench: production build on a fresh PostgreSQL database, then every bench script in bench/
 * (healthz first: the other figures are also given as ratios to it). Results: bench/results/latest.json.
 *   BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), BENCH_ONLY=orders,split to pick scripts.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { serverEnv, waitReady } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const db = `${process.env.BENCH_DB_PREFIX ?? 'fp_bench'}_${Date.now()}`;
const databaseUrl = `${pgBase}/${db}`;
const port = process.env.BENCH_PORT ?? '3300';
const baseUrl = `http://127.0.0.1:${port}`;
const next = path.join(root, 'node_modules', '.bin', 'next');
const distDir = '.next-bench';
const env = serverEnv({ databaseUrl, port, distDir, root });

const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
await admin.connect();
await admin.query(`create database "${db}"`);

if (process.env.BENCH_SKIP_BUILD !== '1') {
  // `next build` adds the types of its build folder (.next-bench) to tsconfig.json: keep the file as committed.
  const tsconfig = path.join(root, 'tsconfig.json');
  const committed = fs.readFileSync(tsconfig, 'utf8');
  // The reference handlers of bench/reference (the least a route can do for a write and for a lookup) are
  // routes of this build only: copied in for it and removed after (app/bench-reference is ignored by git).
  const references = path.join(root, 'app', 'bench-reference');
  for (const name of ['insert', 'lookup']) {
    fs.mkdirSync(path.join(references, name), { recursive: true });
    fs.copyFileSync(
      path.join(root, 'bench', 'reference', `${name}-route.ts`),
      path.join(references, name, 'route.ts'),
    );
  }
  let b;
  try {
    b = spawnSync(next, ['build'], { cwd: root, stdio: 'inherit', env });
  } finally {
    fs.rmSync(references, { recursive: true, force: true });
    fs.writeFileSync(tsconfig, committed);
  }
  if (b.status !== 0) process.exit(1);
}
const server = spawn(next, ['start', '-p', port], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
await waitReady(`${baseUrl}/readyz`);

// Let start-up work (migrations, job queue schema, the operator client's hash) finish and warm the server up,
// so that the first figure (/healthz, the ceiling every ratio uses) is not taken against a busy process.
{
  const { default: autocannon } = await import('autocannon');
  await autocannon({ url: `${baseUrl}/healthz`, connections: 8, duration: 10 });
}

const only = process.env.BENCH_ONLY?.split(',');
const scripts = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs') && !['run.mjs', 'lib.mjs', 'healthz.mjs', 'topology.mjs'].includes(f))
  .filter((f) => !only || only.includes(f.replace(/\.mjs$/, '')))
  // the growth benchmark (and its parts) runs only when named: npm run bench:growth
  .filter((f) => !f.startsWith('growth') || only?.includes('growth'))
  .filter((f) => !f.startsWith('growth-'))
  .sort();
const figures = [];
for (const script of ['healthz.mjs', ...scripts]) {
  console.log(`\n== ${script}`);
  const r = spawnSync(process.execPath, [path.join(root, 'bench', script)], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  process.stdout.write(
    r.stdout
      .split('\n')
      .filter((l) => !l.startsWith('FIGURE '))
      .join('\n'),
  );
  process.stderr.write(r.stderr);
  for (const line of r.stdout.split('\n'))
    if (line.startsWith('FIGURE ')) figures.push({ script, ...JSON.parse(line.slice(7)) });
}
const exited = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);

const health = figures.find((f) => f.name === 'GET /healthz');
console.log('\n| figure | req/s | p50 ms | p99 ms | x /healthz | non-2xx | other |');
console.log('|---|---|---|---|---|---|---|');
for (const f of figures) {
  const ratio = f.rps && health?.rps ? (f.rps / health.rps).toFixed(2) : '';
  const other = Object.entries(f)
    .filter(([k]) => !['script', 'name', 'rps', 'p50_ms', 'p99_ms', 'requests', 'non2xx'].includes(k))
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(
    `| ${f.name} | ${f.rps ?? ''} | ${f.p50_ms ?? ''} | ${f.p99_ms ?? ''} | ${ratio} | ${f.non2xx ?? ''} | ${other} |`,
  );
}
fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench', 'results', 'latest.json'),
  JSON.stringify({ at: new Date().toISOString(), figures }, null, 2),
);
await admin.query(`drop database if exists "${db}" with (force)`).catch(() => {});
await admin.end();
