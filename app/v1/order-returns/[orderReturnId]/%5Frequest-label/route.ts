import { apiRoute } from '@/server/api/api-route';
import { requestLabel } from '@/server/returns/labels/request-label';
import { requestLabelOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/order-returns/{orderReturnId}/_request-label – request a return label, wait up to wait_seconds (02 §4.9, 04 C3)
export const POST = apiRoute(requestLabelOp, async ({ db, merchantId, params, query, actor }) => {
  const res = await requestLabel(db, merchantId, params.orderReturnId!, query.wait_seconds, actor);
  // finished (complete or failed) within the wait: 200; still pending or processing: 202
  return {
    status: res.finished ? 200 : 202,
    body: { order_return_id: res.orderReturnId, return_label: res.label },
  };
});

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
