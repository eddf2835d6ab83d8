import { getReadDb } from '@/db/client';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { csvResponse } from '@/server/core/csv';
import { listOrders } from '@/server/orders/reads/list-orders';
import { ORDER_CSV_COLUMNS, orderCsvLine } from '@/server/orders/reads/orders-csv';
import { withShipments } from '@/server/outbound/present-shipment';
import { filtersFromSearchParams } from '../filters';

// GET /orders/export – the order list as CSV with the list's filters applied (06 "Everywhere")
export async function GET(req: Request): Promise<Response> {
  const user = await requireUser(MERCHANT_WORK_ROLES, '/orders');
  const merchantId = await requireMerchantId(user);
  const sp = Object.fromEntries(new URL(req.url).searchParams.entries());
  const { filter } = filtersFromSearchParams(sp, { offset: 0, limit: 500 });
  const db = await getReadDb();
  return csvResponse({
    name: 'orders',
    columns: ORDER_CSV_COLUMNS,
    readPage: async (offset, limit) =>
      withShipments(db, (await listOrders(db, merchantId, { ...filter, offset, limit })).orders),
    toLine: orderCsvLine,
  });
}
