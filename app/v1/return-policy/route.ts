import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { getReturnPolicyOp, putReturnPolicyOp } from '@/server/returns/policy/operations';
import { getReturnPolicy, putReturnPolicy } from '@/server/returns/policy/return-policy';

// GET /v1/return-policy – the merchant's return policy
export const GET = apiRoute(getReturnPolicyOp, async ({ db, merchantId }) => ({
  body: { return_policy: await getReturnPolicy(db, merchantId) },
}));

// PUT /v1/return-policy – replace the return policy
export const PUT = apiRoute(putReturnPolicyOp, async ({ db, merchantId, body }) => ({
  body: { return_policy: await putReturnPolicy(db, merchantId, body.return_policy) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET, PUT');
export const PATCH = methodNotAllowed('GET, PUT');
export const DELETE = methodNotAllowed('GET, PUT');
