import fs from 'node:fs';
import path from 'node:path';

/**
 * Two processes writing one PGlite folder silently lose writes, so exactly one process may own it. The lock file
 * names its owner: pid, the process's start time and the machine's boot id (Linux /proc). An owner that is gone
 * (no such process), a zombie (killed, not yet reaped by its parent), or another program that got the same pid
 * later (a different start time, or a reboot since) holds nothing: its lock is taken over.
 */
export function acquireLock(dir: string): () => void {
  const lock = path.join(dir, '..', `${path.basename(dir)}.lock`);
  let owner: LockOwner | null = null;
  try {
    owner = parseOwner(fs.readFileSync(lock, 'utf8'));
  } catch (err: any) {
    if (err.code !== 'ENOENT') throw err;
  }
  if (owner && owner.pid !== process.pid && ownerAlive(owner)) {
    throw new EmbeddedDatabaseInUse(
      `The embedded database at ${dir} is in use by process ${owner.pid}. Stop that process first, or set DATABASE_URL to use PostgreSQL.`,
    );
  }
  const me = describeProcess(process.pid);
  fs.writeFileSync(lock, JSON.stringify(me));
  const release = () => {
    try {
      if (parseOwner(fs.readFileSync(lock, 'utf8'))?.pid === process.pid) fs.unlinkSync(lock);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', release);
  return release;
}

/** The embedded database's folder is owned by another live process: the server cannot start on it. */
export class EmbeddedDatabaseInUse extends Error {}

interface LockOwner {
  pid: number;
  startTime?: string | null;
  bootId?: string | null;
}

function parseOwner(text: string): LockOwner | null {
  const t = text.trim();
  if (/^\d+$/.test(t)) return { pid: Number(t) }; // written by an older release: a bare pid
  try {
    const o = JSON.parse(t);
    return typeof o?.pid === 'number' ? o : null;
  } catch {
    return null;
  }
}

function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** /proc/<pid>/stat: the state (3rd field) and the start time in clock ticks since boot (22nd). */
function procStat(pid: number): { state: string; startTime: string } | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (2nd field) is in parentheses and may hold spaces: split after its closing one.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: rest[0]!, startTime: rest[19]! };
}

function bootId(): string | null {
  return readProc('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

function describeProcess(pid: number): LockOwner {
  return { pid, startTime: procStat(pid)?.startTime ?? null, bootId: bootId() };
}

function ownerAlive(owner: LockOwner): boolean {
  const currentBoot = bootId();
  if (owner.bootId && currentBoot && owner.bootId !== currentBoot) return false; // rebooted since
  if (fs.existsSync('/proc/self/stat')) {
    const stat = procStat(owner.pid);
    if (!stat) return false; // no such process
    if (stat.state === 'Z' || stat.state === 'X') return false; // killed, not yet reaped
    if (owner.startTime && stat.startTime !== owner.startTime) return false; // the pid belongs to another program now
    return true;
  }
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err: any) {
    return err.code === 'EPERM';
  }
}
