import { getReadDb } from '@/db/client';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { csvResponse } from '@/server/core/csv';
import { listDeliveries } from '@/server/webhooks/deliveries';
import { DELIVERY_CSV_COLUMNS, deliveryCsvLine } from '@/server/webhooks/deliveries-csv';
import { deliveryFiltersFromSearchParams } from '../filters';
import { endpointOr404 } from '../load-endpoint';

// GET /developers/webhooks/{id}/export – an endpoint's delivery log as CSV with its status filter (06 "Everywhere")
export async function GET(
  req: Request,
  { params }: { params: Promise<{ endpointId: string }> },
): Promise<Response> {
  const { endpointId } = await params;
  const user = await requireUser(ADMIN_ROLES, `/developers/webhooks/${endpointId}`);
  const merchantId = await requireMerchantId(user);
  const db = await getReadDb();
  const endpoint = await endpointOr404(db, merchantId, endpointId);
  const sp = Object.fromEntries(new URL(req.url).searchParams.entries());
  const { status } = deliveryFiltersFromSearchParams(sp);
  return csvResponse({
    name: 'webhook-deliveries',
    columns: DELIVERY_CSV_COLUMNS,
    readPage: async (offset, limit) =>
      (await listDeliveries(db, merchantId, endpoint.id, { offset, limit, status })).deliveries,
    toLine: (d) => deliveryCsvLine(endpoint.id, d),
  });
}
