import { apiRoute } from '@/server/api/api-route';
import { countStock } from '@/server/stock/count-stock';
import { countStockOp } from '@/server/stock/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/products/{id}/stock-count – record a warehouse count (05 §3, 04 E12)
export const POST = apiRoute(countStockOp, async ({ db, merchantId, params, body, actor }) => ({
  body: {
    product: await countStock(db, merchantId, params.productId!, body.stock_count.counted_quantity, actor),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
