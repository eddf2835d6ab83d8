import { apiRoute } from '@/server/api/api-route';
import { simulateNoticeReceiptOp } from '@/server/inbound/operations';
import { simulateNoticeReceipt } from '@/server/inbound/receiving/simulate-receipt';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/simulations/inbound-shipments/{id}/_receive – a sandbox simulation of receiving a notice
export const POST = apiRoute(simulateNoticeReceiptOp, async ({ db, merchantId, params, body, actor }) => ({
  body: {
    inbound_shipment: await simulateNoticeReceipt(db, merchantId, params.inboundShipmentId!, body, actor),
  },
}));

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
