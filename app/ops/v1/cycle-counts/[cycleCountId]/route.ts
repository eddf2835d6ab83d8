import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { getCycleCountOp } from '@/server/stock-ledger/counts/operations';
import { readCount } from '@/server/stock-ledger/counts/read-counts';

// GET /ops/v1/cycle-counts/{id} – a count, with the figures of the locations counted so far
export const GET = apiRoute(getCycleCountOp, async ({ db, params }) => ({
  body: { cycle_count: await readCount(db, params.cycleCountId!) },
}));

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
