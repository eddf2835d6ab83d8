import { closeDb } from '../db/client';
import { resealWebhookSecrets } from '../server/webhooks/reseal-secrets';

/**
 * npm run keys:reseal – after DATA_ENCRYPTION_KEY changed (the old one in DATA_ENCRYPTION_KEY_PREVIOUS, or the
 * generated one still in the database), seals every stored webhook signing secret with the new key. Safe to repeat.
 */
async function main() {
  const r = await resealWebhookSecrets();
  console.log(
    `webhook secrets sealed with the current key: ${r.resealed} resealed, ${r.current} already current`,
  );
  await closeDb();
}
main().catch((err) => {
  console.error(`keys:reseal failed: ${err.message}`);
  process.exit(1);
});
