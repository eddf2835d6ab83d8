import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { getLocation, updateLocation } from '@/server/stock-ledger/locations/locations';
import { getLocationOp, updateLocationOp } from '@/server/stock-ledger/locations/operations';

// GET /ops/v1/locations/{id} – one location with the units it holds
export const GET = apiRoute(getLocationOp, async ({ db, params }) => ({
  body: { location: await getLocation(db, params.locationId!) },
}));

// PATCH /ops/v1/locations/{id} – zone, kind, active (deactivated only when empty)
export const PATCH = apiRoute(updateLocationOp, async ({ db, params, body }) => ({
  body: { location: await updateLocation(db, params.locationId!, body.location) },
}));

export const POST = methodNotAllowed('GET, PATCH');
export const PUT = methodNotAllowed('GET, PATCH');
export const DELETE = methodNotAllowed('GET, PATCH');
