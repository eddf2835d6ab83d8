import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { merchants } from '@/db/schema';
import { isId } from '@/server/core/ids';

export async function merchantExists(db: DbOrTx, merchantId: string): Promise<boolean> {
  if (!isId(merchantId)) return false;
  const rows = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return rows.length > 0;
}
