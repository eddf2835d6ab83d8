/**
 * The request log's cost, side by side: the same order creations and replays against the server of the run
 * (request log on, the default) and a second `next start` of the same build with REQUEST_LOG=0, in alternating
 * rounds so that both see the same machine. Target: with the log on, within 5% of off (req/s).
 *   BENCH_LOG_ROUNDS (default 2), BENCH_SECONDS per round and side.
 * Beside req/s, each side's server CPU time per request (user + system of the process listening on its port,
 * from /proc; Linux only; less the process's CPU at rest): on a machine shared with other work req/s mostly
 * measures the neighbours, CPU time spent per request much less so. PostgreSQL's share (the log's inserts) is
 * not in it.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { api, baseUrl, benchMerchant, connections, figure, seconds, warmupSeconds } from './lib.mjs';

const rounds = Number(process.env.BENCH_LOG_ROUNDS ?? 2);
const offPort = String(Number(process.env.PORT ?? 3300) + 1);
const offUrl = `http://127.0.0.1:${offPort}`;
const next = path.join(process.cwd(), 'node_modules', '.bin', 'next');
const off = spawn(next, ['start', '-p', offPort], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: offPort, REQUEST_LOG: '0', NEXTAUTH_URL: offUrl },
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${offUrl}/readyz`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 240) throw new Error('the server without request log did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const m = await benchMerchant('Bench request log');
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const pids = [];
  for (let i = 0; i < 3; i++)
    pids.push(
      (
        await db.query(
          `insert into products (id, merchant_id, sku, name) values (substr(md5(random()::text), 1, 24), $1, $2, 'Bench product') returning id`,
          [m.merchantId, `BENCH-LOG-${randomUUID().slice(0, 8)}`],
        )
      ).rows[0].id,
    );
  await db.end();
  const body = JSON.stringify({
    order: {
      merchants_id: 'BENCH-LOG',
      items: pids.map((id, i) => ({ product: { id }, quantity: i + 1 })),
    },
  });
  const headers = {
    authorization: `Bearer ${m.token}`,
    'x-provider-merchant-id': m.merchantId,
    'content-type': 'application/json',
  };
  const replayKey = `bench-log-replay-${randomUUID()}`;
  const first = await api('POST', '/v1/orders', {
    token: m.token,
    merchant: m.merchantId,
    body: JSON.parse(body),
    headers: { 'idempotency-key': replayKey },
  });
  if (first.status !== 201) throw new Error(`create answered ${first.status}: ${first.text}`);

  const onPid = listenerPid(new URL(baseUrl).port);
  const offPid = listenerPid(offPort);
  // Each server's CPU at rest (job queue polling, timers), per ms, taken off the figures below.
  const idle = {};
  for (const pid of [onPid, offPid]) {
    const before = cpuMs(pid);
    await new Promise((r) => setTimeout(r, 5_000));
    idle[pid] = before === null ? 0 : (cpuMs(pid) - before) / 5_000;
  }
  const run = async (url, kind) => {
    const opts =
      kind === 'create'
        ? {
            url,
            connections,
            requests: [
              {
                method: 'POST',
                path: '/v1/orders',
                headers,
                body,
                setupRequest: (req) => ({
                  ...req,
                  headers: { ...req.headers, 'idempotency-key': randomUUID() },
                }),
              },
            ],
          }
        : {
            url: `${url}/v1/orders`,
            connections,
            method: 'POST',
            headers: { ...headers, 'idempotency-key': replayKey },
            body,
          };
    if (warmupSeconds > 0) await autocannon({ ...opts, duration: warmupSeconds });
    const pid = url === baseUrl ? onPid : offPid;
    const cpuBefore = cpuMs(pid);
    const startedAt = Date.now();
    const r = await autocannon({ ...opts, duration: seconds });
    const cpu = cpuBefore === null ? null : cpuMs(pid) - cpuBefore - idle[pid] * (Date.now() - startedAt);
    return {
      rps: r.requests.average,
      p99: r.latency.p99,
      non2xx: r.non2xx + r.errors + r.timeouts,
      requests: r.requests.total,
      cpu,
    };
  };
  for (const kind of ['create', 'replay']) {
    const sides = { on: [], off: [] };
    for (let i = 0; i < rounds; i++) {
      for (const side of i % 2 ? ['off', 'on'] : ['on', 'off'])
        sides[side].push(await run(side === 'on' ? baseUrl : offUrl, kind));
    }
    const avg = (xs, k) => xs.reduce((a, x) => a + x[k], 0) / xs.length;
    // CPU ms per request over all rounds of a side (null when /proc or ss is not there)
    const cpuPerRequest = (xs) =>
      xs.every((x) => x.cpu !== null)
        ? xs.reduce((a, x) => a + x.cpu, 0) /
          Math.max(
            1,
            xs.reduce((a, x) => a + x.requests, 0),
          )
        : null;
    const cpuOn = cpuPerRequest(sides.on);
    const cpuOff = cpuPerRequest(sides.off);
    const on = Math.round(avg(sides.on, 'rps'));
    const offRps = Math.round(avg(sides.off, 'rps'));
    const name =
      kind === 'create' ? 'POST /v1/orders (3 lines, fresh key)' : 'POST /v1/orders (replay, same key)';
    figure({
      name: `${name}, request log on vs off`,
      rps: on,
      p99_ms: Math.max(...sides.on.map((s) => s.p99)),
      non2xx: sides.on.reduce((a, s) => a + s.non2xx, 0),
      off_rps: offRps,
      off_p99_ms: Math.max(...sides.off.map((s) => s.p99)),
      on_vs_off: (on / offRps).toFixed(3),
      target: '>=0.95 of off',
      ...(cpuOn !== null && cpuOff !== null
        ? {
            cpu_ms_per_request: cpuOn.toFixed(2),
            off_cpu_ms_per_request: cpuOff.toFixed(2),
            cpu_on_vs_off: (cpuOn / cpuOff).toFixed(3),
          }
        : {}),
      load_average: fs.existsSync('/proc/loadavg')
        ? fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
        : null,
    });
  }
} finally {
  off.kill('SIGTERM');
}

/** The pid of the process listening on a local TCP port (`ss`), or null. */
function listenerPid(port) {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const m = /pid=(\d+)/.exec(out);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** User + system CPU time of a process in ms (/proc/<pid>/stat, fields 14 and 15 in clock ticks), or null. */
function cpuMs(pid) {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const hz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    return (ticks * 1000) / hz;
  } catch {
    return null;
  }
}
