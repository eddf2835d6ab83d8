import { afterAll, beforeAll } from 'vitest';

// Each test file gets its own in-memory embedded database unless DATABASE_URL points at PostgreSQL.
if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = 'memory://';

// Open (and migrate) the database before the first test, so no test's own timeout pays for it.
beforeAll(async () => {
  const { getDb } = await import('@/db/client');
  await getDb();
});

afterAll(async () => {
  const { stopJobs } = await import('@/server/jobs/queue');
  await stopJobs();
  const { closeDb } = await import('@/db/client');
  await closeDb();
});
