import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

// Files share their worker's process (vitest.config.mts): each one's changes to the environment end with it.
const environment = { ...process.env };

// Each test file gets its own embedded database unless DATABASE_URL points at PostgreSQL: a copy of the
// migrated template folder (tests/support/global-setup.ts), removed when the file ends.
const template = process.env.PGLITE_TEMPLATE_DIR;
let copy: string | null = null;
if (!process.env.DATABASE_URL) {
  if (template) {
    copy = fs.mkdtempSync(path.join(path.dirname(template), 'file-'));
    fs.cpSync(template, copy, { recursive: true });
    process.env.PGLITE_DIR = copy;
  } else process.env.PGLITE_DIR = 'memory://';
}

// Open (and migrate) the database before the first test, so no test's own timeout pays for it.
beforeAll(async () => {
  const { getDb } = await import('@/db/client');
  await getDb();
});

afterAll(async () => {
  const { stopJobs } = await import('@/server/jobs/queue');
  await stopJobs();
  // What the file's requests left for the request log is written while its database is still open.
  const { flushRequestLog } = await import('@/server/workbench/request-log/buffer');
  await flushRequestLog();
  const { closeDb } = await import('@/db/client');
  await closeDb();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
  for (const k of Object.keys(process.env)) if (!(k in environment)) delete process.env[k];
  Object.assign(process.env, environment);
});
