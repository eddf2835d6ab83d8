import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { submitCountResultOp } from '@/server/stock-ledger/counts/operations';
import { submitCountResult } from '@/server/stock-ledger/counts/submit-result';

// POST /ops/v1/cycle-counts/{id}/results – what a counter found at one location (blind)
export const POST = apiRoute(submitCountResultOp, async ({ db, params, body, actor }) => ({
  body: { cycle_count: await submitCountResult(db, params.cycleCountId!, body.result, actor) },
}));

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
