import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { resolveProblemOp } from '@/server/outbound/operations';
import { resolveProblem } from '@/server/outbound/report-problem';
import { warehouseScope } from '@/server/core/http/warehouse-scope';

// POST /ops/v1/orders/{orderId}/_resolve-problem – problem -> confirmed when every line holds its units
export const POST = apiRoute(resolveProblemOp, async ({ db, req, params, actor }) => ({
  body: { order: await resolveProblem(db, warehouseScope(req), params.orderId!, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
