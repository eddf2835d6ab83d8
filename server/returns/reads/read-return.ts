import type { DbOrTx } from '@/db/client';
import { defaultsForLines } from '@/server/returns/lines/condition-defaults';
import { loadItems, loadReturn } from '@/server/returns/reads/load-return';
import { toReturnDto } from '@/server/returns/reads/present-return';
import type { ReturnDto } from '@/server/returns/schemas';

/**
 * A return as the API answers it: the row, its lines, and the merchant's condition defaults where a line was
 * inspected (they shape the lines' effective decisions). `scope` null: the warehouse, any merchant.
 */
export async function readReturn(db: DbOrTx, scope: string | null, returnId: string): Promise<ReturnDto> {
  const r = await loadReturn(db, scope, returnId);
  const items = await loadItems(db, r.id);
  return toReturnDto(r, items, await defaultsForLines(db, r.merchantId, items));
}
