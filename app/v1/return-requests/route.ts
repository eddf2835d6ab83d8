import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { listReturnRequests } from '@/server/returns/requests/list-return-requests';
import { listReturnRequestsOp } from '@/server/returns/requests/operations';

// GET /v1/return-requests – the customers' return requests, newest first
export const GET = apiRoute(listReturnRequestsOp, async ({ db, merchantId, query }) => ({
  body: await listReturnRequests(db, merchantId, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
