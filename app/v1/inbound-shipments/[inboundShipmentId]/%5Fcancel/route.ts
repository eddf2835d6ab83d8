import { apiRoute } from '@/server/api/api-route';
import { merchantScope } from '@/server/core/resource-scope';
import { cancelNotice } from '@/server/inbound/notices/cancel-notice';
import { cancelInboundShipmentOp } from '@/server/inbound/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/inbound-shipments/{id}/_cancel – cancel a notice before it arrives
export const POST = apiRoute(cancelInboundShipmentOp, async ({ db, merchantId, params, actor }) => ({
  body: {
    inbound_shipment: await cancelNotice(db, merchantScope(merchantId), params.inboundShipmentId!, actor),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
