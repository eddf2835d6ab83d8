#!/usr/bin/env node
/**
 * npm test: the whole suite, as CI runs it.
 *   0. the install check (scripts/check-install.mjs: npm ci accepts the lock file, engines hold)
 *   1. typecheck (tsc) and, side by side with it, lint (eslint, prettier --check (`npm run format` fixes it), the
 *      migration linter, the layer check: dependency-cruiser with .dependency-cruiser.cjs)
 *   2. unit + HTTP integration tests (vitest) on the embedded database (PGlite)
 *   3. the same on PostgreSQL when DATABASE_URL is set, side by side with 2 (TEST_JOBS=1: after it), and the
 *      production build beside them
 *   4. the portal in a real Chromium (Playwright) against that build
 * Ends with the ten slowest files of each runner, a Summary (each part's counts, wall and CPU time) and one line
 * "N passed, N failed" summing every runner. Exit code 0 only when nothing failed.
 * Skip parts with TEST_SKIP=lint,e2e,... (install, typecheck, lint, pglite, postgres, e2e). Arguments after
 * `--` are vitest's file filters (`TEST_SKIP=install,typecheck,lint,e2e npm test -- tests/orders`), and
 * TEST_E2E_FILES Playwright's (space-separated).
 * TEST_TIMES_FILE=<file>: each part's name, counts and times are written there as JSON (.ci/run's table).
 * Runs on the project's Node (scripts/lib/require-node.mjs).
 */
import './lib/require-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowser } from './ensure-browser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const skip = new Set((process.env.TEST_SKIP ?? '').split(',').filter(Boolean));
/** Arguments after `--` (`npm test -- tests/orders`): vitest's file filters, for both databases. */
const vitestFilters = process.argv.slice(2);
const results = [];
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-test-'));
/** A file over this many seconds is marked in the slowest-files lists (docs/decisions/testing.md). */
const SLOW_FILE_SECONDS = 60;

/**
 * Runs a command through scripts/lib/timed.mjs (wall and CPU time of the command and everything under it).
 * `log`: a file that takes its output instead of this process's stdout (for parts that run side by side).
 * Resolves { code, wallSeconds, cpuSeconds }.
 */
function run(cmd, args, env = {}, log = null) {
  if (!log) console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const times = path.join(scratch, `times-${Math.random().toString(36).slice(2)}.json`);
  const fd = log ? fs.openSync(log, 'a') : null;
  if (fd !== null) fs.writeSync(fd, `$ ${[cmd, ...args].join(' ')}\n`);
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'lib', 'timed.mjs'), times, cmd, ...args],
    {
      cwd: root,
      stdio: fd === null ? 'inherit' : ['ignore', fd, fd],
      env: { ...process.env, ...env },
    },
  );
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (fd !== null) fs.closeSync(fd);
      let t = { wallSeconds: null, cpuSeconds: null };
      try {
        t = JSON.parse(fs.readFileSync(times, 'utf8'));
      } catch {
        /* killed before it wrote its times */
      }
      resolve({ code: code ?? 1, ...t });
    });
  });
}

/** Runs several commands one after another (`log` as in run()); the part's times are their sums. */
async function runAll(commands, log = null) {
  const out = { code: 0, wallSeconds: 0, cpuSeconds: 0 };
  for (const [cmd, args, env] of commands) {
    const r = await run(cmd, args, env, log);
    if (r.code !== 0) out.code = r.code;
    out.wallSeconds += r.wallSeconds ?? 0;
    out.cpuSeconds = r.cpuSeconds === null || out.cpuSeconds === null ? null : out.cpuSeconds + r.cpuSeconds;
  }
  return out;
}

const passFail = (r) => ({
  passed: r.code === 0 ? 1 : 0,
  failed: r.code === 0 ? 0 : 1,
  wallSeconds: r.wallSeconds,
  cpuSeconds: r.cpuSeconds,
});

/** Runs a part unless TEST_SKIP names it; its row goes into the Summary. */
async function step(name, fn) {
  if (skip.has(name)) {
    console.log(`\n-- ${name}: skipped (TEST_SKIP)`);
    return;
  }
  const started = Date.now();
  const r = await fn();
  results.push({ name, wallSeconds: (Date.now() - started) / 1000, ...r });
}

/** One vitest run (the whole suite on one database); `log`: its output goes there (printed by the caller). */
async function vitest(label, env, log = null) {
  const out = path.join(scratch, `vitest-${label}.json`);
  const fileTimes = path.join(scratch, `vitest-${label}-files.json`);
  const r = await run(
    bin('vitest'),
    [
      'run',
      ...vitestFilters,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      `--reporter=${path.join(root, 'scripts', 'lib', 'vitest-file-times.mjs')}`,
    ],
    { ...env, VITEST_FILE_TIMES: fileTimes },
    log,
  );
  const times = { wallSeconds: r.wallSeconds, cpuSeconds: r.cpuSeconds };
  try {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    const failures = [];
    let files = [];
    try {
      files = JSON.parse(fs.readFileSync(fileTimes, 'utf8'));
    } catch {
      /* the run ended before its reporters did */
    }
    for (const file of j.testResults ?? []) {
      const name = path.relative(root, file.name);
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) failures.push(`failed: ${name} > ${t.fullName}`);
      if (file.status === 'failed' && failedTests.length === 0)
        failures.push(`failed: ${name} (did not load)`);
    }
    // A file that fails to load has no failed test but fails the run: count it once.
    return {
      ...times,
      failures,
      files,
      passed: j.numPassedTests,
      failed: j.numFailedTests || (r.code === 0 ? 0 : 1),
      skipped: j.numPendingTests + j.numTodoTests,
    };
  } catch {
    return { ...times, passed: 0, failed: 1, skipped: 0 };
  }
}

