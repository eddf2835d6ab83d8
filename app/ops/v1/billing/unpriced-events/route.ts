import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { listUnpricedOp } from '@/server/billing/operations';
import { listUnpriced } from '@/server/billing/reads/read-charges';

// GET /ops/v1/billing/unpriced-events – work no price matched, with the reason
export const GET = apiRoute(listUnpricedOp, async ({ db, query }) => ({
  body: await listUnpriced(db, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
