import { apiRoute } from '@/server/api/api-route';
import { getProductOrThrow } from '@/server/products/find-product';
import { getProductOp, updateProductOp } from '@/server/products/operations';
import { toProductDto } from '@/server/products/to-product-dto';
import { updateProduct } from '@/server/products/update-product';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/products/{id} – read a product (05 §3)
export const GET = apiRoute(getProductOp, async ({ db, merchantId, params }) => ({
  body: { product: toProductDto(await getProductOrThrow(db, merchantId, params.productId!)) },
}));

// PATCH /v1/products/{id} – change a product, sku immutable (05 §3)
export const PATCH = apiRoute(updateProductOp, async ({ db, merchantId, params, body, actor }) => ({
  body: { product: await updateProduct(db, merchantId, params.productId!, body.product, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET, PATCH');
export const PUT = methodNotAllowed('GET, PATCH');
export const DELETE = methodNotAllowed('GET, PATCH');