/** Creates `<database>_<suffix>` on the server of `url` (synchronously, through a child node process). */
function freshDatabase(url, suffix) {
  const u = new URL(url);
  const name = `${u.pathname.slice(1) || 'fp'}_${suffix}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = (q) =>
    spawnSync(
      process.execPath,
      [
        '-e',
        `const {Client}=require('pg');const c=new Client({connectionString:process.argv[1]});c.connect().then(()=>c.query(process.argv[2])).then(()=>c.end(),e=>{console.error(e.message);process.exit(1)})`,
        admin.toString(),
        q,
      ],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
  sql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  sql(`CREATE DATABASE "${name}"`);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => sql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

console.log(`Node ${process.version}`);
await step('install', async () =>
  passFail(await run(process.execPath, [path.join(root, 'scripts', 'check-install.mjs')])),
);
const LAYERS_ARGS = [
  'app',
  'components',
  'server',
  'db',
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
];
// The type check and lint side by side (each alone leaves part of the machine idle), each one's output in a
// file printed whole when both have ended.
const checkLog = (name) => path.join(scratch, `${name}.log`);
await Promise.all([
  step('typecheck', async () => passFail(await run(bin('tsc'), ['--noEmit'], {}, checkLog('typecheck')))),
  step('lint', async () =>
    passFail(
      await runAll(
        [
          [bin('eslint'), ['.', '--max-warnings=0']],
          [bin('prettier'), ['--check', '.', '--log-level=warn']],
          // The migration linter (squawk): no migration may lock a busy table for long (docs/decisions/migrations.md).
          [process.execPath, [path.join(root, 'scripts', 'lint-migrations.mjs')]],
          // The layers of ARCHITECTURE.md (dependency-cruiser, .dependency-cruiser.cjs): no circles, nothing up the floors.
          [bin('depcruise'), LAYERS_ARGS],
        ],
        checkLog('lint'),
      ),
    ),
  ),
]);
for (const name of ['typecheck', 'lint'])
  if (fs.existsSync(checkLog(name))) {
    console.log(`\n==== ${name} ====`);
    process.stdout.write(fs.readFileSync(checkLog(name), 'utf8'));
  }

// The production build the browser tests run against (scripts/build-production.mjs: reused when .next holds one
// of these sources) is made while vitest runs, which leaves part of the machine idle as it waits on its
// databases: a process of its own, its output in a file printed when the browser tests start. After lint:
// `next build` edits tsconfig.json for a moment, which the type check and prettier read.
const buildsBeside = !skip.has('e2e') && !process.env.E2E_BASE_URL && process.env.E2E_SKIP_BUILD !== '1';
const buildLog = path.join(scratch, 'build.log');
const typeChecked = results.some((r) => r.name === 'typecheck' && r.passed === 1 && r.failed === 0);
const building = buildsBeside
  ? run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { ensureProductionBuild } from ${JSON.stringify(path.join(root, 'scripts', 'build-production.mjs'))}; process.exit(ensureProductionBuild());`,
      ],
      {
        DATABASE_URL: '',
        // The type check above passed on these very sources: next build need not run it again (next.config.js).
        ...(typeChecked ? { FP_SOURCES_TYPECHECKED: '1' } : {}),
      },
      buildLog,
    )
  : null;

// The suite on the embedded database (PGlite) and on PostgreSQL: side by side, as two processes, when both run
// and the machine has the memory (each holds its workers, PGlite's a database per file); TEST_JOBS=1 runs them
// one after the other. Side by side, each one's output goes to a file, printed whole when both have ended.
const pgUrl = process.env.DATABASE_URL;
const databases = [
  { name: 'pglite', env: { DATABASE_URL: '' } },
  ...(pgUrl ? [{ name: 'postgres', env: { DATABASE_URL: pgUrl } }] : []),
].filter((d) => !skip.has(d.name));
for (const d of [{ name: 'pglite' }, { name: 'postgres' }])
  if (skip.has(d.name)) console.log(`\n-- ${d.name}: skipped (TEST_SKIP)`);
