import { apiRoute } from '@/server/api/api-route';
import { listReturns } from '@/server/returns/reads/list-returns';
import { opsListReturnsOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /ops/v1/order-returns – returns across merchants, the arrivals queue (05 §4)
export const GET = apiRoute(opsListReturnsOp, async ({ readDb, query }) => {
  const { merchant_id, ...filters } = query;
  return { body: await listReturns(readDb, { ...filters, merchantId: merchant_id ?? null }) };
});

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
