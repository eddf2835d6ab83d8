// The production build (`next build`) that `next start` serves, shared by the Playwright server
// (e2e/support/start-server.mjs) and the cluster (scripts/cluster/cluster.mjs).
import { spawnSync } from 'node:child_process';
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
];

/** Newest modification time (ms) among the sources (test files excluded), or 0. */
function newestSource(root) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules') visit(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) newest = Math.max(newest, st.mtimeMs);
  };
  for (const s of SOURCES) visit(path.join(root, s));
  return newest;
}

/** Whether .next holds a production build at least as new as every source file. */
export function hasFreshProductionBuild(root = process.cwd()) {
  try {
    const built = fs.statSync(path.join(root, '.next', 'BUILD_ID')).mtimeMs;
    return built >= newestSource(root);
  } catch {
    return false;
  }
}

/**
 * Runs `next build`. The build must not open the embedded database a server will own, nor start workers.
 * Returns the exit status.
 */
export function buildProduction(env = process.env, stdio = 'inherit') {
  // `next build` adds its own entries to tsconfig.json; a build leaves the working tree as it found it.
  const tsconfig = path.join(process.cwd(), 'tsconfig.json');
  const before = fs.readFileSync(tsconfig, 'utf8');
  // Turbopack cannot build a git worktree whose node_modules is a symlink to another checkout's: webpack can.
  const linked = fs.lstatSync(path.join(process.cwd(), 'node_modules')).isSymbolicLink();
  const build = spawnSync(nextBin, linked ? ['build', '--webpack'] : ['build'], {
    stdio,
    env: { ...env, PGLITE_DIR: 'memory://', JOBS_ENABLED: '0' },
  });
  if (fs.readFileSync(tsconfig, 'utf8') !== before) fs.writeFileSync(tsconfig, before);
  return build.status ?? 1;
}
