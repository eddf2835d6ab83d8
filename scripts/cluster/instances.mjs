import fs from 'node:fs';
import path from 'node:path';
import { ROOT, killGroup, portFree, sleep, spawnGroup, stopGroup, waitFor } from './processes.mjs';

/** How long an instance's graceful stop may take (its SHUTDOWN_TIMEOUT_MS, 30 s, and a margin) before SIGKILL. */
export const INSTANCE_STOP_GRACE_MS = 35_000;
/**
 * How long an instance keeps an idle connection of HAProxy open (`next start --keepAliveTimeout`; Node's default is
 * 5 s): longer than HAProxy keeps one (`timeout server` 65 s), so the instance never closes a connection that
 * HAProxy may be sending a request on. When it did (a connection idle past 5 s, or silent behind a network cut),
 * HAProxy's request met a reset and HAProxy, by design for a reused connection, closed the client's connection
 * without an answer (fault scenario "network partition"). A graceful stop closes idle connections at once.
 */
export const INSTANCE_KEEP_ALIVE_MS = 70_000;
/** The supervisor's backoff after a crash: 1 s, doubling to 30 s; reset once an instance has run for 60 s. */
export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
export const BACKOFF_RESET_AFTER_MS = 60_000;

export function nextBinOf(root) {
  return path.join(root, 'node_modules', '.bin', 'next');
}

export function makeInstance({ index, port, env, dir, log, supervise = true }) {
  const logFile = path.join(dir, `instance-${index + 1}.log`);
  const ownFolder = path.join(dir, `instance-${index + 1}-files`);
  fs.mkdirSync(ownFolder, { recursive: true });
  let proc = null;
  /** Whether the instance should be running: a crash while wanted is restarted by the supervisor. */
  let wanted = false;
  let restartTimer = null;
  let failures = 0;
  const spawnIt = () => {
    const place = instance.placement;
    const next = [
      nextBinOf(instance.root),
      'start',
      '-H',
      place?.host ?? '127.0.0.1',
      '-p',
      String(port),
      '--keepAliveTimeout',
      String(INSTANCE_KEEP_ALIVE_MS),
    ];
    // In a network namespace of its own (scripts/cluster/netns.mjs): `ip netns exec` runs next there.
    const [cmd, ...args] = place ? ['ip', 'netns', 'exec', place.netns, ...next] : next;
    const p = spawnGroup(cmd, args, {
      env: {
        ...(place?.env ?? env),
        PORT: String(port),
        INSTANCE_INDEX: String(index + 1),
        // With object storage, a folder of this instance alone: a file that reached only one instance's disk
        // cannot be read through another.
        ...(env.S3_BUCKET ? { STORAGE_DIR: ownFolder } : {}),
      },
      logFile,
      cwd: instance.root,
    });
    const startedAt = Date.now();
    proc = p;
    p.exited.then(({ code, signal }) => {
      if (proc !== p || !wanted || !supervise) return;
      // The supervisor (what systemd's Restart=on-failure does; deploy/fulfilment-portal@.service).
      if (Date.now() - startedAt > BACKOFF_RESET_AFTER_MS) failures = 0;
      const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** failures);
      failures++;
      instance.crashes++;
      log(
        `instance ${index + 1} exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s ` +
          `(crash ${instance.crashes}, log ${logFile})`,
      );
      scheduleRestart(delay);
    });
  };
  const scheduleRestart = (delay) => {
    restartTimer = setTimeout(async () => {
      restartTimer = null;
      if (!wanted || instance.pid()) return;
      if (!(await portFree(port))) {
        log(`instance ${index + 1}: port ${port} still in use; trying again in ${delay / 1000} s`);
        return scheduleRestart(delay);
      }
      spawnIt();
      instance.restarts++;
      log(`instance ${index + 1} restarted by the supervisor (pid ${proc.child.pid})`);
    }, delay);
  };
  const instance = {
    index,
    port,
    /** Where it answers: 127.0.0.1, or its address in a network namespace of its own (placement). */
    get url() {
      return `http://${instance.placement?.host ?? '127.0.0.1'}:${port}`;
    },
    /** null: on the host; { netns, host, env }: in that namespace, listening on host, with that environment. */
    placement: null,
    logFile,
    /** The release folder the instance runs from (a built checkout with its .next and node_modules). */
    root: ROOT,
    /** Exits the supervisor saw while the instance was wanted, and the restarts it made. */
    crashes: 0,
    restarts: 0,
    pid: () =>
      proc && proc.child.exitCode === null && proc.child.signalCode === null ? proc.child.pid : null,
    async start() {
      wanted = true;
      if (restartTimer) {
        clearTimeout(restartTimer);
        restartTimer = null;
      }
      if (instance.pid()) return;
      if (!(await portFree(port))) throw new Error(`port ${port} (instance ${index + 1}) is in use`);
      spawnIt();
    },
    /**
     * Kills the instance's whole process group (a crash: the supervisor restarts it, after its backoff);
     * resolves once it has exited.
     */
    async kill(signal = 'SIGKILL') {
      if (!proc) return;
      const p = proc;
      killGroup(p.child.pid, signal);
      if (signal === 'SIGKILL') await p.exited;
      else await stopGroup(p, signal, INSTANCE_STOP_GRACE_MS);
    },
    async waitReady(timeoutMs = 120_000) {
      await waitFor(
        `instance ${index + 1} (${instance.url})`,
        async () =>
          (await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(3000) })).status === 200,
        timeoutMs,
        // While the supervisor restarts it, the process of the moment.
        {
          get child() {
            return proc?.child ?? { exitCode: null, signalCode: null };
          },
        },
      );
    },
    /** Waits until the supervisor has restarted the instance and it is ready. */
    async waitRestarted(timeoutMs = 120_000) {
      const until = Date.now() + timeoutMs;
      while (!instance.pid()) {
        if (Date.now() > until) throw new Error(`instance ${index + 1} was not restarted`);
        await sleep(100);
      }
      await instance.waitReady(Math.max(1000, until - Date.now()));
    },
    /** A graceful stop (SIGTERM: the instance drains, finishes its requests and jobs, exits); not restarted. */
    async stop() {
      wanted = false;
      if (restartTimer) {
        clearTimeout(restartTimer);
        restartTimer = null;
      }
      if (proc) await stopGroup(proc, 'SIGTERM', INSTANCE_STOP_GRACE_MS);
      proc = null;
    },
  };
  log(`instance ${index + 1}: ${instance.url}, log ${logFile}`);
  return instance;
}

// ---------------------------------------------------------------------------------------------------------
