import { apiRoute } from '@/server/api/api-route';
import { getIncident } from '@/server/stock/incidents';
import { getIncidentOp } from '@/server/stock/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/incidents/{id} – read an incident (05 §3)
export const GET = apiRoute(getIncidentOp, async ({ db, merchantId, params }) => ({
  body: { incident: await getIncident(db, merchantId, params.incidentId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
