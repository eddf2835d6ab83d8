import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { getRateCardOp, updateRateCardOp } from '@/server/billing/operations';
import { getRateCard } from '@/server/billing/rate-cards/read-rate-cards';
import { updateRateCard } from '@/server/billing/rate-cards/save-rate-card';

// GET /ops/v1/rate-cards/{rateCardId} – a rate card with its versions
export const GET = apiRoute(getRateCardOp, async ({ db, params }) => ({
  body: { rate_card: await getRateCard(db, params.rateCardId!) },
}));

// PATCH /ops/v1/rate-cards/{rateCardId} – change it (a used version is versioned, not edited)
export const PATCH = apiRoute(updateRateCardOp, async ({ db, params, body }) => ({
  body: { rate_card: await updateRateCard(db, params.rateCardId!, body.rate_card) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET, PATCH');
export const PUT = methodNotAllowed('GET, PATCH');
export const DELETE = methodNotAllowed('GET, PATCH');
