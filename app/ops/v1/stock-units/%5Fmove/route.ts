import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { moveUnits } from '@/server/stock-ledger/moves/move-units';
import { moveStockUnitsOp } from '@/server/stock-ledger/moves/operations';

// POST /ops/v1/stock-units/_move – units to another location (docs/decisions/stock-ledger.md §2; Idempotency-Key)
export const POST = apiRoute(
  moveStockUnitsOp,
  async ({ db, merchantId, body, rawBody, idempotencyKey, actor }) => {
    const { result, replayed } = await moveUnits(db, merchantId, body.move, {
      key: idempotencyKey,
      rawBody,
      actor,
    });
    return { body: result.body, headers: replayed ? { 'idempotent-replayed': 'true' } : undefined };
  },
);

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
