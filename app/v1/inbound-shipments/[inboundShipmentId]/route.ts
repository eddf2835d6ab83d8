import { apiRoute } from '@/server/api/api-route';
import { merchantScope } from '@/server/core/resource-scope';
import { updateNotice } from '@/server/inbound/notices/update-notice';
import { readInboundShipment } from '@/server/inbound/reads/read-notice';
import { getInboundShipmentOp, updateInboundShipmentOp } from '@/server/inbound/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/inbound-shipments/{id} – read an inbound shipment (05 §3, and a notice's boxes and figures)
export const GET = apiRoute(getInboundShipmentOp, async ({ db, merchantId, params }) => ({
  body: {
    inbound_shipment: await readInboundShipment(db, merchantScope(merchantId), params.inboundShipmentId!),
  },
}));

// PATCH /v1/inbound-shipments/{id} – change a notice while it is announced
export const PATCH = apiRoute(updateInboundShipmentOp, async ({ db, merchantId, params, body, actor }) => ({
  body: {
    inbound_shipment: await updateNotice(
      db,
      merchantId,
      params.inboundShipmentId!,
      body.inbound_shipment,
      actor,
    ),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET, PATCH');
export const PUT = methodNotAllowed('GET, PATCH');
export const DELETE = methodNotAllowed('GET, PATCH');
