import { apiRoute } from '@/server/api/api-route';
import { retryDelivery } from '@/server/webhooks/deliveries';
import { retryWebhookDeliveryOp } from '@/server/webhooks/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/webhook-endpoints/{id}/deliveries/{deliveryId}/_retry – send an event again now (05 §5, docs/decisions/catalog.md)
export const POST = apiRoute(retryWebhookDeliveryOp, async ({ db, merchantId, params, actor }) => ({
  status: 202,
  body: {
    delivery: await retryDelivery(db, merchantId, params.webhookEndpointId!, params.deliveryId!, actor),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
