import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { csvResponse } from '@/server/core/csv';
import { AppError } from '@/server/core/errors';
import { listDeliveries } from '@/server/webhooks/deliveries';
import { DELIVERY_CSV_COLUMNS, deliveryCsvLine } from '@/server/webhooks/deliveries-csv';
import { getWebhookEndpoint } from '@/server/webhooks/manage-endpoints';
import { deliveryFiltersFromSearchParams } from '../filters';

// GET /developers/webhooks/{id}/export – an endpoint's delivery log as CSV with its status filter (06 "Everywhere")
export async function GET(
  req: Request,
  { params }: { params: Promise<{ endpointId: string }> },
): Promise<Response> {
  const { endpointId } = await params;
  const user = await requireUser(['merchant_admin', 'operator_admin'], `/developers/webhooks/${endpointId}`);
  const merchantId = await requireMerchantId(user);
  const db = await getDb();
  // Another merchant's endpoint (or an unknown id) is not found, exactly like the log page.
  const endpoint = await getWebhookEndpoint(db, merchantId, endpointId).catch((err) => {
    if (err instanceof AppError) notFound();
    throw err;
  });
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
