import { getDb } from '@/db/client';
import { requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { listOrders } from '@/server/orders/list-orders';
import { ordersCsvHeader, ordersCsvRows } from '@/server/orders/orders-csv';
import { filtersFromSearchParams } from '../filters';

const MAX_ROWS = 50_000;

// GET /orders/export – the order list as CSV with the list's filters applied (06 "Everywhere")
export async function GET(req: Request): Promise<Response> {
  const user = await requireUser(['merchant_admin', 'merchant_staff', 'operator_admin'], '/orders');
  const merchantId = await requireMerchantId(user);
  const sp = Object.fromEntries(new URL(req.url).searchParams.entries());
  const { filter } = filtersFromSearchParams(sp, { offset: 0, limit: 500 });
  const db = await getDb();
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(ordersCsvHeader()));
      for (let offset = 0; offset < MAX_ROWS; offset += 500) {
        const { orders } = await listOrders(db, merchantId, { ...filter, offset, limit: 500 });
        controller.enqueue(encoder.encode(ordersCsvRows(orders)));
        if (orders.length < 500) break;
      }
      controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
