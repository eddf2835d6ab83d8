import { apiRoute } from '@/server/api/api-route';
import { receiveUnitsOp } from '@/server/stock/operations';
import { receiveUnits } from '@/server/stock/receive-units';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/stock-units – receive 1-10000 units of a product (05 §3)
export const POST = apiRoute(receiveUnitsOp, async ({ db, merchantId, body, actor }) => ({
  status: 201,
  body: { stock_units: await receiveUnits(db, merchantId, body.receipt, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
