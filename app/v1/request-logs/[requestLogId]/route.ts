import { apiRoute } from '@/server/api/api-route';
import { getRequestLogOp } from '@/server/workbench/request-log/operations';
import { getRequestLog } from '@/server/workbench/request-log/request-logs';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/request-logs/{requestLogId} – one request with its (redacted) bodies
export const GET = apiRoute(getRequestLogOp, async ({ db, merchantId, params }) => ({
  body: { request_log: await getRequestLog(db, merchantId, params.requestLogId!) },
}));

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
