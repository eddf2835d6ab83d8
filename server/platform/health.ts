import { readMigrationFiles } from 'drizzle-orm/migrator';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';

/** 05 §6 readiness: the database answers and every migration of db/migrations is applied. */
export async function readiness(): Promise<{ ok: boolean; checks: Record<string, string> }> {
  const checks: Record<string, string> = {};
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    checks.database = 'ok';
    const expected = readMigrationFiles({
      migrationsFolder: path.join(process.cwd(), 'db', 'migrations'),
    }).length;
    const res = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const applied = Number((res.rows[0] as { n: number }).n);
    checks.migrations = applied >= expected ? 'ok' : `pending (${applied}/${expected})`;
  } catch (err) {
    checks.database = `error: ${(err as Error).message}`;
  }
  return { ok: Object.values(checks).every((v) => v === 'ok'), checks };
}
