import type { Db } from '@/db/client';
import { onceMoreOnDeadlock } from '@/server/core/database-errors';
import type { Actor } from '@/server/core/actor';
import { merchantScope } from '@/server/core/resource-scope';
import { loadReturn } from '@/server/returns/reads/load-return';
import { readReturn } from '@/server/returns/reads/read-return';
import type { ReturnDto } from '../schemas';
import { cancelExchange, releaseExchange } from './exchange-order';

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
  return onceMoreOnDeadlock(() =>
    db.transaction(async (tx) => {
      const r = await loadReturn(tx, merchantScope(merchantId), returnId, { forUpdate: true });
      await releaseExchange(tx, r, 'manual', actor);
      return readReturn(tx, merchantScope(merchantId), returnId);
    }),
  );
}

/**
 * POST /v1/order-returns/{id}/exchange/_cancel: the merchant cancels a waiting or held exchange and its draft
 * order. After release: 409 ORDER_RETURN_EXCHANGE_RELEASED (the order is cancelled as an order, if at all).
 */
export async function cancelExchangeByHand(
  db: Db,
  merchantId: string,
  returnId: string,
  actor: Actor,
): Promise<ReturnDto> {
  return onceMoreOnDeadlock(() =>
    db.transaction(async (tx) => {
      const r = await loadReturn(tx, merchantScope(merchantId), returnId, { forUpdate: true });
      await cancelExchange(tx, r, actor);
      return readReturn(tx, merchantScope(merchantId), returnId);
    }),
  );
}
