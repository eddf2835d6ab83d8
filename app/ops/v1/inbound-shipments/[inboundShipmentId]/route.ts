import { apiRoute } from '@/server/api/api-route';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { readInboundShipment } from '@/server/inbound/reads/read-notice';
import { opsGetInboundShipmentOp } from '@/server/inbound/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /ops/v1/inbound-shipments/{id} – a notice with its box codes and figures, for the warehouse
export const GET = apiRoute(opsGetInboundShipmentOp, async ({ db, req, params }) => ({
  body: { inbound_shipment: await readInboundShipment(db, warehouseScope(req), params.inboundShipmentId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
