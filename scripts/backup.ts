import path from 'node:path';
import { closeDb, getDbHandle } from '../db/client';
import { createBackup } from '../server/platform/backup/create-backup';

/**
 * npm run backup [-- <archive>] – the database and every stored file in one archive with a manifest of checksums
 * (default backups/backup-<time>.tar). On the embedded database, stop the server first (it owns the folder).
 */
async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const archive = path.resolve(process.argv[2] ?? path.join('backups', `backup-${stamp}.tar`));
  const handle = await getDbHandle();
  const m = await createBackup(handle, archive);
  const bytes = m.files.reduce((n, f) => n + f.size, 0);
  console.log(
    `backup written: ${archive}\n  database: ${m.database.kind}, ${m.database.size} bytes, ${m.migrations_applied} migrations\n` +
      `  files: ${m.files.length} (${bytes} bytes)` +
      (m.missing.length ? `\n  named by the database but not in storage: ${m.missing.length}` : ''),
  );
  await closeDb();
}
main().catch((err) => {
  console.error(`backup failed: ${err.message}`);
  process.exit(1);
});
