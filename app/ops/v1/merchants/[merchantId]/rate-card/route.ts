import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { assignRateCardOp, getMerchantRateCardOp } from '@/server/billing/operations';
import { assignRateCard, merchantRateCard } from '@/server/billing/rate-cards/assign-rate-card';

// GET /ops/v1/merchants/{merchantId}/rate-card – the card that prices the merchant's work
export const GET = apiRoute(getMerchantRateCardOp, async ({ db, params }) => ({
  body: { merchant_rate_card: await merchantRateCard(db, params.merchantId!) },
}));

// PUT /ops/v1/merchants/{merchantId}/rate-card – give the merchant its card
export const PUT = apiRoute(assignRateCardOp, async ({ db, params, body }) => ({
  body: { merchant_rate_card: await assignRateCard(db, params.merchantId!, body.rate_card.id) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET, PUT');
export const PATCH = methodNotAllowed('GET, PUT');
export const DELETE = methodNotAllowed('GET, PUT');
