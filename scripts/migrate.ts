import { closeDb, databaseKind, getDb } from '../db/client';

/** npm run db:migrate – applies db/migrations to DATABASE_URL (or the embedded database). */
async function main() {
  await getDb();
  console.log(`migrations applied (${databaseKind()})`);
  await closeDb();
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
