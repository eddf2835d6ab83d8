import { apiRoute } from '@/server/api/api-route';
import { listEvents } from '@/server/workbench/events/feed';
import { listEventsOp } from '@/server/workbench/events/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/events – the merchant's events feed
export const GET = apiRoute(listEventsOp, async ({ db, merchantId, query }) => ({
  body: await listEvents(db, merchantId, query),
}));

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
