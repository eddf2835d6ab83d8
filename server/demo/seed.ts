import { eq } from 'drizzle-orm';
import { getDbHandle, type Db } from '@/db/client';
import { underTransactionLock } from '@/db/migration-lock';
import { apiClients, merchants, users } from '@/db/schema';
import { MERCHANT_SCOPES } from '@/server/core/scopes';
import { hashSecret } from '@/server/core/passwords';
import { log } from '@/server/core/logger';
import {
  DEMO_API_CLIENT,
  DEMO_MERCHANT_ID,
  DEMO_OPERATOR_CLIENT,
  DEMO_OTHER_MERCHANT_ID,
  DEMO_USERS,
} from './demo-data';

/**
 * The demo data set (05 §1): idempotent, so running it twice changes nothing. Domains add a step to
 * SEED_STEPS (server/demo/steps.ts); each step checks for its own data before writing.
 */
export type SeedStep = { name: string; run: (db: Db) => Promise<void> };

export async function seedAccounts(db: Db): Promise<void> {
  await db
    .insert(merchants)
    .values([
      { id: DEMO_MERCHANT_ID, name: 'Nordic Pantry Oy' },
      { id: DEMO_OTHER_MERCHANT_ID, name: 'Alpine Outdoor GmbH' },
    ])
    .onConflictDoNothing();
  for (const u of DEMO_USERS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, u.email)).limit(1);
    if (existing) continue;
    await db.insert(users).values({
      email: u.email,
      passwordHash: await hashSecret(u.password),
      role: u.role,
      name: u.name,
      merchantId: u.merchant ? DEMO_MERCHANT_ID : null,
    });
  }
  for (const c of [
    {
      ...DEMO_API_CLIENT,
      merchantId: DEMO_MERCHANT_ID as string | null,
      name: 'Demo shop integration',
      scopes: [...MERCHANT_SCOPES] as string[],
    },
    {
      ...DEMO_OPERATOR_CLIENT,
      merchantId: null,
      name: 'Demo operator',
      scopes: ['ops:admin', 'warehouse:operate'],
    },
  ]) {
    const [existing] = await db
      .select({ id: apiClients.id })
      .from(apiClients)
      .where(eq(apiClients.clientId, c.clientId))
      .limit(1);
    if (existing) continue;
    await db.insert(apiClients).values({
      clientId: c.clientId,
      merchantId: c.merchantId,
      name: c.name,
      scopes: c.scopes,
      secretHash: await hashSecret(c.clientSecret),
    });
  }
}

/**
 * One seed at a time: two seeds running at once would both see a product missing and both create it. Within a
 * process calls queue behind each other; across instances (or test workers) on PostgreSQL an advisory lock
 * does the same.
 */
let previous: Promise<void> = Promise.resolve();

export function seedDemo(db: Db, steps: SeedStep[]): Promise<void> {
  const run = previous.then(() => seedLocked(db, steps));
  previous = run.catch(() => {});
  return run;
}

async function seedLocked(db: Db, steps: SeedStep[]): Promise<void> {
  const run = async () => {
    for (const step of steps) {
      const started = Date.now();
      await step.run(db);
      log.info('seed step done', { step: step.name, ms: Date.now() - started });
    }
  };
  const { pool } = await getDbHandle();
  // A transaction's lock held while the steps run on other connections: also right behind a pooler in
  // transaction mode, where a session lock and its unlock could reach two different server sessions.
  await (pool ? underTransactionLock(pool, 724500102, run) : run());
}
