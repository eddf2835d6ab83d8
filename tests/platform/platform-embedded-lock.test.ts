import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, EmbeddedDatabaseInUse } from '@/db/embedded-lock';

const started: ChildProcess[] = [];
afterEach(() => {
  for (const c of started.splice(0)) c.kill('SIGKILL');
});

/** The embedded database's folder and its lock file (beside it), as db/client.ts names them. */
function folder() {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fp-lock-')), 'pglite');
  return { dir, lock: `${dir}.lock` };
}

const startTime = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
};
const bootId = () => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

/** A running process of its own (sleep), and, with zombie, the pid of a child it never reaps. */
async function sleeper(zombie = false): Promise<{ pid: number; zombiePid?: number }> {
  const child = spawn('sh', ['-c', zombie ? 'sleep 0.05 & echo $!; exec sleep 30' : 'exec sleep 30'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  started.push(child);
  if (!zombie) return { pid: child.pid! };
  const line = await new Promise<string>((resolve) => child.stdout!.once('data', (d) => resolve(String(d))));
  const zombiePid = Number(line.trim());
  // Wait until the unreaped child has exited: the kernel shows it as Z.
  for (let i = 0; i < 100 && !/\) Z /.test(fs.readFileSync(`/proc/${zombiePid}/stat`, 'utf8')); i++)
    await new Promise((r) => setTimeout(r, 20));
  return { pid: child.pid!, zombiePid };
}

describe.skipIf(!fs.existsSync('/proc/self/stat'))('the embedded database lock (db/client.ts)', () => {
  it('a live owner keeps the folder: a second server refuses it with the owner named', async () => {
    const { dir, lock } = folder();
    const { pid } = await sleeper();
    fs.writeFileSync(lock, JSON.stringify({ pid, startTime: startTime(pid), bootId: bootId() }));
    expect(() => acquireLock(dir)).toThrow(EmbeddedDatabaseInUse);
    expect(() => acquireLock(dir)).toThrow(`in use by process ${pid}`);
  });

  it('an owner killed but not yet reaped (a zombie) holds nothing', async () => {
    const { dir, lock } = folder();
    const { zombiePid } = await sleeper(true);
    expect(fs.readFileSync(`/proc/${zombiePid}/stat`, 'utf8')).toMatch(/\) Z /);
    fs.writeFileSync(
      lock,
      JSON.stringify({ pid: zombiePid, startTime: startTime(zombiePid!), bootId: bootId() }),
    );
    const release = acquireLock(dir);
    expect(JSON.parse(fs.readFileSync(lock, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('a pid that another program got since (other start time, or another boot) holds nothing', async () => {
    const { dir, lock } = folder();
    const { pid } = await sleeper();
    fs.writeFileSync(lock, JSON.stringify({ pid, startTime: '1', bootId: bootId() }));
    acquireLock(dir)();
    fs.writeFileSync(lock, JSON.stringify({ pid, startTime: startTime(pid), bootId: 'another-boot' }));
    acquireLock(dir)();
  });

  it('a gone owner, and a bare pid written by an older release, are taken over', async () => {
    const { dir, lock } = folder();
    fs.writeFileSync(lock, '999999999');
    acquireLock(dir)();
    const { pid } = await sleeper();
    fs.writeFileSync(lock, String(pid)); // an older release's lock of a live process still counts
    expect(() => acquireLock(dir)).toThrow(EmbeddedDatabaseInUse);
  });
});
