import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { outsideTransaction, prepared } from '@/db/prepared';
import { orders } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { orderLines } from '@/server/orders/reads/order-lines-json';
import type { OrderDto } from '@/server/orders/schemas';
import { toOrderDto } from '@/server/orders/reads/to-order-dto';

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
    ? await statements(db).execute({ orderId })
    : await orderQuery(db, eq(orders.id, orderId));
  return row && row.order.merchantId === merchantId ? toOrderDto(row.order, row.items) : null;
}

/**
 * By primary key alone; the caller checks the merchant on the row. With `merchant_id = ` in the statement
 * too, PostgreSQL may walk the merchant's orders by a merchant index instead of reading one row by its key
 * (it did for merchants whose orders arrived after the last ANALYZE: an estimate of one row made the two
 * indexes tie).
 */
const orderQuery = (db: DbOrTx, id: SQL) =>
  db
    .select({ order: orders, items: orderLines(orders.id) })
    .from(orders)
    .where(id);

const statements = prepared((db) =>
  orderQuery(db, eq(orders.id, sql.placeholder('orderId'))).prepare('order_by_id'),
);
