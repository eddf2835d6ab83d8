import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { listCarriers } from '@/server/outbound/carrier-templates';
import { listCarriersOp } from '@/server/outbound/operations';

// GET /ops/v1/carriers – every carrier with its tracking URL template (docs/decisions/outbound.md)
export const GET = apiRoute(listCarriersOp, async ({ db }) => ({
  body: { carriers: await listCarriers(db) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
