import type { DbOrTx } from '@/db/client';
import { merchantNames } from '@/server/merchants/merchant-names';
import { orderChoicesById } from '@/server/orders/reads/order-choices';
import { listReturns, type ReturnFilters } from '@/server/returns/reads/list-returns';
import type { ReturnSummaryDto } from '@/server/returns/schemas';

export type ArrivalRow = ReturnSummaryDto & {
  merchant_name: string | null;
  /** The original order's number (the merchant's own, else its id) and customer, when the return names one. */
  original_order_ref: string | null;
  customer_name: string | null;
};

/**
 * The warehouse's arrivals queue (06 Warehouse, 05 §4): returns of every merchant (or of one, `merchantId`),
 * each with its merchant's name and its original order's number and customer, so a return without a name is
 * still recognisable.
 */
export async function listArrivals(
  db: DbOrTx,
  filter: Omit<ReturnFilters, 'merchantId'> & { merchantId?: string | null },
): Promise<{ order_returns: ArrivalRow[]; total: number }> {
  const { order_returns, total } = await listReturns(db, {
    ...filter,
    merchantId: filter.merchantId ?? null,
  });
  const [names, origins] = await Promise.all([
    merchantNames(db, order_returns.map((r) => r.merchant_id ?? filter.merchantId ?? '').filter(Boolean)),
    orderChoicesById(
      db,
      order_returns.map((r) => r.original_order?.id).filter((id): id is string => !!id),
    ),
  ]);
  return {
    order_returns: order_returns.map((r) => {
      const origin = r.original_order ? origins.get(r.original_order.id) : undefined;
      return {
        ...r,
        merchant_name: names.get(r.merchant_id ?? filter.merchantId ?? '') ?? null,
        original_order_ref: origin?.ref ?? null,
        customer_name: origin?.customer ?? null,
      };
    }),
    total,
  };
}
