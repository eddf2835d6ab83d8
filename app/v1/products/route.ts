import { apiRoute } from '@/server/api/api-route';
import { createProduct } from '@/server/products/create-product';
import { listProducts } from '@/server/products/list-products';
import { createProductOp, listProductsOp } from '@/server/products/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/products – create a product (05 §3)
export const POST = apiRoute(createProductOp, async ({ db, merchantId, body, actor }) => ({
  status: 201,
  body: { product: await createProduct(db, merchantId, body.product, actor) },
}));

// GET /v1/products – list products with stock figures (05 §3)
export const GET = apiRoute(listProductsOp, async ({ readDb, merchantId, query }) => ({
  body: await listProducts(readDb, merchantId, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
