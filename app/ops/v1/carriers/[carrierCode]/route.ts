import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { getCarrier, updateCarrier } from '@/server/outbound/carrier-templates';
import { getCarrierOp, updateCarrierOp } from '@/server/outbound/operations';

// GET /ops/v1/carriers/{code} – one carrier with its tracking URL template
export const GET = apiRoute(getCarrierOp, async ({ db, params }) => ({
  body: { carrier: await getCarrier(db, params.carrierCode!) },
}));

// PATCH /ops/v1/carriers/{code} – change its tracking URL template (https, with {code})
export const PATCH = apiRoute(updateCarrierOp, async ({ db, params, body }) => ({
  body: { carrier: await updateCarrier(db, params.carrierCode!, body.carrier) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET, PATCH');
export const PUT = methodNotAllowed('GET, PATCH');
export const DELETE = methodNotAllowed('GET, PATCH');
