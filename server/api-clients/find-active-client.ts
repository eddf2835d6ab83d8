import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiClients, type ApiClient } from '@/db/schema';

/** The client behind a token, or null when it was revoked or deleted: revocation stops tokens at once. */
export async function findActiveClient(db: DbOrTx, clientId: string): Promise<ApiClient | null> {
  const [row] = await db
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.clientId, clientId), isNull(apiClients.revokedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Records last use at most once a minute per client (shown in the portal's API client list). The row may be
 * this process's cached copy (active-client-cache.ts), so its lastUsedAt is moved on here too.
 */
export async function touchClient(db: DbOrTx, client: ApiClient): Promise<void> {
  if (client.lastUsedAt && Date.now() - client.lastUsedAt.getTime() < 60_000) return;
  client.lastUsedAt = new Date();
  await db
    .update(apiClients)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiClients.id, client.id),
        or(isNull(apiClients.lastUsedAt), lt(apiClients.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
