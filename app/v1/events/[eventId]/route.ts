import { apiRoute } from '@/server/api/api-route';
import { getEvent } from '@/server/workbench/events/feed';
import { getEventOp } from '@/server/workbench/events/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/events/{eventId} – the event as sent, with its attempts per endpoint
export const GET = apiRoute(getEventOp, async ({ db, merchantId, params }) => ({
  body: { event: await getEvent(db, merchantId, params.eventId!) },
}));

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
