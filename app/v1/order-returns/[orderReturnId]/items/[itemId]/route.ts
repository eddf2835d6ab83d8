import { apiRoute } from '@/server/api/api-route';
import { editReturnItem } from '@/server/returns/exchange/edit-return-item';
import { editReturnItemOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// PATCH /v1/order-returns/{orderReturnId}/items/{itemId} – a line's return reason (until arrival) and exchange (until released)
export const PATCH = apiRoute(editReturnItemOp, async ({ db, merchantId, params, body, actor }) => ({
  body: {
    order_return: await editReturnItem(
      db,
      merchantId,
      params.orderReturnId!,
      params.itemId!,
      body.item,
      actor,
    ),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('PATCH');
export const PUT = methodNotAllowed('PATCH');
export const POST = methodNotAllowed('PATCH');
export const DELETE = methodNotAllowed('PATCH');
