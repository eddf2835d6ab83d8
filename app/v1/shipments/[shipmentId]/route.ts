import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { getShipment } from '@/server/outbound/list-shipments';
import { getShipmentOp } from '@/server/outbound/operations';

// GET /v1/shipments/{shipmentId} – one shipment of the merchant
export const GET = apiRoute(getShipmentOp, async ({ db, merchantId, params }) => ({
  body: { shipment: await getShipment(db, merchantId, params.shipmentId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
