import type { DbOrTx } from '@/db/client';
import { merchantNames } from '@/server/merchants/merchant-names';
import { listReturns, type ReturnFilters } from './list-returns';
import type { ReturnSummaryDto } from './schemas';

export type ArrivalRow = ReturnSummaryDto & { merchant_name: string | null };

/** The warehouse's arrivals queue (06 Warehouse, 05 §4): returns of every merchant, each with its merchant's name. */
export async function listArrivals(
  db: DbOrTx,
  filter: Omit<ReturnFilters, 'merchantId'>,
): Promise<{ order_returns: ArrivalRow[]; total: number }> {
  const { order_returns, total } = await listReturns(db, { ...filter, merchantId: null });
  const names = await merchantNames(db, order_returns.map((r) => r.merchant_id!).filter(Boolean));
  return {
    order_returns: order_returns.map((r) => ({ ...r, merchant_name: names.get(r.merchant_id!) ?? null })),
    total,
  };
}
