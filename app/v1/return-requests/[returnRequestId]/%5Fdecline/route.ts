import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { declineReturnRequest } from '@/server/returns/requests/decide-return-request';
import { declineReturnRequestOp } from '@/server/returns/requests/operations';

// POST /v1/return-requests/{returnRequestId}/_decline – decline with a message for the customer
export const POST = apiRoute(declineReturnRequestOp, async ({ db, merchantId, params, body, actor }) => ({
  body: {
    return_request: await declineReturnRequest(
      db,
      merchantId,
      params.returnRequestId!,
      body.decline.message,
      actor,
    ),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
