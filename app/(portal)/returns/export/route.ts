import { getReadDb } from '@/db/client';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { csvResponse } from '@/server/core/csv';
import { listReturns } from '@/server/returns/reads/list-returns';
import { RETURN_CSV_COLUMNS, returnCsvLine } from '@/server/returns/reads/returns-csv';
import { returnFiltersFromSearchParams } from '../filters';

// GET /returns/export – the return list as CSV with the list's filters applied (06 "Everywhere")
export async function GET(req: Request): Promise<Response> {
  const user = await requireUser(MERCHANT_WORK_ROLES, '/returns');
  const merchantId = await requireMerchantId(user);
  const sp = Object.fromEntries(new URL(req.url).searchParams.entries());
  const { filter } = returnFiltersFromSearchParams(sp, { offset: 0, limit: 500 });
  const db = await getReadDb();
  return csvResponse({
    name: 'returns',
    columns: RETURN_CSV_COLUMNS,
    readPage: async (offset, limit) =>
      (await listReturns(db, { ...filter, offset, limit, merchantId })).order_returns,
    toLine: returnCsvLine,
  });
}
