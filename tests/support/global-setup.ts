import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs once before the suite. Embedded mode: migrates one in-memory PGlite and saves its data folder as a
 * template, so each test file starts from a migrated database in about a second instead of re-running every
 * migration. PostgreSQL mode: migrates the shared database once (test files then find it up to date).
 */
export default async function setup() {
  const { getDbHandle, closeDb } = await import('../../db/client');
  if (process.env.DATABASE_URL) {
    await getDbHandle();
    await closeDb();
    return;
  }
  process.env.PGLITE_DIR = 'memory://';
  delete process.env.PGLITE_TEMPLATE;
  const handle = await getDbHandle();
  const blob = await handle.pglite!.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `fp-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await closeDb();
  process.env.PGLITE_TEMPLATE = file;
  return () => fs.rmSync(file, { force: true });
}
