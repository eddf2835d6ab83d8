import { closeDb, databaseKind, getDb } from '../db/client';
import {
  DEMO_API_CLIENT,
  DEMO_MERCHANT_ID,
  DEMO_OPERATOR_CLIENT,
  DEMO_USERS,
} from '../server/demo/demo-data';
import { seedDemo } from '../server/demo/seed';
import { SEED_STEPS } from '../server/demo/steps';
import { stopJobs } from '../server/jobs/queue';

/** npm run db:seed – loads the idempotent demo data set (05 §1) and prints the demo sign-ins. */
async function main() {
  const db = await getDb();
  await seedDemo(db, SEED_STEPS);
  // Shipping a demo order queues its documents: the queue's connections would keep the process alive.
  await stopJobs();
  await closeDb();
  console.log(`\nDemo data loaded (${databaseKind()}). Merchant id: ${DEMO_MERCHANT_ID}`);
  console.log('Portal users (e-mail / password / role):');
  for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(22)} ${u.password.padEnd(22)} ${u.role}`);
  console.log(`API client:      ${DEMO_API_CLIENT.clientId} / ${DEMO_API_CLIENT.clientSecret}`);
  console.log(`Operator client: ${DEMO_OPERATOR_CLIENT.clientId} / ${DEMO_OPERATOR_CLIENT.clientSecret}`);
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
