import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { merchants } from '@/db/schema';

/** Names of the given merchants by id (lists across merchants show who a row belongs to). */
export async function merchantNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .where(inArray(merchants.id, unique));
  return new Map(rows.map((m) => [m.id, m.name]));
}

/** Every merchant's id and name, by name, for a choice of merchant on a screen (at most `limit`). */
export async function merchantChoices(db: DbOrTx, limit = 500): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .orderBy(asc(merchants.name), asc(merchants.id))
    .limit(limit);
}
