import { getReadDb } from '@/db/client';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { csvResponse } from '@/server/core/csv';
import { listArrivals } from '@/server/returns/reads/list-arrivals';
import { ARRIVAL_CSV_COLUMNS, arrivalCsvLine } from '@/server/returns/reads/returns-csv';
import { arrivalFiltersFromSearchParams } from '../filters';

// GET /warehouse/arrivals/export – the arrivals queue (every merchant) as CSV with its filters (06 "Everywhere")
export async function GET(req: Request): Promise<Response> {
  await requireUser(WAREHOUSE_ROLES, '/warehouse/arrivals');
  const sp = Object.fromEntries(new URL(req.url).searchParams.entries());
  const { filter } = arrivalFiltersFromSearchParams(sp, { offset: 0, limit: 500 });
  const db = await getReadDb();
  return csvResponse({
    name: 'arrivals',
    columns: ARRIVAL_CSV_COLUMNS,
    readPage: async (offset, limit) => (await listArrivals(db, { ...filter, offset, limit })).order_returns,
    toLine: arrivalCsvLine,
  });
}
