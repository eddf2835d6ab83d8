import { apiRoute } from '@/server/api/api-route';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { closeNotice } from '@/server/inbound/receiving/close-notice';
import { closeInboundShipmentOp } from '@/server/inbound/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/inbound-shipments/{id}/_close – close the receipt: processed, discrepancies final
export const POST = apiRoute(closeInboundShipmentOp, async ({ db, req, params, body, actor }) => ({
  body: {
    inbound_shipment: await closeNotice(
      db,
      warehouseScope(req),
      params.inboundShipmentId!,
      body.close,
      actor,
    ),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
