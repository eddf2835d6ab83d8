// After each scenario (docs/decisions/faults.md): `npm run stock:verify` against the cluster's database, so a
// fault that left a unit changed without its stock movement (docs/decisions/stock-ledger.md) breaks the row.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Answers the disagreements stock:verify printed (none: the ledger adds up), bounded by `timeoutMs`. */
export function verifyStockLedger(cluster, { timeoutMs = 120_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/stock-verify.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: cluster.databaseUrl, DB_SKIP_MIGRATIONS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) return resolve([]);
      const lines = out.trim().split('\n').slice(-10);
      resolve([`stock:verify failed (exit ${code}): ${lines.join(' | ')}`]);
    });
  });
}
