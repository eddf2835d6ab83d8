import { apiRoute } from '@/server/api/api-route';
import { createMerchant, listMerchants } from '@/server/merchants/merchants';
import { createMerchantOp, listMerchantsOp } from '@/server/merchants/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/merchants – create a merchant (05 §2)
export const POST = apiRoute(createMerchantOp, async ({ db, body }) => ({
  status: 201,
  body: { merchant: await createMerchant(db, body.merchant) },
}));

// GET /ops/v1/merchants – list merchants (05 §2)
export const GET = apiRoute(listMerchantsOp, async ({ db, query }) => ({
  body: await listMerchants(db, query),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
