import { apiRoute } from '@/server/api/api-route';
import { replayWebhookEventsOp } from '@/server/webhooks/operations';
import { replayEvents } from '@/server/webhooks/replay';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/webhook-endpoints/{id}/_replay – send events again with their original webhook-id
export const POST = apiRoute(replayWebhookEventsOp, async ({ db, merchantId, params, body, actor }) => ({
  status: 202,
  body: { replay: await replayEvents(db, merchantId, params.webhookEndpointId!, body, actor) },
}));

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
