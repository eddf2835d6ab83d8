import { apiRoute } from '@/server/api/api-route';
import { deleteOrder } from '@/server/orders/lifecycle/delete-order';
import { getOrder } from '@/server/orders/reads/get-order';
import { withShipments } from '@/server/outbound/present-shipment';
import { deleteOrderOp, getOrderOp, updateOrderOp } from '@/server/orders/operations';
import { updateOrder } from '@/server/orders/lifecycle/update-order';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/orders/{orderId} – read an order (04 B1)
export const GET = apiRoute(getOrderOp, async ({ db, merchantId, params }) => ({
  body: { order: (await withShipments(db, [await getOrder(db, merchantId, params.orderId!)]))[0] },
}));

// PATCH /v1/orders/{orderId} – change an order: null clears, absent unchanged (04 B1)
export const PATCH = apiRoute(updateOrderOp, async ({ db, merchantId, params, body, actor }) => ({
  body: { order: await updateOrder(db, merchantId, params.orderId!, body.order, actor) },
}));

// DELETE /v1/orders/{orderId} – delete a draft or cancelled order (04 B1, E15)
export const DELETE = apiRoute(deleteOrderOp, async ({ db, merchantId, params, actor }) => ({
  body: { order: await deleteOrder(db, merchantId, params.orderId!, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET, PATCH, DELETE');
export const PUT = methodNotAllowed('GET, PATCH, DELETE');
