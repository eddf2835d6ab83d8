import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { createRateCardOp, listRateCardsOp } from '@/server/billing/operations';
import { listRateCards } from '@/server/billing/rate-cards/read-rate-cards';
import { createRateCard } from '@/server/billing/rate-cards/save-rate-card';

// GET /ops/v1/rate-cards – every rate card
export const GET = apiRoute(listRateCardsOp, async ({ db, query }) => ({
  body: await listRateCards(db, query),
}));

// POST /ops/v1/rate-cards – a new rate card (its first version)
export const POST = apiRoute(createRateCardOp, async ({ db, body }) => ({
  status: 201,
  body: { rate_card: await createRateCard(db, body.rate_card) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
