import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { outsideTransaction, prepared } from '@/db/prepared';
import { orderItems, orders } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import type { OrderDto } from './schemas';
import { toOrderDto } from './to-order-dto';

/** GET /v1/orders/{id} (04 B1): the merchant's order in its current state; anything else is 404 ORDER_NOT_FOUND. */
export async function getOrder(db: DbOrTx, merchantId: string, orderId: string): Promise<OrderDto> {
  const found = await findOrder(db, merchantId, orderId);
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  return found;
}

/** The merchant's order with its lines, or null (another merchant's order is null too). */
export async function findOrder(db: DbOrTx, merchantId: string, orderId: string): Promise<OrderDto | null> {
  if (!isId(orderId)) return null;
  const [[order], items] = await Promise.all(
    outsideTransaction(db)
      ? [statements(db).order.execute({ orderId, merchantId }), statements(db).lines.execute({ orderId })]
      : [orderQuery(db, eq(orders.id, orderId), eq(orders.merchantId, merchantId)), linesQuery(db, orderId)],
  );
  // The lines are read alongside the order; they are shown only when the order is the merchant's.
  return order ? toOrderDto(order, items) : null;
}

const orderQuery = (db: DbOrTx, ...conds: SQL[]) =>
  db
    .select()
    .from(orders)
    .where(and(...conds));
const linesQuery = (db: DbOrTx, orderId: string | Placeholder) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.position);

const statements = prepared((db) => ({
  order: orderQuery(
    db,
    eq(orders.id, sql.placeholder('orderId')),
    eq(orders.merchantId, sql.placeholder('merchantId')),
  ).prepare('order_by_id'),
  lines: linesQuery(db, sql.placeholder('orderId')).prepare('order_lines'),
}));
