import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { listChargesOp } from '@/server/billing/operations';
import { listCharges } from '@/server/billing/reads/read-charges';

// GET /v1/billing/charges – every charge of the merchant, with the work it pays for
export const GET = apiRoute(listChargesOp, async ({ readDb, merchantId, query }) => ({
  body: await listCharges(readDb, merchantId, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
