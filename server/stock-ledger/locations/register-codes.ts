import type { DbOrTx } from '@/db/client';
import { locations } from '@/db/schema';

/** Codes a route names before any unit stands there (a return's arrival): registered as `unassigned` if new. */
export async function registerLocationCodes(tx: DbOrTx, codes: string[]): Promise<void> {
  const unique = [...new Set(codes)].sort();
  if (unique.length === 0) return;
  await tx
    .insert(locations)
    .values(unique.map((code) => ({ code })))
    .onConflictDoNothing({ target: locations.code });
}
