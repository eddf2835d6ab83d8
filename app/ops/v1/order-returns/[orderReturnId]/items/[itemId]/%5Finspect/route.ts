import { apiRoute } from '@/server/api/api-route';
import { inspectReturnLine } from '@/server/returns/lines/inspect-return-line';
import { inspectReturnLineOp } from '@/server/returns/operations';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/order-returns/{orderReturnId}/items/{itemId}/_inspect – a line's inspection (docs/decisions/returns.md)
export const POST = apiRoute(inspectReturnLineOp, async ({ db, req, params, body, actor }) => ({
  body: {
    order_return: await inspectReturnLine(
      db,
      warehouseScope(req),
      params.orderReturnId!,
      params.itemId!,
      body.inspection,
      actor,
    ),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
