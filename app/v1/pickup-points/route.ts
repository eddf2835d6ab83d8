import { apiRoute } from '@/server/api/api-route';
import { listPickupPointsOp } from '@/server/catalog/operations';
import { listPickupPoints } from '@/server/catalog/pickup-points';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/pickup-points – active pickup points (05 §2)
export const GET = apiRoute(listPickupPointsOp, async ({ db, query }) => ({
  body: await listPickupPoints(db, { ...query, activeOnly: true }),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
