import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { merchants, users } from '@/db/schema';
import { isId } from '@/server/core/ids';

/**
 * The merchant a warehouse or operator user acts for on the merchant screens (06): this browser's choice
 * (`chosen`, the switcher's cookie) when it still exists, else the user's last choice on any device, else the
 * first merchant. Null when there is no merchant yet.
 */
export async function actingMerchantOf(
  db: DbOrTx,
  userId: string,
  chosen: string | undefined,
): Promise<string | null> {
  if (chosen && isId(chosen)) {
    const [row] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.id, chosen))
      .limit(1);
    if (row) return row.id;
  }
  const [last] = await db
    .select({ id: merchants.id })
    .from(users)
    .innerJoin(merchants, eq(merchants.id, users.actingMerchantId))
    .where(eq(users.id, userId))
    .limit(1);
  if (last) return last.id;
  const [first] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .orderBy(asc(merchants.createdAt), asc(merchants.id))
    .limit(1);
  return first?.id ?? null;
}

/** Remembers the user's choice for their next session, on any device. */
export async function rememberActingMerchant(db: DbOrTx, userId: string, merchantId: string): Promise<void> {
  await db.update(users).set({ actingMerchantId: merchantId }).where(eq(users.id, userId));
}
