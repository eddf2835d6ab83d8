import { apiRoute } from '@/server/api/api-route';
import { listRequestLogsOp } from '@/server/workbench/request-log/operations';
import { listRequestLogs } from '@/server/workbench/request-log/request-logs';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/request-logs – the merchant's API requests
export const GET = apiRoute(listRequestLogsOp, async ({ db, merchantId, query }) => ({
  body: await listRequestLogs(db, merchantId, query),
}));

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
