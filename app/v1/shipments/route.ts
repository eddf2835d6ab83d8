import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { listShipments } from '@/server/outbound/list-shipments';
import { listShipmentsOp } from '@/server/outbound/operations';

// GET /v1/shipments – the merchant's shipments, newest first
export const GET = apiRoute(listShipmentsOp, async ({ db, merchantId, query }) => ({
  body: await listShipments(db, merchantId, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
