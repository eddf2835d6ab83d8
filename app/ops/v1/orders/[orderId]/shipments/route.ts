import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { createShipmentOp } from '@/server/outbound/operations';
import { shipOrder } from '@/server/outbound/ship-order';
import { warehouseScope } from '@/server/core/http/warehouse-scope';

// POST /ops/v1/orders/{orderId}/shipments – ship quantities of a processing order (Idempotency-Key)
export const POST = apiRoute(
  createShipmentOp,
  async ({ db, req, params, body, rawBody, idempotencyKey, actor }) => {
    const { result, replayed } = await shipOrder(db, warehouseScope(req), params.orderId!, body.shipment, {
      key: idempotencyKey,
      rawBody,
      actor,
    });
    return {
      status: 201,
      body: result.body,
      headers: replayed ? { 'idempotent-replayed': 'true' } : undefined,
    };
  },
);

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
