import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { merchantBillingDetails, setBillingDetails } from '@/server/billing/accounts/billing-details';
import { getBillingDetailsOp, putBillingDetailsOp } from '@/server/billing/operations';

// GET /ops/v1/merchants/{merchantId}/billing-details – who the merchant's invoices are addressed to
export const GET = apiRoute(getBillingDetailsOp, async ({ db, params }) => ({
  body: { billing_details: await merchantBillingDetails(db, params.merchantId!) },
}));

// PUT /ops/v1/merchants/{merchantId}/billing-details – set them (all replaced)
export const PUT = apiRoute(putBillingDetailsOp, async ({ db, params, body }) => ({
  body: { billing_details: await setBillingDetails(db, params.merchantId!, body.billing_details) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET, PUT');
export const PATCH = methodNotAllowed('GET, PUT');
export const DELETE = methodNotAllowed('GET, PUT');
