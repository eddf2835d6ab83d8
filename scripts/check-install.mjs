#!/usr/bin/env node
/**
 * npm run check:install — the install a pipeline runs must keep working:
 *   1. `npm ci` accepts package.json with package-lock.json (checked with --dry-run in a scratch folder, so
 *      node_modules is not touched);
 *   2. the lock file holds every platform's optional packages (Linux, macOS and Windows on x64 and arm64),
 *      which npm drops when a lock file is written from an existing node_modules;
 *   3. the declared engines tell the truth: every locked package's engines.node accepts every Node version
 *      package.json's engines.node admits.
 * Prints what drifted and how to fix it; exit 1 when anything did. Runs as the first step of `npm test`.
 */
import './lib/require-node.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const problems = [];
const regenerate =
  'Regenerate the lock file without node_modules: `rm -rf node_modules && npm install --package-lock-only && npm ci`.';

// 1. npm ci's own check, on copies of the two files.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'check-install-'));
try {
  for (const f of ['package.json', 'package-lock.json'])
    fs.copyFileSync(path.join(root, f), path.join(scratch, f));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  if (r.status !== 0) {
    const missing = `${r.stdout}\n${r.stderr}`
      .split('\n')
      .filter((l) => /Missing:|Invalid:|EUSAGE/.test(l))
      .slice(0, 10);
    problems.push(`npm ci refuses the lock file:\n    ${missing.join('\n    ') || r.stderr.trim()}`);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

// 2. Every optional dependency of every locked package is itself locked (whatever its platform).
const entries = lock.packages ?? {};
for (const [where, entry] of Object.entries(entries)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    // npm resolves a dependency in the nearest node_modules up the tree.
    let dir = where;
    let found = false;
    for (;;) {
      if (entries[`${dir ? `${dir}/` : ''}node_modules/${name}`]) {
        found = true;
        break;
      }
      const up = dir.lastIndexOf('/node_modules/');
      if (!dir) break;
      dir = up < 0 ? '' : dir.slice(0, up);
    }
    if (!found) problems.push(`${where || 'package.json'}: optional ${name} is not in package-lock.json`);
  }
}

// 3. Engines, of the packages installed on a platform we support.
const targets = { os: ['linux', 'darwin', 'win32'], cpu: ['x64', 'arm64'] };
const installedSomewhere = (entry) =>
  Object.entries(targets).every(([field, ours]) => {
    const list = entry[field];
    if (!list?.length) return true;
    const denied = list.filter((v) => v.startsWith('!')).map((v) => v.slice(1));
    const allowed = list.filter((v) => !v.startsWith('!'));
    return ours.some((v) => !denied.includes(v) && (allowed.length === 0 || allowed.includes(v)));
  });
const ours = pkg.engines?.node;
if (!ours) problems.push('package.json declares no engines.node');
else
  for (const [where, entry] of Object.entries(entries)) {
    const theirs = entry.engines?.node;
    if (!where || !theirs || !semver.validRange(theirs) || !installedSomewhere(entry)) continue;
    if (!semver.subset(ours, theirs))
      problems.push(`${where}@${entry.version} needs Node ${theirs}; package.json admits ${ours}`);
  }

if (problems.length) {
  console.error(`check:install: ${problems.length} problem(s)`);
  for (const p of problems.slice(0, 40)) console.error(`  - ${p}`);
  console.error(regenerate);
  process.exit(1);
}
console.log(
  `check:install: npm ci accepts the lock file; every platform's optional packages are locked; engines ${ours} hold for ${Object.keys(entries).length - 1} packages`,
);
