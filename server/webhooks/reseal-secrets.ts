import { and, asc, eq, gt } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { webhookEndpoints } from '@/db/schema';
import { encrypt, open } from '@/server/core/secrets';

/**
 * Seals every stored webhook signing secret with the current data key (npm run keys:reseal), a batch of endpoints
 * at a time. A value the current key already opens is left alone, so the run is safe to repeat and to interrupt.
 * A value written meanwhile by another instance is sealed with the current key already. Answers how many values
 * were sealed again and how many were current.
 */
export async function resealWebhookSecrets(batch = 200): Promise<{ resealed: number; current: number }> {
  const db = await getDb();
  let after = '';
  let resealed = 0;
  let current = 0;
  for (;;) {
    const rows = await db
      .select({ id: webhookEndpoints.id, sealed: webhookEndpoints.secretEncrypted })
      .from(webhookEndpoints)
      .where(gt(webhookEndpoints.id, after))
      .orderBy(asc(webhookEndpoints.id))
      .limit(batch);
    if (rows.length === 0) return { resealed, current };
    for (const row of rows) {
      const opened = await open(row.sealed);
      if (opened.current) {
        current++;
        continue;
      }
      // Only if nobody changed it since it was read (a rotated endpoint secret is already current).
      const done = await db
        .update(webhookEndpoints)
        .set({ secretEncrypted: await encrypt(opened.plain) })
        .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.secretEncrypted, row.sealed)))
        .returning({ id: webhookEndpoints.id });
      resealed += done.length;
    }
    after = rows[rows.length - 1]!.id;
  }
}
