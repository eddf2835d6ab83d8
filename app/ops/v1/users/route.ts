import { apiRoute } from '@/server/api/api-route';
import { createOperatorUserOp } from '@/server/merchants/operations';
import { createUser } from '@/server/users/create-user';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/users – create an operator portal user (05 §2)
export const POST = apiRoute(createOperatorUserOp, async ({ db, body }) => ({
  status: 201,
  body: { user: await createUser(db, null, body.user) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
