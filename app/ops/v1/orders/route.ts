import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { listQueue } from '@/server/outbound/list-queue';
import { opsListOrdersOp } from '@/server/outbound/operations';

// GET /ops/v1/orders – the outbound queue across merchants, oldest first
export const GET = apiRoute(opsListOrdersOp, async ({ db, query }) => ({ body: await listQueue(db, query) }));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
