import { AppError } from '@/server/core/errors';
import { apiRoute } from '@/server/api/api-route';
import { isId } from '@/server/core/ids';
import { createMerchantUserOp } from '@/server/merchants/operations';
import { createUser } from '@/server/users/create-user';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/merchants/{merchantId}/users – create a merchant portal user (05 §2)
export const POST = apiRoute(createMerchantUserOp, async ({ db, body, params }) => {
  if (!isId(params.merchantId)) throw new AppError('MERCHANT_NOT_FOUND');
  return { status: 201, body: { user: await createUser(db, params.merchantId, body.user) } };
});

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
