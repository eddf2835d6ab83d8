import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { getReturnEligibility } from '@/server/returns/policy/eligibility';
import { getReturnEligibilityOp } from '@/server/returns/policy/operations';

// GET /v1/orders/{orderId}/return-eligibility – which lines may come back under the return policy
export const GET = apiRoute(getReturnEligibilityOp, async ({ db, merchantId, params }) => ({
  body: { return_eligibility: await getReturnEligibility(db, merchantId, params.orderId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
