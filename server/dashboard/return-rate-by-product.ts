import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderItems, orderReturnItems, orderReturns, orders, products } from '@/db/schema';
import { SHIPPED_STATUSES } from '@/server/orders/lifecycle/status-machine';
import type { DashboardPeriod } from './period';

export interface ProductReturnRate {
  productId: string;
  sku: string;
  name: string;
  shippedUnits: number;
  returnedUnits: number;
  /**
   * The share of the units shipped in the period that came back in it: min(returned, shipped) / shipped, so
   * never above 1. Returned units beyond the units shipped in the period are earlier shipments coming back:
   * they are not part of the rate, and `returnedBeyondShipped` says how many there were.
   */
  rate: number;
  returnedBeyondShipped: number;
}

export const RETURN_RATE_TOP = 10;

/**
 * The products with the highest return rate in the period, at most 10: units returned (the lines of returns
 * registered in the period, the received quantity once the warehouse counted it, else the registered one)
 * over units shipped in the period (the units of shipments whose shipped_at falls in it; for orders that left
 * before shipments were recorded, the lines of such orders created in the period, SHIPPED_STATUSES).
 * A product with returns but no shipped units in the period has no rate and is left out. Cancelled returns
 * do not count.
 */
export async function returnRateByProduct(
  db: DbOrTx,
  merchantId: string,
  period: DashboardPeriod,
): Promise<ProductReturnRate[]> {
  const shippedStatuses = sql.join(
    SHIPPED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const result = await db.execute<{
    product_id: string;
    sku: string;
    name: string;
    shipped: string | number;
    returned: string | number;
  }>(sql`
    with returned as (
      select ${orderReturnItems.productId} as product_id,
             sum(coalesce(${orderReturnItems.receivedQuantity}, ${orderReturnItems.quantity})) as units
        from ${orderReturns}
        join ${orderReturnItems} on ${orderReturnItems.orderReturnId} = ${orderReturns.id}
       where ${orderReturns.merchantId} = ${merchantId}
         and ${orderReturns.createdAt} >= ${from}::timestamptz and ${orderReturns.createdAt} < ${to}::timestamptz
         and ${orderReturns.status} <> 'deleted'
       group by 1
    ), shipped_parts as (
      select su.product_id, count(*)::numeric as units
        from shipments s
        join shipment_units su on su.shipment_id = s.id
       where s.merchant_id = ${merchantId}
         and s.shipped_at >= ${from}::timestamptz and s.shipped_at < ${to}::timestamptz
         and su.product_id in (select product_id from returned)
       group by 1
      union all
      -- orders that left before shipments were recorded (imported history): their lines, by creation date
      select ${orderItems.productId} as product_id, sum(${orderItems.quantity}) as units
        from ${orders}
        join ${orderItems} on ${orderItems.orderId} = ${orders.id}
       where ${orders.merchantId} = ${merchantId}
         and ${orders.status} in (${shippedStatuses})
         and ${orders.createdAt} >= ${from}::timestamptz and ${orders.createdAt} < ${to}::timestamptz
         and ${orderItems.productId} in (select product_id from returned)
         and not exists (select 1 from shipments s2 where s2.order_id = ${orders.id})
       group by 1
    ), shipped as (
      select product_id, sum(units) as units from shipped_parts group by 1
    )
    select p.id as product_id, p.sku, p.name, s.units as shipped, r.units as returned
      from returned r
      join shipped s on s.product_id = r.product_id and s.units > 0
      join ${products} p on p.id = r.product_id and p.merchant_id = ${merchantId}
     order by least(r.units, s.units) / s.units desc, r.units desc, p.sku
     limit ${RETURN_RATE_TOP}
  `);
  return toReturnRates(result.rows);
}

/** Rows of product, sku, name, shipped and returned units as the chart's rates. */
export function toReturnRates(
  rows: {
    product_id: string;
    sku: string;
    name: string;
    shipped: string | number;
    returned: string | number;
  }[],
): ProductReturnRate[] {
  return rows.map((r) => {
    const shippedUnits = Number(r.shipped);
    const returnedUnits = Number(r.returned);
    return {
      productId: r.product_id,
      sku: r.sku,
      name: r.name,
      shippedUnits,
      returnedUnits,
      ...returnRateOf(shippedUnits, returnedUnits),
    };
  });
}

/**
 * The return rate of a product in a period (docs/decisions/portal.md "Dashboard"): the units returned in it,
 * counted up to the units shipped in it, over the units shipped in it; never above 1. The rest are
 * `returnedBeyondShipped` (units shipped before the period that came back in it).
 */
export function returnRateOf(
  shippedUnits: number,
  returnedUnits: number,
): { rate: number; returnedBeyondShipped: number } {
  if (!(shippedUnits > 0)) return { rate: 0, returnedBeyondShipped: Math.max(0, returnedUnits) };
  return {
    rate: Math.min(returnedUnits, shippedUnits) / shippedUnits,
    returnedBeyondShipped: Math.max(0, returnedUnits - shippedUnits),
  };
}
