import { apiRoute } from '@/server/api/api-route';
import { createWebhookEndpoint, listWebhookEndpoints } from '@/server/webhooks/manage-endpoints';
import { createWebhookEndpointOp, listWebhookEndpointsOp } from '@/server/webhooks/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/webhook-endpoints – create an endpoint, secret shown once (05 §5)
export const POST = apiRoute(createWebhookEndpointOp, async ({ db, merchantId, body, actor }) => ({
  status: 201,
  body: { webhook_endpoint: await createWebhookEndpoint(db, merchantId, body.webhook_endpoint, actor) },
}));

// GET /v1/webhook-endpoints – list endpoints (05 §5)
export const GET = apiRoute(listWebhookEndpointsOp, async ({ db, merchantId, query }) => ({
  body: await listWebhookEndpoints(db, merchantId, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
