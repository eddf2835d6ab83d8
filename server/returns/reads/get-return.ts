import type { DbOrTx } from '@/db/client';
import { readReturn } from '@/server/returns/reads/read-return';
import type { ReturnDto } from '@/server/returns/schemas';

/** GET /v1/order-returns/{id} (02 §4.3); merchantId null: the warehouse's view of any merchant's return. */
export async function getReturn(db: DbOrTx, merchantId: string | null, returnId: string): Promise<ReturnDto> {
  return readReturn(db, merchantId, returnId);
}
