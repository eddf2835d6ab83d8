import { apiRoute } from '@/server/api/api-route';
import { deleteWebhookEndpoint } from '@/server/webhooks/manage-endpoints';
import { deleteWebhookEndpointOp } from '@/server/webhooks/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// DELETE /v1/webhook-endpoints/{id} – delete an endpoint (05 §5)
export const DELETE = apiRoute(deleteWebhookEndpointOp, async ({ db, merchantId, params, actor }) => {
  await deleteWebhookEndpoint(db, merchantId, params.webhookEndpointId!, actor);
  return { status: 204 };
});

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('DELETE');
export const POST = methodNotAllowed('DELETE');
export const PUT = methodNotAllowed('DELETE');
export const PATCH = methodNotAllowed('DELETE');
