import { apiRoute } from '@/server/api/api-route';
import { updateOrderItemOp } from '@/server/orders/operations';
import { updateOrderItem } from '@/server/orders/lifecycle/update-order-item';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// PATCH /v1/orders/{orderId}/items/{itemId} – change one order line (04 B1)
export const PATCH = apiRoute(updateOrderItemOp, async ({ db, merchantId, params, body, actor }) => ({
  body: { order: await updateOrderItem(db, merchantId, params.orderId!, params.itemId!, body.item, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('PATCH');
export const POST = methodNotAllowed('PATCH');
export const PUT = methodNotAllowed('PATCH');
export const DELETE = methodNotAllowed('PATCH');
