import type { DbOrTx } from '@/db/client';
import { loadItems, loadReturn } from './load-return';
import { toReturnDto } from './present-return';
import type { ReturnDto } from './schemas';

/** GET /v1/order-returns/{id} (02 §4.3); merchantId null: the warehouse's view of any merchant's return. */
export async function getReturn(db: DbOrTx, merchantId: string | null, returnId: string): Promise<ReturnDto> {
  const row = await loadReturn(db, merchantId, returnId);
  return toReturnDto(row, await loadItems(db, row.id));
}
