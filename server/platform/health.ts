import { readMigrationFiles } from 'drizzle-orm/migrator';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';

/**
 * How long readiness waits for the database. Cut off by the network, a database never answers (no reset, no
 * error: the packets are dropped), so the check fails on time instead, before the load balancer's own check
 * timeout (2 s, docs/decisions/topology.md): the instance answers 503 and is taken out of rotation.
 */
export const READINESS_TIMEOUT_MS = 1_500;

/** 05 §6 readiness: the database answers (within READINESS_TIMEOUT_MS) and every migration of db/migrations is applied. */
export async function readiness(
  timeoutMs: number = READINESS_TIMEOUT_MS,
): Promise<{ ok: boolean; checks: Record<string, string> }> {
  const checks: Record<string, string> = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  const check = async () => {
    const db = await getDb();
    await db.execute(sql`select 1`);
    checks.database = 'ok';
    const expected = readMigrationFiles({
      migrationsFolder: path.join(process.cwd(), 'db', 'migrations'),
    }).length;
    const res = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const applied = Number((res.rows[0] as { n: number }).n);
    checks.migrations = applied >= expected ? 'ok' : `pending (${applied}/${expected})`;
  };
  const running = check();
  // A check still running after the bound ends unobserved (its query answers, or fails, whenever it does).
  running.catch(() => {});
  try {
    await Promise.race([running, late]);
  } catch (err) {
    checks.database = `error: ${(err as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
  return { ok: Object.values(checks).every((v) => v === 'ok'), checks };
}
