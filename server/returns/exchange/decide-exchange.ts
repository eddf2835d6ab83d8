import type { Db } from '@/db/client';
import { onceMoreOnDeadlock } from '@/server/core/database-errors';
import type { Actor } from '@/server/core/actor';
import { merchantScope } from '@/server/core/resource-scope';
import { loadReturn } from '@/server/returns/reads/load-return';
import { readReturn } from '@/server/returns/reads/read-return';
import type { OrderReturn } from '@/db/schema';
import type { Tx } from '@/db/client';
import type { ReturnDto } from '../schemas';
import { cancelExchange, releaseExchange } from './exchange-order';

/**
 * A merchant's decision on the exchange of one of its returns: under the return's row lock (so that it and any
 * inspection, release or cancel of the same return serialise), once more after a deadlock, answering the return.
 */
function byHand(
  db: Db,
  merchantId: string,
  returnId: string,
  decide: (tx: Tx, r: OrderReturn) => Promise<unknown>,
): Promise<ReturnDto> {
  const scope = merchantScope(merchantId);
  return onceMoreOnDeadlock(() =>
    db.transaction(async (tx) => {
      await decide(tx, await loadReturn(tx, scope, returnId, { forUpdate: true }));
      return readReturn(tx, scope, returnId);
    }),
  );
}

/**
 * POST /v1/order-returns/{id}/exchange/_release: the merchant sets a waiting or held exchange free by hand (its
 * order is confirmed and reserves stock, or waits for products). Twice: 409 ORDER_RETURN_EXCHANGE_RELEASED;
 * cancelled: 409 ORDER_RETURN_EXCHANGE_CANCELLED; no exchange: 404 ORDER_RETURN_EXCHANGE_NOT_FOUND.
 */
export async function releaseExchangeByHand(
  db: Db,
  merchantId: string,
  returnId: string,
  actor: Actor,
): Promise<ReturnDto> {
  return byHand(db, merchantId, returnId, (tx, r) => releaseExchange(tx, r, 'manual', actor));
}

/**
 * POST /v1/order-returns/{id}/exchange/_cancel: the merchant cancels a waiting or held exchange and its draft
 * order, sending order_return.exchange_cancelled. After release: 409 ORDER_RETURN_EXCHANGE_RELEASED (the order is
 * cancelled as an order, if at all).
 */
export async function cancelExchangeByHand(
  db: Db,
  merchantId: string,
  returnId: string,
  actor: Actor,
): Promise<ReturnDto> {
  return byHand(db, merchantId, returnId, (tx, r) => cancelExchange(tx, r, 'manual', actor));
}
