import { apiRoute } from '@/server/api/api-route';
import { splitProductOp } from '@/server/split/operations';
import { splitProduct } from '@/server/split/split-product';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/products/split – move free stock of one product to another SKU (03 §4.1, 04 D)
export const POST = apiRoute(
  splitProductOp,
  async ({ db, merchantId, body, rawBody, idempotencyKey, actor }) => {
    // The operation declares the key required: the wrapper has refused a missing or malformed one already.
    const { result, replayed } = await splitProduct(
      db,
      merchantId,
      { key: idempotencyKey!, request: body, rawBody },
      actor,
    );
    const headers: Record<string, string> = replayed ? { 'idempotent-replayed': 'true' } : {};
    return { status: result.status, body: result.body, headers };
  },
);

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
