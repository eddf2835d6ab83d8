// A network of its own for one instance (the fault scenario "network partition", docs/decisions/faults.md):
// a network namespace (`ip netns`, Debian's iproute2) joined to the host by two veth pairs,
//   app link   host 10.213.N.1 <-> 10.213.N.2 namespace: HAProxy reaches the instance, the instance listens here
//   data link  host 10.213.N.5 <-> 10.213.N.6 namespace: the instance reaches PgBouncer, PostgreSQL, its replica,
//              the database endpoint and object storage (through scripts/cluster/tcp-relay.mjs on 10.213.N.5)
// cut('data') takes the data link's host end down: packets of open connections are dropped on the way (no reset,
// no error: a real partition, as a switch or a security group would make it), new connections fail. cut('app')
// takes the app link's end in the namespace down (the instance's side fails, as its network card or switch port
// would): HAProxy's packets to it are dropped. heal(link) puts it up again. Needs root (ip netns, ip link).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();

/** The instance's environment variables that name a service on 127.0.0.1 it reaches over the data link. */
const SERVICE_KEYS = [
  'DATABASE_URL',
  'DATABASE_COUNTER_URL',
  'DATABASE_LISTEN_URL',
  'DATABASE_READ_URL',
  'S3_ENDPOINT',
];

function ip(...args) {
  const r = spawnSync('ip', args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`ip ${args.join(' ')}: ${(r.stderr || r.stdout).trim()}`);
  return r.stdout;
}

function ipQuiet(...args) {
  spawnSync('ip', args, { stdio: 'ignore' });
}

/** Whether this machine lets us make namespaces (root, iproute2). */
export function canMakeNetworks() {
  if (process.getuid?.() !== 0) return 'needs root (ip netns add)';
  if (spawnSync('ip', ['-V'], { stdio: 'ignore' }).status !== 0) return 'needs iproute2 (the ip command)';
  return null;
}

/**
 * Makes the namespace `fp-<id>` with its two links and the relay for the services `env` names, and resolves to
 * { name, appAddress, dataHostAddress, env (the instance's environment with those services reached over the data
 * link), cut(link), heal(link), destroy() }. `id` is a port of the caller (distinct per cluster on the machine).
 */
export async function createInstanceNetwork({ id, env, dir, log = console.log }) {
  const problem = canMakeNetworks();
  if (problem) throw new Error(`a network namespace ${problem}`);
  const name = `fp-${id}`;
  const n = (Number(id) % 250) + 1;
  const app = { host: `fpa${id}h`, ns: `fpa${id}n`, hostAddr: `10.213.${n}.1`, nsAddr: `10.213.${n}.2` };
  const data = { host: `fpd${id}h`, ns: `fpd${id}n`, hostAddr: `10.213.${n}.5`, nsAddr: `10.213.${n}.6` };
  // Leftovers of a run that was killed.
  ipQuiet('netns', 'del', name);
  ipQuiet('link', 'del', app.host);
  ipQuiet('link', 'del', data.host);
  ip('netns', 'add', name);
  let relay = null;
  const destroy = async () => {
    if (relay && relay.exitCode === null && relay.signalCode === null) {
      relay.kill('SIGTERM');
      await new Promise((r) => relay.once('exit', r));
    }
    relay = null;
    ipQuiet('netns', 'del', name);
    ipQuiet('link', 'del', app.host);
    ipQuiet('link', 'del', data.host);
    process.off('exit', onExit);
  };
  const onExit = () => {
    relay?.kill('SIGKILL');
    ipQuiet('netns', 'del', name);
  };
  process.on('exit', onExit);
  try {
    ip('-n', name, 'link', 'set', 'lo', 'up');
    for (const l of [app, data]) {
      ip('link', 'add', l.host, 'type', 'veth', 'peer', 'name', l.ns);
      ip('link', 'set', l.ns, 'netns', name);
      ip('addr', 'add', `${l.hostAddr}/30`, 'dev', l.host);
      ip('-n', name, 'addr', 'add', `${l.nsAddr}/30`, 'dev', l.ns);
      ip('link', 'set', l.host, 'up');
      ip('-n', name, 'link', 'set', l.ns, 'up');
    }
    // The services the instance reaches, over the data link through the relay.
    const ports = new Set();
    const moved = { ...env };
    for (const key of SERVICE_KEYS) {
      if (!env[key]) continue;
      const u = new URL(env[key]);
      if (u.hostname !== '127.0.0.1') continue;
      ports.add(u.port);
      u.hostname = data.hostAddr;
      moved[key] = u.toString().replace(/\/$/, env[key].endsWith('/') ? '/' : '');
    }
    const logFd = fs.openSync(path.join(dir, `netns-${id}-relay.log`), 'a');
    relay = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts', 'cluster', 'tcp-relay.mjs'), data.hostAddr, ...ports],
      {
        stdio: ['ignore', 'pipe', logFd],
      },
    );
    fs.closeSync(logFd);
    await new Promise((resolve, reject) => {
      relay.once('exit', (code) => reject(new Error(`the relay exited (${code}); log ${dir}`)));
      relay.stdout.once('data', resolve);
    });
    relay.stdout.resume();
    log(
      `network namespace ${name}: instance at ${app.nsAddr}, services over ${data.host} (${[...ports].join(', ')})`,
    );
    return {
      name,
      appAddress: app.nsAddr,
      dataHostAddress: data.hostAddr,
      env: moved,
      /** A partition: 'data' (the instance from its services) or 'app' (HAProxy from the instance). */
      cut: (link = 'data') =>
        void (link === 'app'
          ? ip('-n', name, 'link', 'set', app.ns, 'down')
          : ip('link', 'set', data.host, 'down')),
      heal: (link = 'data') =>
        void (link === 'app'
          ? ip('-n', name, 'link', 'set', app.ns, 'up')
          : ip('link', 'set', data.host, 'up')),
      destroy,
    };
  } catch (err) {
    await destroy();
    throw err;
  }
}
