import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { approveReturnRequest } from '@/server/returns/requests/decide-return-request';
import { approveReturnRequestOp } from '@/server/returns/requests/operations';

// POST /v1/return-requests/{returnRequestId}/_approve – approve: the order return is created
export const POST = apiRoute(approveReturnRequestOp, async ({ db, merchantId, params, actor }) => ({
  body: { return_request: await approveReturnRequest(db, merchantId, params.returnRequestId!, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
