import { closeDb, databaseKind, getDb } from '../db/client';
import { describeDisagreement, verifyStockLedger } from '../server/stock-ledger/ledger/verify-ledger';

/**
 * npm run stock:verify – proves the stock ledger adds up (docs/decisions/stock-ledger.md): every product's units
 * per location, state and lot equal the sum of its movements, and its on_hand equals its movements into on-hand
 * states. Exits 1 naming each product that disagrees.
 */
async function main() {
  const db = await getDb();
  const found = await verifyStockLedger(db);
  await closeDb();
  if (found.length === 0) {
    console.log(`stock:verify: the ledger adds up (${databaseKind()})`);
    return;
  }
  console.error(
    `stock:verify: ${found.length} disagreement(s)${found.length >= 1000 ? ' (first 1000)' : ''}:`,
  );
  for (const d of found) console.error(`  ${describeDisagreement(d)}`);
  process.exit(1);
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
