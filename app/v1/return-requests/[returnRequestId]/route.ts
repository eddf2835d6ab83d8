import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { getReturnRequest } from '@/server/returns/requests/list-return-requests';
import { getReturnRequestOp } from '@/server/returns/requests/operations';

// GET /v1/return-requests/{returnRequestId} – read a return request
export const GET = apiRoute(getReturnRequestOp, async ({ db, merchantId, params }) => ({
  body: { return_request: await getReturnRequest(db, merchantId, params.returnRequestId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
