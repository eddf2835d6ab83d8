#!/usr/bin/env node
/**
 * npm test: the whole suite, as CI runs it.
 *   0. the install check (scripts/check-install.mjs: npm ci accepts the lock file, engines hold)
 *   1. typecheck (tsc) and lint (eslint, prettier --check (`npm run format` fixes it), the migration linter, the
 *      layer check: dependency-cruiser with .dependency-cruiser.cjs)
 *   2. unit + HTTP integration tests (vitest) on the embedded database (PGlite)
 *   3. the same on PostgreSQL when DATABASE_URL is set
 *   4. the portal in a real Chromium (Playwright) against the production build
 * Ends with one line "N passed, N failed" summing every runner. Exit code 0 only when nothing failed.
 * Skip parts with TEST_SKIP=lint,e2e,... (install, typecheck, lint, pglite, postgres, e2e).
 * Runs on the project's Node (scripts/lib/require-node.mjs).
 */
import './lib/require-node.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowser } from './ensure-browser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const skip = new Set((process.env.TEST_SKIP ?? '').split(',').filter(Boolean));
const results = [];
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(cmd, args, env = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function step(name, fn) {
  if (skip.has(name)) {
    console.log(`\n-- ${name}: skipped (TEST_SKIP)`);
    return;
  }
  const started = Date.now();
  const r = fn();
  results.push({ name, ...r, seconds: Math.round((Date.now() - started) / 1000) });
}

function vitest(label, env) {
  const out = path.join(os.tmpdir(), `vitest-${label}-${process.pid}.json`);
  const code = run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  try {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    const failures = [];
    for (const file of j.testResults ?? []) {
      const name = path.relative(root, file.name);
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) failures.push(`failed: ${name} > ${t.fullName}`);
      if (file.status === 'failed' && failedTests.length === 0)
        failures.push(`failed: ${name} (did not load)`);
    }
    // A file that fails to load has no failed test but fails the run: count it once.
    return {
      failures,
      passed: j.numPassedTests,
      failed: j.numFailedTests || (code === 0 ? 0 : 1),
      skipped: j.numPendingTests + j.numTodoTests,
    };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
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
step('install', () =>
  run(process.execPath, [path.join(root, 'scripts', 'check-install.mjs')]) === 0
    ? { passed: 1, failed: 0 }
    : { passed: 0, failed: 1 },
);
step('typecheck', () =>
  run(bin('tsc'), ['--noEmit']) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 },
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
step('lint', () => {
  const eslint = run(bin('eslint'), ['.', '--max-warnings=0']);
  const prettier = run(bin('prettier'), ['--check', '.', '--log-level=warn']);
  // The migration linter (squawk): no migration may lock a busy table for long (docs/decisions/migrations.md).
  const migrations = run(process.execPath, [path.join(root, 'scripts', 'lint-migrations.mjs')]);
  // The layers of ARCHITECTURE.md (dependency-cruiser, .dependency-cruiser.cjs): no circles, nothing up the floors.
  const layers = run(bin('depcruise'), LAYERS_ARGS);
  return eslint === 0 && prettier === 0 && migrations === 0 && layers === 0
    ? { passed: 1, failed: 0 }
    : { passed: 0, failed: 1 };
});

const pgUrl = process.env.DATABASE_URL;
step('pglite', () => vitest('pglite', { DATABASE_URL: '' }));
if (pgUrl) step('postgres', () => vitest('postgres', { DATABASE_URL: pgUrl }));

step('e2e', () => {
  const browser = ensureBrowser();
  if (!browser) {
    console.error('No Chromium found and it could not be installed: the browser tests cannot run.');
    return { passed: 0, failed: 1 };
  }
  // playwright.config.ts starts the server: e2e/support/start-server.mjs builds the app and runs `next start`.
  // On PostgreSQL the browser tests get a database of their own, holding only the demo data.
  const e2eDb = pgUrl ? freshDatabase(pgUrl, 'e2e') : null;
  const out = path.join(os.tmpdir(), `playwright-${process.pid}.json`);
  const code = run(bin('playwright'), ['test', '--reporter=list,json'], {
    ...(e2eDb ? { DATABASE_URL: e2eDb.url } : {}),
    PLAYWRIGHT_CHROMIUM_PATH: browser,
    E2E_CHROMIUM_PATH: browser,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  e2eDb?.drop();
  try {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    const s = j.stats;
    const failures = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? [])
          if (t.status === 'unexpected' || t.status === 'flaky')
            failures.push(
              `${t.status === 'flaky' ? 'flaky (passed on retry)' : 'failed'}: ${spec.file}:${spec.line} > ${spec.title}`,
            );
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of j.suites ?? []) walk(suite);
    return {
      failures,
      passed: s.expected,
      failed: s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0),
      skipped: s.skipped,
      flaky: s.flaky,
    };
  } catch {
    return { passed: 0, failed: 1 };
  }
});

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed${r.skipped ? ` ${r.skipped} skipped` : ''}  (${r.seconds}s)`,
  );
  // Named here, next to the totals, because a CI log is often read from its end.
  for (const f of r.failures ?? []) console.log(`    ${f}`);
}
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
const skipped = results.reduce((s, r) => s + (r.skipped ?? 0), 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
