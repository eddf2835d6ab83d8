import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { importLocations } from '@/server/stock-ledger/locations/locations';
import { importLocationsOp } from '@/server/stock-ledger/locations/operations';

// POST /ops/v1/locations/_import – create or update locations by code, all or nothing
export const POST = apiRoute(importLocationsOp, async ({ db, body }) => ({
  body: { imported: await importLocations(db, body.locations) },
}));

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
