import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = process.cwd();

/** Every process group this module started and has not stopped yet (killed on exit, whatever the cause). */
export const groups = new Set();
/** What the other parts stop on exit besides the process groups (a throwaway PostgreSQL: postgres.mjs). */
const exitCleanups = [];
let exitHooked = false;

export function onExit(cleanup) {
  exitCleanups.push(cleanup);
}

export function hookExit() {
  if (exitHooked) return;
  exitHooked = true;
  // Last resort when the caller crashes or exits without stop(): nothing this module started outlives it.
  process.on('exit', () => {
    for (const pid of groups) killGroup(pid, 'SIGKILL');
    for (const cleanup of exitCleanups) cleanup();
  });
}

export function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** Finds a program on PATH or in the sbin folders Debian installs daemons to. */
export function which(name) {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin', '/usr/local/sbin'];
  for (const d of dirs) {
    const p = path.join(d, name);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      /* next */
    }
  }
  return null;
}

/** PostgreSQL server binaries (initdb, postgres, pg_ctl): PATH, else Debian's newest /usr/lib/postgresql/N/bin. */
export function pgBin(name) {
  const onPath = which(name);
  if (onPath) return onPath;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const p = path.join(base, v, 'bin', name);
    if (fs.existsSync(p)) return p;
  }
  throw new Error(`${name} not found: install the PostgreSQL server (Debian: apt-get install -y postgresql)`);
}

/**
 * haproxy and pgbouncer, installed when missing and running as root on Debian (as scripts/ensure-browser.mjs
 * does for Chromium); otherwise a clear message of what to install.
 */
export function ensureTools({ pgbouncer = true, log = console.log } = {}) {
  ensureDebianPackages(
    [{ bin: 'haproxy', pkg: 'haproxy' }, ...(pgbouncer ? [{ bin: 'pgbouncer', pkg: 'pgbouncer' }] : [])],
    { log, purpose: 'The cluster' },
  );
}

/**
 * Programs the project runs from Debian's packages (`{ bin, pkg }`: the program and the package that brings it,
 * e.g. xmllint from libxml2-utils), installed with apt-get when missing and running as root on Debian; otherwise
 * an error naming what to install.
 */
export function ensureDebianPackages(tools, { log = console.log, purpose = 'This' } = {}) {
  const missing = tools.filter((t) => !which(t.bin)).map((t) => t.pkg);
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  const debian = fs.existsSync('/etc/debian_version');
  if (!root || !debian) {
    throw new Error(
      `${purpose} needs ${missing.join(' and ')}. Install ${missing.length > 1 ? 'them' : 'it'} first ` +
        `(Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')}; macOS: brew install ${missing.join(' ')}).`,
    );
  }
  log(`installing ${missing.join(' ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    });
  }
  if (r.status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
}

export function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts `cmd` in a process group of its own, its output appended to `logFile`. */
export function spawnGroup(cmd, args, { env = process.env, logFile, uid, gid, cwd = ROOT }) {
  const fd = fs.openSync(logFile, 'a');
  const child = spawn(cmd, args, { env, cwd, detached: true, stdio: ['ignore', fd, fd], uid, gid });
  fs.closeSync(fd);
  groups.add(child.pid);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      groups.delete(child.pid);
      resolve({ code, signal });
    }),
  );
  return { child, exited };
}

/** Sends `signal` to the group, then SIGKILL after `graceMs` if it is still there. */
export async function stopGroup(proc, signal = 'SIGTERM', graceMs = 5000) {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  killGroup(proc.child.pid, signal);
  const done = await Promise.race([proc.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    killGroup(proc.child.pid, 'SIGKILL');
    await proc.exited;
  }
  // Processes of the group that outlived its leader.
  killGroup(proc.child.pid, 'SIGKILL');
}

export async function waitFor(what, check, timeoutMs, proc) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(`${what}: the process exited (${proc.child.exitCode ?? proc.child.signalCode})`);
    }
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await sleep(250);
  }
}

/** A TCP port nobody listens on now (for tests that start a pooler of their own). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
