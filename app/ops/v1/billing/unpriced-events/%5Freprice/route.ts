import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { repriceUnpriced } from '@/server/billing/charges/manual-charge';
import { repriceOp } from '@/server/billing/operations';

// POST /ops/v1/billing/unpriced-events/_reprice – price the open unpriced work again
export const POST = apiRoute(repriceOp, async ({ db, body }) => ({
  body: await repriceUnpriced(db, body?.merchant_id),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
