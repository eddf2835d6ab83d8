import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { outsideTransaction, prepared } from '@/db/prepared';
import { orders } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { orderLines } from './order-lines-json';
import type { OrderDto } from './schemas';
import { toOrderDto } from './to-order-dto';

/** GET /v1/orders/{id} (04 B1): the merchant's order in its current state; anything else is 404 ORDER_NOT_FOUND. */
export async function getOrder(db: DbOrTx, merchantId: string, orderId: string): Promise<OrderDto> {
  const found = await findOrder(db, merchantId, orderId);
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  return found;
}

/** The merchant's order with its lines (one statement), or null (another merchant's order is null too). */
export async function findOrder(db: DbOrTx, merchantId: string, orderId: string): Promise<OrderDto | null> {
  if (!isId(orderId)) return null;
  const [row] = outsideTransaction(db)
    ? await statements(db).execute({ orderId, merchantId })
    : await orderQuery(db, eq(orders.id, orderId), eq(orders.merchantId, merchantId));
  return row ? toOrderDto(row.order, row.items) : null;
}

const orderQuery = (db: DbOrTx, ...conds: SQL[]) =>
  db
    .select({ order: orders, items: orderLines(orders.id) })
    .from(orders)
    .where(and(...conds));

const statements = prepared((db) =>
  orderQuery(
    db,
    eq(orders.id, sql.placeholder('orderId')),
    eq(orders.merchantId, sql.placeholder('merchantId')),
  ).prepare('order_by_id'),
);
