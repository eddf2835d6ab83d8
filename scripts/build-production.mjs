// The production build (`next build`) that `next start` serves, shared by the Playwright server
// (e2e/support/start-server.mjs), `npm run demo`, the cluster (scripts/cluster/cluster.mjs) and so the cluster
// tests, the fault suite and the attack suite. One build serves them all: after a build, .next holds a stamp (a
// hash of the sources' contents, the locked packages, Next's version and the build's inputs from the
// environment), and a later caller whose sources hash the same reuses the build instead of building again.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const nextBin = path.join(process.cwd(), 'node_modules', '.bin', 'next');

/** Folders and files whose change makes a production build stale. */
const SOURCES = [
  'app',
  'server',
  'db',
  'components',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.js',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

/** The build's output folder (next.config.js distDir). */
const distDir = (root, env = process.env) => path.join(root, env.NEXT_DIST_DIR || '.next');
const STAMP = 'fp-build-stamp';

/** Turbopack cannot build a git worktree whose node_modules is a symlink to another checkout's: webpack can. */
const builder = (root) =>
  fs.lstatSync(path.join(root, 'node_modules')).isSymbolicLink() ? 'webpack' : 'turbopack';

/**
 * A hash of everything a build is made of: every source file's path and contents (test files excluded), the
 * version of Next that builds, the builder, and the environment Next inlines at build time (NEXT_PUBLIC_*).
 */
export function sourceStamp(root = process.cwd()) {
  const hash = crypto.createHash('sha256');
  const visit = (rel) => {
    const p = path.join(root, rel);
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) if (name !== 'node_modules') visit(path.join(rel, name));
    } else if (!/\.test\.tsx?$/.test(rel)) {
      hash.update(`${rel}\0`);
      hash.update(fs.readFileSync(p));
      hash.update('\0');
    }
  };
  for (const s of SOURCES) visit(s);
  let nextVersion = 'unknown';
  try {
    nextVersion = JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8'),
    ).version;
  } catch {
    /* not installed: the build fails anyway */
  }
  hash.update(`next ${nextVersion}\0${builder(root)}\0`);
  for (const [k, v] of Object.entries(process.env).sort())
    if (k.startsWith('NEXT_PUBLIC_')) hash.update(`${k}=${v}\0`);
  return hash.digest('hex');
}

/** Whether .next holds a finished production build of these very sources (its stamp matches them). */
export function hasFreshProductionBuild(root = process.cwd()) {
  try {
    if (!fs.existsSync(path.join(distDir(root), 'BUILD_ID'))) return false;
    return fs.readFileSync(path.join(distDir(root), STAMP), 'utf8').trim() === sourceStamp(root);
  } catch {
    return false;
  }
}

/**
 * Runs `next build`. The build must not open the embedded database a server will own, nor start workers.
 * The stamp is removed first and written only after a build that succeeded, so a build cut off half-way is
 * never taken for a fresh one. Returns the exit status.
 */
export function buildProduction(env = process.env, stdio = 'inherit') {
  const root = process.cwd();
  // `next build` adds its own entries to tsconfig.json; a build leaves the working tree as it found it.
  const tsconfig = path.join(root, 'tsconfig.json');
  const before = fs.readFileSync(tsconfig, 'utf8');
  const stamp = sourceStamp(root);
  fs.rmSync(path.join(distDir(root, env), STAMP), { force: true });
  const started = Date.now();
  const build = spawnSync(nextBin, builder(root) === 'webpack' ? ['build', '--webpack'] : ['build'], {
    stdio,
    env: { ...env, PGLITE_DIR: 'memory://', JOBS_ENABLED: '0' },
  });
  if (fs.readFileSync(tsconfig, 'utf8') !== before) fs.writeFileSync(tsconfig, before);
  const status = build.status ?? 1;
  // Sources edited while it built: no stamp, the next caller builds again.
  if (status === 0 && sourceStamp(root) === stamp)
    fs.writeFileSync(path.join(distDir(root, env), STAMP), `${stamp}\n`);
  console.log(
    `[build] next build ${status === 0 ? 'done' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return status;
}

/**
 * The production build, made only when .next holds none of these sources (`log` says which). Returns the exit
 * status (0 when the build in .next is reused).
 */
export function ensureProductionBuild(env = process.env, log = (m) => console.log(`[build] ${m}`)) {
  if (hasFreshProductionBuild()) {
    log('reusing the production build in .next (its stamp matches the sources)');
    return 0;
  }
  log('building the production app (next build)');
  return buildProduction(env);
}
