import type { DbOrTx } from '@/db/client';
import { readReturn } from './read-return';
import type { ReturnDto } from './schemas';

/** GET /v1/order-returns/{id} (02 §4.3); merchantId null: the warehouse's view of any merchant's return. */
export async function getReturn(db: DbOrTx, merchantId: string | null, returnId: string): Promise<ReturnDto> {
  return readReturn(db, merchantId, returnId);
}
