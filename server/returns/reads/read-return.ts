import type { DbOrTx } from '@/db/client';
import type { OrderReturn } from '@/db/schema';
import type { ResourceScope } from '@/server/core/resource-scope';
import { defaultsForLines } from '@/server/returns/lines/condition-defaults';
import { loadItems, loadReturn } from '@/server/returns/reads/load-return';
import { toReturnDto } from '@/server/returns/reads/present-return';
import type { ReturnDto } from '@/server/returns/schemas';

/**
 * GET /v1/order-returns/{id} (02 §4.3) and every answer that shows a return: the row, its lines, and the
 * merchant's condition defaults where a line was inspected (they shape the lines' effective decisions).
 */
export async function readReturn(db: DbOrTx, scope: ResourceScope, returnId: string): Promise<ReturnDto> {
  return (await readReturnWithRow(db, scope, returnId)).dto;
}

/** The same read for a screen that also needs the row (its merchant, its links), in one pass. */
export async function readReturnWithRow(
  db: DbOrTx,
  scope: ResourceScope,
  returnId: string,
): Promise<{ row: OrderReturn; dto: ReturnDto }> {
  const row = await loadReturn(db, scope, returnId);
  const items = await loadItems(db, row.id);
  return { row, dto: toReturnDto(row, items, await defaultsForLines(db, row.merchantId, items)) };
}
