import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { closeDb, getDb } from '@/db/client';
import { log } from '@/server/core/logger';
import { stopJobs } from '@/server/jobs/queue';
import { flushRequestLog } from '@/server/workbench/request-log/buffer';
import { unregisterInstance } from '@/server/platform/instance-registry';

/**
 * A graceful stop (SIGTERM or SIGINT), as a rolling restart needs it (docs/decisions/topology.md):
 *   1. /readyz answers 503 at once (isDraining), every answer from then on closes its connection;
 *   2. the load balancer takes the instance out: the stop waits until /readyz has answered 503 twice (HAProxy's
 *      `fall 2`) and half a second more, at most SHUTDOWN_DRAIN_MS (default 5,000); not at all when nothing
 *      asked /readyz in the last 5 s (no load balancer in front);
 *   3. the HTTP server stops accepting connections; requests in flight finish;
 *   4. the job workers stop gracefully (pg-boss waits for the jobs it runs), the instance leaves app_instances,
 *      the database pools close, and the process exits 0.
 * The whole stop is bounded by SHUTDOWN_TIMEOUT_MS (default 30,000): past it the process exits 1, and a job
 * still running is picked up again by another instance once it expires (pg-boss supervision).
 */
interface State {
  installed: boolean;
  draining: boolean;
  drainingSince: number;
  inflight: number;
  readyzFailures: number;
  /** When /readyz was last asked (a load balancer's checks), 0: never. */
  lastReadyzAt: number;
  servers: Set<Server>;
  idle: Array<() => void>;
}
const state: State = ((globalThis as any).__fpShutdown ??= {
  installed: false,
  draining: false,
  drainingSince: 0,
  inflight: 0,
  readyzFailures: 0,
  lastReadyzAt: 0,
  servers: new Set<Server>(),
  idle: [],
});

function num(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isFinite(n) ? n : fallback;
}

/** Whether this instance is stopping: /readyz fails, so that the load balancer sends it nothing new. */
export function isDraining(): boolean {
  return state.draining;
}

/** /readyz was asked; while draining it answered 503 (the load balancer's check saw it). */
export function noteReadyz(): void {
  state.lastReadyzAt = Date.now();
  if (state.draining) state.readyzFailures++;
}

/** Requests being answered now (counted from the HTTP server's diagnostics channel). */
export function requestsInFlight(): number {
  return state.inflight;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function onRequest(message: unknown) {
  const { server, response } = message as {
    server: Server;
    request: IncomingMessage;
    response: ServerResponse;
  };
  state.servers.add(server);
  state.inflight++;
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    state.inflight--;
    if (state.inflight === 0) for (const f of state.idle.splice(0)) f();
  };
  response.once('finish', end);
  response.once('close', end);
  // A stopping instance keeps no connection open for a next request: the balancer opens one elsewhere.
  if (state.draining && !response.headersSent) response.setHeader('connection', 'close');
}

/** Installs the SIGTERM/SIGINT handling (once per process, from startup). */
export function installGracefulShutdown(): void {
  if (state.installed) return;
  state.installed = true;
  diagnosticsChannel.subscribe('http.server.request.start', onRequest);
  // Next's own handler (`next start`) closes the server at once and exits: this stop replaces it.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
}

async function shutdown(signal: string): Promise<void> {
  if (state.draining) return;
  state.draining = true;
  state.drainingSince = Date.now();
  const timeoutMs = num('SHUTDOWN_TIMEOUT_MS', 30_000);
  const drainMs = num('SHUTDOWN_DRAIN_MS', 5_000);
  const hard = setTimeout(() => {
    log.error('stop: not finished within the bound; exiting', {
      timeout_ms: timeoutMs,
      requests_in_flight: state.inflight,
    });
    process.exit(1);
  }, timeoutMs);
  hard.unref();
  log.info('stop: draining', { signal, requests_in_flight: state.inflight });

  // 2. The load balancer's checks see /readyz fail twice, then a margin for its decision to take effect. A
  // process nobody checks (no /readyz in the last 5 s: `npm start` alone, `npm run dev`) has nothing to drain.
  const balanced = state.lastReadyzAt > 0 && Date.now() - state.lastReadyzAt < 5_000;
  for (let firstSeen = 0; balanced && Date.now() - state.drainingSince < drainMs;) {
    if (state.readyzFailures >= 2) {
      firstSeen ||= Date.now();
      if (Date.now() - firstSeen >= 500) break;
    }
    await sleep(50);
  }

  // 3. No new connections; the requests in flight finish (each connection closes after its answer).
  for (const server of state.servers) {
    server.close();
    server.closeIdleConnections?.();
  }
  if (state.inflight > 0) await new Promise<void>((resolve) => state.idle.push(resolve));
  log.info('stop: requests finished', { drained_ms: Date.now() - state.drainingSince });

  // 4. Background work, the instance's registration, the database.
  try {
    await stopJobs({
      graceful: true,
      timeoutMs: Math.max(1000, timeoutMs - (Date.now() - state.drainingSince) - 2000),
    });
    await unregisterInstance(await getDb()).catch(() => {});
    // The request log's entries still waiting for their batch (at most REQUEST_LOG_FLUSH_MS of them).
    await flushRequestLog();
    await closeDb();
  } catch (err) {
    log.warn('stop: cleanup failed', { error: (err as Error).message });
  }
  log.info('stop: done', { ms: Date.now() - state.drainingSince });
  clearTimeout(hard);
  process.exit(0);
}
