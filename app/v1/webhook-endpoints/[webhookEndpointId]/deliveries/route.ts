import { apiRoute } from '@/server/api/api-route';
import { listDeliveries } from '@/server/webhooks/deliveries';
import { listWebhookDeliveriesOp } from '@/server/webhooks/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/webhook-endpoints/{id}/deliveries – the delivery log (05 §5)
export const GET = apiRoute(listWebhookDeliveriesOp, async ({ db, merchantId, params, query }) => ({
  body: await listDeliveries(db, merchantId, params.webhookEndpointId!, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
