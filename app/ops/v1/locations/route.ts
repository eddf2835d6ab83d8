import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { createLocation, listLocations } from '@/server/stock-ledger/locations/locations';
import { createLocationOp, listLocationsOp } from '@/server/stock-ledger/locations/operations';

// GET /ops/v1/locations – the warehouse's locations in walking order (docs/decisions/stock-ledger.md §2)
export const GET = apiRoute(listLocationsOp, async ({ readDb, query }) => ({
  body: await listLocations(readDb, query),
}));

// POST /ops/v1/locations – create a location
export const POST = apiRoute(createLocationOp, async ({ db, body }) => ({
  status: 201,
  body: { location: await createLocation(db, body.location) },
}));

export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
