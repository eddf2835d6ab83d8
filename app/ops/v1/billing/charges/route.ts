import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { createManualCharge } from '@/server/billing/charges/manual-charge';
import { createManualChargeOp, opsListChargesOp } from '@/server/billing/operations';
import { listCharges } from '@/server/billing/reads/read-charges';

// GET /ops/v1/billing/charges – charges across merchants
export const GET = apiRoute(opsListChargesOp, async ({ readDb, query }) => ({
  body: await listCharges(readDb, query.merchant_id ?? null, query),
}));

// POST /ops/v1/billing/charges – a manual charge or credit
export const POST = apiRoute(createManualChargeOp, async ({ db, body, actor }) => ({
  status: 201,
  body: { charge: await createManualCharge(db, body.charge, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
