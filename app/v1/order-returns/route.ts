import { apiRoute } from '@/server/api/api-route';
import { createReturn } from '@/server/returns/lifecycle/create-return';
import { listReturns } from '@/server/returns/reads/list-returns';
import { createReturnOp, listReturnsOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/order-returns – register a return (02 §4.1, 04 C1)
export const POST = apiRoute(createReturnOp, async ({ db, merchantId, body, actor }) => ({
  status: 201,
  body: { order_return: await createReturn(db, merchantId, body.order_return, actor) },
}));

// GET /v1/order-returns – list returns (02 §4.2)
export const GET = apiRoute(listReturnsOp, async ({ readDb, merchantId, query }) => ({
  body: await listReturns(readDb, { ...query, merchantId }),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
