import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { locations } from '@/db/schema';

/** Codes compared as a person reads them: aisle, shelf and bin as numbers where they are digits. */
export function compareCodes(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

/**
 * The walking order of some locations (docs/decisions/stock-ledger.md §2): by zone (locations without one last),
 * then by code. Answers a comparator of codes; one read of the codes' zones.
 */
export async function walkOrder(db: DbOrTx, codes: string[]): Promise<(a: string, b: string) => number> {
  const unique = [...new Set(codes)];
  const zones = new Map<string, string | null>();
  if (unique.length) {
    const rows = await db
      .select({ code: locations.code, zone: locations.zone })
      .from(locations)
      .where(inArray(locations.code, unique));
    for (const r of rows) zones.set(r.code, r.zone);
  }
  return (a, b) => {
    const za = zones.get(a) ?? null;
    const zb = zones.get(b) ?? null;
    if (za !== zb) {
      if (za === null) return 1;
      if (zb === null) return -1;
      const z = compareCodes(za, zb);
      if (z !== 0) return z;
    }
    return compareCodes(a, b);
  };
}
