import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { reportProblemOp } from '@/server/outbound/operations';
import { reportProblem } from '@/server/outbound/report-problem';
import { warehouseScope } from '@/server/core/http/warehouse-scope';

// POST /ops/v1/orders/{orderId}/_report-problem – a failed pick or an order that cannot be sent
export const POST = apiRoute(reportProblemOp, async ({ db, req, params, body, actor }) => ({
  body: await reportProblem(db, warehouseScope(req), params.orderId!, body.problem, actor),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
