#!/usr/bin/env node
/**
 * npm run bench:compare -- <commit> – the orders benchmark (bench/orders.mjs) of this checkout and of another
 * commit side by side: both production builds start, each against a fresh database of its own (BENCH_PG_URL's server), and
 * take turns, BENCH_COMPARE_ROUNDS (3) runs each, alternating, so that the machine's drift between quarters of
 * an hour falls on both alike. Prints one table: each figure's median req/s and p99 for both, and the ratio.
 *   BENCH_ORDERS (default 20000 here: creation and replays do not depend on it), BENCH_SECONDS (8 here),
 *   BENCH_COMPARE_PORT (3320; the other commit on the next port).
 * The other commit is checked out in a temporary git worktree and built there (its node_modules copied).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildProduction, hasFreshProductionBuild } from '../scripts/build-production.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ref = process.argv[2];
if (!ref) {
  console.error('usage: npm run bench:compare -- <commit>');
  process.exit(2);
}
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const port = Number(process.env.BENCH_COMPARE_PORT ?? 3320);
const rounds = Number(process.env.BENCH_COMPARE_ROUNDS ?? 3);
const operator = { OPERATOR_CLIENT_ID: 'bench-operator', OPERATOR_CLIENT_SECRET: 'bench-operator-secret' };
const run = (cmd, args, cwd) => {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
};

// The other commit, built in a worktree of its own.
const sha = execFileSync('git', ['rev-parse', ref], { cwd: root, encoding: 'utf8' }).trim();
const other = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-bench-compare-'));
run('git', ['worktree', 'add', '--detach', other, sha], root);
const databaseName = `fp_bench_compare_${Date.now().toString(36)}`;
const servers = [];
const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
await admin.connect();
try {
  console.log(`building ${sha.slice(0, 7)} in ${other}`);
  run('cp', ['-a', path.join(root, 'node_modules'), path.join(other, 'node_modules')], root);
  // Its own build command (an older commit may build differently).
  run('npm', ['run', 'build'], other);
  // This checkout's build, unless .next already holds one at least as new as every source file.
  if (!hasFreshProductionBuild(root)) {
    if (buildProduction(process.env) !== 0) throw new Error('next build failed in this checkout');
  } else console.log('this checkout: using its production build in .next (it is newer than every source)');

  // A database each: a release refuses to run beside one of another schema level (server/platform/release.ts),
  // and each bench run makes its own merchants and data, so the two need not share one.
  const databases = [`${databaseName}_a`, `${databaseName}_b`];
  for (const d of databases) await admin.query(`create database "${d}"`);
  const versions = [
    {
      name: `this checkout (${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()})`,
      dir: root,
      port,
      databaseUrl: `${pgBase}/${databases[0]}`,
    },
    { name: `${sha.slice(0, 7)}`, dir: other, port: port + 1, databaseUrl: `${pgBase}/${databases[1]}` },
  ];
  for (const v of [...versions].reverse()) {
    const child = spawn(
      path.join(v.dir, 'node_modules', '.bin', 'next'),
      ['start', '-H', '127.0.0.1', '-p', String(v.port)],
      {
        cwd: v.dir,
        env: {
          ...process.env,
          ...operator,
          NODE_ENV: 'production',
          ALLOW_GENERATED_SECRETS: '1',
          DATABASE_URL: v.databaseUrl,
          STORAGE_DIR: process.env.STORAGE_DIR ?? path.join(root, '.data', 'bench-storage'),
          LOG_REQUESTS: '0',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_PER_SECOND: '1000000',
          RATE_LIMIT_BURST: '2000000',
        },
        stdio: 'ignore',
        detached: true,
      },
    );
    servers.push(child);
    for (let i = 0; ; i++) {
      const ok = await fetch(`http://127.0.0.1:${v.port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 240) throw new Error(`${v.name} did not become ready`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  const results = [];
  for (let round = 0; round < rounds; round++) {
    for (const v of round % 2 ? [...versions].reverse() : versions) {
      console.log(`round ${round + 1}: ${v.name}`);
      const r = spawnSync(process.execPath, [path.join(root, 'bench', 'orders.mjs')], {
        cwd: root,
        env: {
          ...process.env,
          ...operator,
          BENCH_ORDERS: process.env.BENCH_ORDERS ?? '20000',
          BENCH_SECONDS: process.env.BENCH_SECONDS ?? '8',
          BENCH_BASE_URL: `http://127.0.0.1:${v.port}`,
          DATABASE_URL: v.databaseUrl,
        },
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      });
      process.stderr.write(r.stderr);
      for (const line of r.stdout.split('\n'))
        if (line.startsWith('FIGURE ')) results.push({ version: v.name, ...JSON.parse(line.slice(7)) });
    }
  }

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const names = [...new Set(results.map((r) => r.name))];
  console.log(`\n| figure | ${versions.map((v) => `${v.name} req/s (p99 ms)`).join(' | ')} | ratio |`);
  console.log('|---|---|---|---|');
  for (const name of names) {
    const cells = versions.map((v) => {
      const rs = results.filter((r) => r.name === name && r.version === v.name && r.rps);
      return rs.length
        ? {
            rps: median(rs.map((r) => r.rps)),
            p99: median(rs.map((r) => r.p99_ms)),
            all: rs.map((r) => r.rps),
          }
        : null;
    });
    if (cells.some((c) => !c)) continue;
    console.log(
      `| ${name} | ${cells.map((c) => `${c.rps} (${c.p99}) [${c.all.join(', ')}]`).join(' | ')} | ${(cells[0].rps / cells[1].rps).toFixed(2)}x |`,
    );
  }
} finally {
  for (const s of servers) {
    try {
      process.kill(-s.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  await new Promise((r) => setTimeout(r, 1000));
  for (const d of [`${databaseName}_a`, `${databaseName}_b`])
    await admin.query(`drop database if exists "${d}" with (force)`).catch(() => {});
  await admin.end();
  spawnSync('git', ['worktree', 'remove', '--force', other], { cwd: root });
}
