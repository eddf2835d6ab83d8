import { apiRoute } from '@/server/api/api-route';
import { requestLabel } from '@/server/returns/labels/request-label';
import { requestLabelOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/order-returns/{orderReturnId}/_request-label – request a return label, wait up to wait_seconds (02 §4.9, 04 C3)
export const POST = apiRoute(requestLabelOp, async ({ db, merchantId, params, query, actor }) =>
  requestLabel(db, merchantId, params.orderReturnId!, query.wait_seconds, actor),
);

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
