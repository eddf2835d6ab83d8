import { apiRoute } from '@/server/api/api-route';
import { listReceivingQueue } from '@/server/inbound/reads/list-notices';
import { opsReceivingQueueOp } from '@/server/inbound/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /ops/v1/inbound-shipments – the receiving queue across merchants, oldest expected first
export const GET = apiRoute(opsReceivingQueueOp, async ({ readDb, query }) => ({
  body: await listReceivingQueue(readDb, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
