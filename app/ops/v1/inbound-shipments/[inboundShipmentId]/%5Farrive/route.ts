import { apiRoute } from '@/server/api/api-route';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { arriveNotice } from '@/server/inbound/receiving/arrive-notice';
import { arriveInboundShipmentOp } from '@/server/inbound/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/inbound-shipments/{id}/_arrive – register the delivery at the dock
export const POST = apiRoute(arriveInboundShipmentOp, async ({ db, req, params, body, actor }) => ({
  body: {
    inbound_shipment: await arriveNotice(
      db,
      warehouseScope(req),
      params.inboundShipmentId!,
      body.arrival,
      actor,
    ),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
