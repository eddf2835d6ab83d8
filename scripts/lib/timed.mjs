#!/usr/bin/env node
/**
 * `node scripts/lib/timed.mjs <report.json> <command> [args…]`: runs the command with this process's stdio and
 * exits with its status; then writes { wallSeconds, cpuSeconds } to report.json. The CPU time is what the
 * command and every process under it used (user + system, children reaped), read from /proc/self/stat on Linux;
 * null elsewhere. scripts/test.mjs runs each part through it to print what a part costs as well as how long.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const [report, cmd, ...args] = process.argv.slice(2);
const started = Date.now();

/** cutime + cstime of this process (its waited-for descendants' CPU), in seconds; null without /proc. */
function childrenCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces, in parentheses): state is field 3, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? ticks / 100 : null; // USER_HZ is 100 on every Linux we run on
  } catch {
    return null;
  }
}

const child = spawn(cmd, args, { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('error', (err) => {
  console.error(`${cmd}: ${err.message}`);
  process.exitCode = 127;
});
child.on('close', (code, signal) => {
  const wallSeconds = (Date.now() - started) / 1000;
  fs.writeFileSync(report, JSON.stringify({ wallSeconds, cpuSeconds: childrenCpuSeconds() }));
  process.exit(code ?? (signal ? 1 : (process.exitCode ?? 1)));
});
