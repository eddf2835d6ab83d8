import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderReturns } from '@/db/schema';

/**
 * How people recognise a return (docs/decisions/portal.md "Words, not ids"): its name, else its reference, else
 * the day it was registered; never its internal id. Null when the merchant has no such return.
 */
export async function returnTitleById(db: DbOrTx, merchantId: string, id: string): Promise<string | null> {
  const [r] = await db
    .select({ name: orderReturns.name, ref: orderReturns.merchantReference, at: orderReturns.createdAt })
    .from(orderReturns)
    .where(and(eq(orderReturns.id, id), eq(orderReturns.merchantId, merchantId)));
  if (!r) return null;
  return returnTitle({ name: r.name, merchant_reference: r.ref, created_at: r.at.toISOString() });
}

/** The same from the API's shape of a return: "Spring parcel", "RMA-77", "registered 2026-11-28". */
export function returnTitle(r: {
  name?: string | null;
  merchant_reference?: string | null;
  created_at: string;
}): string {
  return r.name ?? r.merchant_reference ?? `registered ${r.created_at.slice(0, 10)}`;
}
