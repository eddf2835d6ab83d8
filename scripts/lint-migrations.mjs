#!/usr/bin/env node
// The migration linter (squawk, settings in .squawk.toml) over every migration from FIRST_LINTED on: nothing
// that locks a busy table for long (an index built without CONCURRENTLY, a foreign key or check validated in the
// same step, a column type change that rewrites the table...). A migration that runs in a transaction (the
// default) is linted as such; one marked `-- migrate: no-transaction` as what it is (docs/decisions/migrations.md).
// Usage: node scripts/lint-migrations.mjs [folder]   Exit code 1 when squawk finds anything.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.resolve(process.argv[2] ?? path.join(root, 'db', 'migrations'));
// Migrations before this one were written before the linter: history, applied everywhere, never changed.
const FIRST_LINTED = 17;

const files = fs
  .readdirSync(folder)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f) && Number(f.slice(0, 4)) >= FIRST_LINTED)
  .map((f) => path.join(folder, f));
const noTransaction = (f) => /^\s*--\s*migrate:\s*no-transaction\b/.test(fs.readFileSync(f, 'utf8'));
// The binary alone (an optional dependency for Linux x64: the registry serves squawk for that platform only).
const squawk = path.join(root, 'node_modules', '@squawk-cli', 'linux-x64', 'bin', 'squawk');
const config = path.join(root, '.squawk.toml');

// Elsewhere than on Linux x64 the linter cannot run: say so (CI lints).
const probe = spawnSync(squawk, ['--version'], { encoding: 'utf8' });
if (probe.status !== 0) {
  console.log(
    `migration lint: skipped, squawk does not run on ${process.platform}-${process.arch} here (CI lints on Linux)`,
  );
  process.exit(0);
}

let failed = false;
for (const [group, extra] of [
  [files.filter((f) => !noTransaction(f)), ['--assume-in-transaction']],
  [files.filter(noTransaction), []],
]) {
  if (!group.length) continue;
  const r = spawnSync(squawk, ['--config', config, ...extra, ...group], { stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}
console.log(failed ? 'migration lint: problems found' : `migration lint: ${files.length} migrations clean`);
process.exit(failed ? 1 : 0);
