import { apiRoute } from '@/server/api/api-route';
import { createPickupPointOp, listAllPickupPointsOp } from '@/server/catalog/operations';
import { createPickupPoint, listPickupPoints } from '@/server/catalog/pickup-points';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/pickup-points – create a pickup point (05 §2)
export const POST = apiRoute(createPickupPointOp, async ({ db, body }) => ({
  status: 201,
  body: { pickup_point: await createPickupPoint(db, body.pickup_point) },
}));

// GET /ops/v1/pickup-points – every pickup point, for operator administration (05 §2)
export const GET = apiRoute(listAllPickupPointsOp, async ({ db, query }) => ({
  body: await listPickupPoints(db, { ...query, activeOnly: false }),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
