import type { Db } from '@/db/client';
import type { Actor } from '@/server/core/actor';
import { merchantScope } from '@/server/core/resource-scope';
import { exchangeAfterReturnCancelled } from '@/server/returns/exchange/exchange-order';
import { loadReturn, updateReturn } from '@/server/returns/reads/load-return';
import { readReturn } from '@/server/returns/reads/read-return';
import { recordStatusChange } from '@/server/returns/lifecycle/record-status-change';
import { assertTransition } from '@/server/returns/return-states';
import type { ReturnDto } from '@/server/returns/schemas';

/** POST /v1/order-returns/{id}/_cancel (02 §4.6, 04 C6): only before arrival (also legacy `pending`). */
export async function cancelReturn(
  db: Db,
  merchantId: string,
  returnId: string,
  actor: Actor,
): Promise<ReturnDto> {
  return db.transaction(async (tx) => {
    const r = await loadReturn(tx, merchantScope(merchantId), returnId, { forUpdate: true });
    const to = assertTransition(r.status, 'cancel');
    await updateReturn(tx, r.id, { status: to });
    // an exchange not yet released goes with the return (its draft order is cancelled)
    await exchangeAfterReturnCancelled(tx, r, actor);
    await recordStatusChange(tx, {
      merchantId: r.merchantId,
      returnId: r.id,
      from: r.status,
      to,
      action: 'cancelled',
      actor,
    });
    return readReturn(tx, merchantScope(merchantId), returnId);
  });
}
