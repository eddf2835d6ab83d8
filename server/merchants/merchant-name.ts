import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { merchants } from '@/db/schema';

export async function merchantName(db: DbOrTx, merchantId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row?.name ?? null;
}
