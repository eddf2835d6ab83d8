import { apiRoute } from '@/server/api/api-route';
import { getInboundShipment } from '@/server/stock/inbound-shipments';
import { getInboundShipmentOp } from '@/server/stock/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/inbound-shipments/{id} – read an inbound shipment (05 §3)
export const GET = apiRoute(getInboundShipmentOp, async ({ db, merchantId, params }) => ({
  body: { inbound_shipment: await getInboundShipment(db, merchantId, params.inboundShipmentId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
