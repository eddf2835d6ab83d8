import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders } from '@/db/schema';
import { isId } from '@/server/core/ids';
import { customerName as nameOf, orderLabel } from './order-label';

/** An order as a person picks it on a form: by the merchant's own number, with the customer to tell them apart. */
export interface OrderChoice {
  id: string;
  /** What the person types or picks: the merchant's order number, else the order id. */
  ref: string;
  /** "Mikko Nieminen · 2026-11-24 · confirmed" */
  description: string;
}

const customerName = (customer: unknown) => nameOf(customer) || 'no customer';

function toChoice(o: {
  id: string;
  merchantsId: string | null;
  customer: unknown;
  status: string;
  createdAt: Date;
}) {
  return {
    id: o.id,
    ref: o.merchantsId ?? o.id,
    description: `${customerName(o.customer)} · ${o.createdAt.toISOString().slice(0, 10)} · ${o.status.replace(/_/g, ' ')}`,
  };
}

const columns = {
  id: orders.id,
  merchantsId: orders.merchantsId,
  customer: orders.customer,
  status: orders.status,
  createdAt: orders.createdAt,
  exchangeForReturnId: orders.exchangeForReturnId,
};

/** The merchant's latest orders (not deleted), newest first, for a form's order picker. */
export async function orderChoices(db: DbOrTx, merchantId: string, limit = 200): Promise<OrderChoice[]> {
  const rows = await db
    .select(columns)
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), ne(orders.status, 'deleted')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(toChoice);
}

/**
 * The merchant's order that a person named on a form: by their own order number (merchants_id, exact, the
 * newest when several share it), else by the order id. Null when the merchant has no such order.
 */
export async function findOrderByReference(
  db: DbOrTx,
  merchantId: string,
  ref: string,
): Promise<OrderChoice | null> {
  const wanted = ref.trim();
  // PostgreSQL cannot hold U+0000: no order has such a number (and the query would fail).
  if (!wanted || wanted.includes('\u0000')) return null;
  const [byNumber] = await db
    .select(columns)
    .from(orders)
    .where(
      and(eq(orders.merchantId, merchantId), eq(orders.merchantsId, wanted), ne(orders.status, 'deleted')),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (byNumber) return toChoice(byNumber);
  if (!isId(wanted.toLowerCase())) return null;
  const [byId] = await db
    .select(columns)
    .from(orders)
    .where(and(eq(orders.id, wanted.toLowerCase()), eq(orders.merchantId, merchantId)));
  return byId ? toChoice(byId) : null;
}

/**
 * Orders by id, as a person recognises them (the merchant's order number, the customer). `merchantId` null: any
 * merchant's (the warehouse's queues cross merchants).
 */
export async function orderChoicesById(
  db: DbOrTx,
  ids: readonly (string | null | undefined)[],
  merchantId: string | null = null,
): Promise<Map<string, OrderChoice & { customer: string; label: string }>> {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(orders)
    .where(
      merchantId
        ? and(inArray(orders.id, unique), eq(orders.merchantId, merchantId))
        : inArray(orders.id, unique),
    );
  return new Map(
    rows.map((o) => [o.id, { ...toChoice(o), customer: customerName(o.customer), label: orderLabel(o) }]),
  );
}
