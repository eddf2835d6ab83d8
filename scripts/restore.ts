import { restoreBackup } from '../server/platform/backup/restore-backup';

/**
 * npm run restore -- <archive> – checks the archive's checksums, then restores it into an empty database
 * (DATABASE_URL, or a new PGLITE_DIR folder) and the storage in use (STORAGE_DIR or S3_BUCKET).
 */
async function main() {
  const archive = process.argv[2];
  if (!archive) throw new Error('usage: npm run restore -- <archive>');
  const m = await restoreBackup(archive);
  console.log(
    `restored ${m.database.kind} database of ${m.created_at} and ${m.files.length} files; start the server as usual`,
  );
}
main().catch((err) => {
  console.error(`restore failed: ${err.message}`);
  process.exit(1);
});
