import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { createCycleCount } from '@/server/stock-ledger/counts/create-count';
import { createCycleCountOp, listCycleCountsOp } from '@/server/stock-ledger/counts/operations';
import { listCounts } from '@/server/stock-ledger/counts/read-counts';

// GET /ops/v1/cycle-counts – cycle counts, newest first (docs/decisions/stock-ledger.md §3)
export const GET = apiRoute(listCycleCountsOp, async ({ readDb, query }) => ({
  body: await listCounts(readDb, query),
}));

// POST /ops/v1/cycle-counts – the team lead's new count
export const POST = apiRoute(createCycleCountOp, async ({ db, body, actor }) => ({
  status: 201,
  body: { cycle_count: await createCycleCount(db, body.cycle_count, actor) },
}));

export const PUT = methodNotAllowed('GET, POST');
export const PATCH = methodNotAllowed('GET, POST');
export const DELETE = methodNotAllowed('GET, POST');
