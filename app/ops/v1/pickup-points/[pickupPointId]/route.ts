import { apiRoute } from '@/server/api/api-route';
import { updatePickupPointOp } from '@/server/catalog/operations';
import { updatePickupPoint } from '@/server/catalog/pickup-points';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// PATCH /ops/v1/pickup-points/{id} – change a pickup point (05 §2)
export const PATCH = apiRoute(updatePickupPointOp, async ({ db, params, body }) => ({
  body: { pickup_point: await updatePickupPoint(db, params.pickupPointId!, body.pickup_point) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('PATCH');
export const POST = methodNotAllowed('PATCH');
export const PUT = methodNotAllowed('PATCH');
export const DELETE = methodNotAllowed('PATCH');
