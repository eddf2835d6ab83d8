import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { outsideTransaction, prepared } from '@/db/prepared';
import { orders } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { orderJson } from './order-json';
import type { OrderDto } from './schemas';

/** GET /v1/orders/{id} (04 B1): the merchant's order in its current state as JSON text; else 404 ORDER_NOT_FOUND. */
export async function getOrderJson(db: DbOrTx, merchantId: string, orderId: string): Promise<string> {
  const found = await findOrderJson(db, merchantId, orderId);
  if (found === null) throw new AppError('ORDER_NOT_FOUND');
  return found;
}

/** The merchant's order with its lines as objects, or null (another merchant's order is null too). */
export async function findOrder(db: DbOrTx, merchantId: string, orderId: string): Promise<OrderDto | null> {
  const found = await findOrderJson(db, merchantId, orderId);
  return found === null ? null : JSON.parse(found);
}

/** The merchant's order as JSON text (order-json.ts), in one statement, or null. */
export async function findOrderJson(db: DbOrTx, merchantId: string, orderId: string): Promise<string | null> {
  if (!isId(orderId)) return null;
  const [row] = outsideTransaction(db)
    ? await statements(db).execute({ orderId })
    : await orderQuery(db, sql`${orderId}`);
  return row && row.merchantId === merchantId ? row.json : null;
}

/**
 * By primary key alone; the caller checks the merchant on the row. With `merchant_id = ` in the statement
 * too, PostgreSQL may walk the merchant's orders by a merchant index instead of reading one row by its key
 * (it did for merchants whose orders arrived after the last ANALYZE: an estimate of one row made the two
 * indexes tie).
 */
const orderQuery = (db: DbOrTx, id: unknown) =>
  db
    .select({ merchantId: sql<string>`o.merchant_id`, json: orderJson })
    .from(sql`${orders} o`)
    .where(sql`o.id = ${id}`);

const statements = prepared((db) => orderQuery(db, sql.placeholder('orderId')).prepare('order_by_id'));
