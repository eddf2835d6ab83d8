import { apiRoute } from '@/server/api/api-route';
import { editReturnReasons } from '@/server/returns/lines/edit-return-reason';
import { editReturnItemOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// PATCH /v1/order-returns/{orderReturnId}/items/{itemId} – a line's return reason, until arrival (docs/decisions/returns.md)
export const PATCH = apiRoute(editReturnItemOp, async ({ db, merchantId, params, body, actor }) => ({
  body: {
    order_return: await editReturnReasons(
      db,
      merchantId,
      params.orderReturnId!,
      [{ itemId: params.itemId!, reason: body.item.return_reason }],
      actor,
    ),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('PATCH');
export const PUT = methodNotAllowed('PATCH');
export const POST = methodNotAllowed('PATCH');
export const DELETE = methodNotAllowed('PATCH');
