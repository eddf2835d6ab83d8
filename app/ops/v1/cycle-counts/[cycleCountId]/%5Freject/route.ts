import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { rejectCycleCount } from '@/server/stock-ledger/counts/decide-count';
import { rejectCycleCountOp } from '@/server/stock-ledger/counts/operations';

// POST /ops/v1/cycle-counts/{id}/_reject – the team lead's decision (docs/decisions/stock-ledger.md §3)
export const POST = apiRoute(rejectCycleCountOp, async ({ db, params, actor }) => ({
  body: { cycle_count: await rejectCycleCount(db, params.cycleCountId!, actor) },
}));

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
