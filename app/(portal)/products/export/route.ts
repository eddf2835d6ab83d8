import { getReadDb } from '@/db/client';
import { ALL_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { csvResponse } from '@/server/core/csv';
import { listProducts } from '@/server/products/list-products';
import { PRODUCT_CSV_COLUMNS, productCsvLine } from '@/server/products/products-csv';
import { productFiltersFromSearchParams } from '../filters';

// GET /products/export – the product list with stock figures as CSV with the list's filters (06 "Everywhere")
export async function GET(req: Request): Promise<Response> {
  const user = await requireUser(ALL_ROLES, '/products');
  const merchantId = await requireMerchantId(user);
  const sp = Object.fromEntries(new URL(req.url).searchParams.entries());
  const { filter } = productFiltersFromSearchParams(sp, { offset: 0, limit: 500 });
  const db = await getReadDb();
  return csvResponse({
    name: 'products',
    columns: PRODUCT_CSV_COLUMNS,
    readPage: async (offset, limit) =>
      (await listProducts(db, merchantId, { ...filter, offset, limit })).products,
    toLine: productCsvLine,
  });
}
