import { apiRoute } from '@/server/api/api-route';
import { listUnits } from '@/server/stock/list-units';
import { listStockUnitsOp } from '@/server/stock/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/products/{id}/stock-units – a product's units with filters (05 §3)
export const GET = apiRoute(listStockUnitsOp, async ({ db, merchantId, params, query }) => ({
  body: await listUnits(db, merchantId, params.productId!, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
