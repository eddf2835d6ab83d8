import { apiRoute } from '@/server/api/api-route';
import { changeUnit } from '@/server/stock/change-unit';
import { changeStockUnitOp } from '@/server/stock/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// PATCH /ops/v1/stock-units/{id} – change a unit's state or location (05 §3, 04 D2)
export const PATCH = apiRoute(changeStockUnitOp, async ({ db, merchantId, params, body, actor }) => ({
  body: { stock_unit: await changeUnit(db, merchantId, params.stockUnitId!, body.stock_unit, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('PATCH');
export const POST = methodNotAllowed('PATCH');
export const PUT = methodNotAllowed('PATCH');
export const DELETE = methodNotAllowed('PATCH');
