// The previous release, built once beside the project for the mixed-version scenario (docs/decisions/faults.md):
// the last release's commit, exported from this repository's history with `git archive`, installed with `npm ci`
// and built with `next build` into a cache folder that later runs reuse. Answers the folder, which
// `cluster.replaceInstance(i, { root })` starts an instance from.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The release the previous deployment runs: the last commit that landed before this release's changes. */
export const PREVIOUS_RELEASE = '33747eead28a00fba12f223598b1b3b677c700e8';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function run(cmd, args, opts) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed: ${(r.stderr || r.stdout || '').slice(-2000)}`);
  return r.stdout;
}

/** Where the previous release's build is kept: FP_RELEASE_CACHE or ~/.cache/fulfilment-portal. */
function releaseDir() {
  const cache = process.env.FP_RELEASE_CACHE ?? path.join(os.homedir(), '.cache', 'fulfilment-portal');
  return path.join(cache, `release-${PREVIOUS_RELEASE.slice(0, 12)}`);
}
const isBuilt = (dir) => fs.existsSync(path.join(dir, '.next', 'BUILD_ID'));

/**
 * The folder of the previous release's production build, made when missing (several minutes once: npm ci and
 * next build; later runs find it). The cache lives in FP_RELEASE_CACHE or ~/.cache/fulfilment-portal.
 */
export function previousRelease({ log = console.log } = {}) {
  const dir = releaseDir();
  if (isBuilt(dir)) return dir;
  // The commit must be in this clone's history (a shallow clone lacks it: fetch it, or unshallow).
  run('git', ['cat-file', '-e', `${PREVIOUS_RELEASE}^{commit}`], { cwd: ROOT });
  const part = `${dir}.part-${process.pid}`;
  fs.rmSync(part, { recursive: true, force: true });
  fs.mkdirSync(part, { recursive: true });
  log(`building the previous release ${PREVIOUS_RELEASE.slice(0, 12)} into ${dir} (once)`);
  const tar = spawnSync('git', ['archive', '--format=tar', PREVIOUS_RELEASE], {
    cwd: ROOT,
    maxBuffer: 512 * 1024 * 1024,
  });
  if (tar.status !== 0) throw new Error(`git archive failed: ${tar.stderr}`);
  run('tar', ['-x', '-C', part], { input: tar.stdout });
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: 'true' };
  delete env.DATABASE_URL;
  run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: part, env });
  run(path.join(part, 'node_modules', '.bin', 'next'), ['build'], { cwd: part, env });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(part, dir);
  return dir;
}

/** The build started by buildPreviousReleaseInBackground, while it runs. */
let background = null;

/**
 * Starts building the previous release in a process of its own when the cache lacks it, so that the build
 * (npm ci and next build, about two minutes on a small machine) happens while the first scenarios mostly wait
 * (on retries, leases, restarts) instead of inside the mixed-version scenario's time. The scenarios then ask
 * for it with previousReleaseReady().
 */
export function buildPreviousReleaseInBackground({ log = console.log } = {}) {
  if (isBuilt(releaseDir())) return;
  log(`building the previous release ${PREVIOUS_RELEASE.slice(0, 12)} in the background (once)`);
  const child = spawn(process.execPath, [import.meta.filename], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = () => child.kill('SIGKILL');
  process.on('exit', stop);
  background = new Promise((resolve) =>
    child.on('close', (code) => {
      process.off('exit', stop);
      if (code !== 0)
        log(`the background build of the previous release failed (${code}): ${output.slice(-2000)}`);
      resolve();
    }),
  );
}

/** The previous release's folder: waits for the background build if one runs, else builds it here. */
export async function previousReleaseReady({ log = console.log } = {}) {
  if (background) await background;
  return previousRelease({ log });
}

// `node scripts/faults/previous-release.mjs` builds it ahead of a run.
if (import.meta.url === `file://${process.argv[1]}`) console.log(previousRelease());