const jobs = Number(process.env.TEST_JOBS ?? (os.totalmem() >= 6 * 2 ** 30 ? 2 : 1));
if (jobs >= 2 && databases.length > 1) {
  console.log(
    `\n-- vitest on ${databases.map((d) => d.name).join(' and ')} side by side (TEST_JOBS=1: one after the other); each one's output follows when both have ended (meanwhile: ${path.join(scratch, 'vitest-*.log')})`,
  );
  const runs = await Promise.all(
    databases.map(async (d) => {
      const log = path.join(scratch, `vitest-${d.name}.log`);
      const started = Date.now();
      const r = await vitest(d.name, d.env, log);
      return { d, log, row: { name: d.name, ...r, wallSeconds: (Date.now() - started) / 1000 } };
    }),
  );
  for (const { d, log, row } of runs) {
    console.log(`\n==== vitest on ${d.name} (${Math.round(row.wallSeconds)} s) ====`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
    results.push(row);
  }
} else {
  for (const d of databases) await step(d.name, () => vitest(d.name, d.env));
}

await step('e2e', async () => {
  if (building) {
    const b = await building;
    console.log(
      `\n==== the production build, made beside vitest (${Math.round(b.wallSeconds ?? 0)} s, CPU ${Math.round(b.cpuSeconds ?? 0)} s) ====`,
    );
    process.stdout.write(fs.readFileSync(buildLog, 'utf8'));
    if (b.code !== 0) return { ...b, passed: 0, failed: 1 };
  }
  const browser = ensureBrowser();
  if (!browser) {
    console.error('No Chromium found and it could not be installed: the browser tests cannot run.');
    return { passed: 0, failed: 1 };
  }
  // playwright.config.ts starts the server: e2e/support/start-server.mjs builds the app (unless the build in
  // .next is of these very sources: scripts/build-production.mjs) and runs `next start`.
  // On PostgreSQL the browser tests get a database of their own, holding only the demo data.
  const e2eDb = pgUrl ? freshDatabase(pgUrl, 'e2e') : null;
  const out = path.join(scratch, 'playwright.json');
  // TEST_E2E_FILES: Playwright's file filters (space-separated), for checking the runner on a few specs.
  const e2eFilters = (process.env.TEST_E2E_FILES ?? '').split(/\s+/).filter(Boolean);
  const r = await run(bin('playwright'), ['test', ...e2eFilters, '--reporter=list,json'], {
    ...(e2eDb ? { DATABASE_URL: e2eDb.url } : {}),
    PLAYWRIGHT_CHROMIUM_PATH: browser,
    E2E_CHROMIUM_PATH: browser,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  e2eDb?.drop();
  const times = { wallSeconds: r.wallSeconds, cpuSeconds: r.cpuSeconds };
  try {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    const s = j.stats;
    const failures = [];
    // Per spec file: the time its tests ran, retries included (tests of one file may run side by side).
    const perFile = new Map();
    // Counted by the spec file whose run made the test (a test defined in a support file, such as the axe pages,
    // belongs to the spec that called it), from its top-level suite.
    const walk = (suite, file = suite.file) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? []) {
          const ms = (t.results ?? []).reduce((sum, res) => sum + (res.duration ?? 0), 0);
          perFile.set(file, (perFile.get(file) ?? 0) + ms);
          if (t.status === 'unexpected' || t.status === 'flaky')
            failures.push(
              `${t.status === 'flaky' ? 'flaky (passed on retry)' : 'failed'}: ${spec.file}:${spec.line} > ${spec.title}`,
            );
        }
      for (const child of suite.suites ?? []) walk(child, file);
    };
    for (const suite of j.suites ?? []) walk(suite);
    return {
      ...times,
      failures,
      files: [...perFile].map(([name, ms]) => ({ name: `e2e/${name}`, seconds: ms / 1000 })),
      passed: s.expected,
      failed: s.unexpected + (r.code !== 0 && s.unexpected === 0 ? 1 : 0),
      skipped: s.skipped,
      flaky: s.flaky,
    };
  } catch {
    return { ...times, passed: 0, failed: 1 };
  }
});
fs.rmSync(scratch, { recursive: true, force: true });

// The ten slowest files of each runner: where the time goes, on every run (docs/decisions/testing.md).
for (const r of results) {
  if (!r.files?.length) continue;
  console.log(`\nSlowest test files, ${r.name} (of ${r.files.length})`);
  for (const f of [...r.files].sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(
      `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.name}${f.seconds > SLOW_FILE_SECONDS ? `  (over ${SLOW_FILE_SECONDS} s)` : ''}`,
    );
}

const secs = (v) => (v === null || v === undefined ? '–' : `${Math.round(v)}s`);
console.log('\nSummary                                             wall     cpu');
for (const r of results) {
  const counts = `${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed${r.skipped ? ` ${r.skipped} skipped` : ''}`;
  console.log(
    `  ${r.name.padEnd(10)} ${counts.padEnd(38)} ${secs(r.wallSeconds).padStart(6)} ${secs(r.cpuSeconds).padStart(7)}`,
  );
  // Named here, next to the totals, because a CI log is often read from its end.
  for (const f of r.failures ?? []) console.log(`    ${f}`);
}
if (process.env.TEST_TIMES_FILE)
  fs.writeFileSync(
    process.env.TEST_TIMES_FILE,
    JSON.stringify(results.map(({ files: _files, failures: _failures, ...row }) => row)),
  );
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
const skipped = results.reduce((s, r) => s + (r.skipped ?? 0), 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
