import { apiRoute } from '@/server/api/api-route';
import { AppError } from '@/server/core/errors';
import { legacySplitProduct } from '@/server/split/legacy-split';
import { legacySplitProductOp } from '@/server/split/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /2015-01-01/products/product_split – legacy split for clients that have not migrated (03 §4.2, 04 D5)
export const POST = apiRoute(legacySplitProductOp, async ({ db, body, principal, actor }) => {
  const merchantId = principal?.merchantId;
  if (!merchantId)
    throw new AppError('MERCHANT_FORBIDDEN', 'Only a signed-in merchant user can split products.');
  return { status: 200, body: await legacySplitProduct(db, merchantId, body, actor) };
});

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
