import { getReadDb } from '@/db/client';
import { ALL_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { csvResponse } from '@/server/core/csv';
import { findProductById } from '@/server/products/find-product';
import { listProductStockMovements } from '@/server/stock-ledger/ledger/list-movements';
import { MOVEMENT_CSV_COLUMNS, movementCsvLine } from '@/server/stock-ledger/ledger/movements-csv';
import { movementFiltersFrom } from '../filters';

// GET /products/{id}/movements/export – the product's stock movements as CSV with the tab's filters
export async function GET(req: Request, ctx: { params: Promise<{ productId: string }> }): Promise<Response> {
  const { productId } = await ctx.params;
  const user = await requireUser(ALL_ROLES, `/products/${productId}/movements`);
  const merchantId = await requireMerchantId(user);
  const sp = Object.fromEntries(new URL(req.url).searchParams.entries());
  const { filter } = movementFiltersFrom(sp, { offset: 0, limit: 500 });
  const db = await getReadDb();
  // Another merchant's product (or none): 404, as its page answers.
  if (!(await findProductById(db, merchantId, productId))) return new Response('Not found', { status: 404 });
  return csvResponse({
    name: 'stock-movements',
    columns: MOVEMENT_CSV_COLUMNS,
    readPage: async (offset, limit) =>
      (await listProductStockMovements(db, merchantId, productId, { ...filter, offset, limit }))
        .stock_movements,
    toLine: movementCsvLine,
  });
}
