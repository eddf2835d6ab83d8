import { apiRoute } from '@/server/api/api-route';
import { getReturnLabel } from '@/server/returns/labels/present-label';
import { getLabelOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/order-returns/{orderReturnId}/return-label – the label's state (02 §4.10, 04 E10)
export const GET = apiRoute(getLabelOp, async ({ db, merchantId, params }) => ({
  body: { return_label: await getReturnLabel(db, merchantId, params.orderReturnId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
