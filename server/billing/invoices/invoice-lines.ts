import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { invoiceLines } from '@/db/schema';
import { feeLabel } from '../rate-cards/fees';

/**
 * Counts a draft's lines again from its charges (the only source of a draft's figures): one line per fee, unit
 * price and VAT rate (a fee whose price changed in the month has a line per price), a manual charge on a line of
 * its own with its reason. A line's amount is the sum of its charges' amounts, which equals quantity × unit
 * price exactly. One aggregate over the charges' invoice index; run under the merchant's billing lock.
 */
export async function recountLines(tx: DbOrTx, invoiceId: string): Promise<number> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  const res = await tx.execute(sql`
    select fee, unit_price, vat_rate_bp, min(description) as description,
           sum(quantity)::bigint as quantity, sum(amount)::bigint as amount
      from charges
     where invoice_id = ${invoiceId}
     group by fee, unit_price, vat_rate_bp, case when fee = 'manual' then id end
     order by fee, unit_price, vat_rate_bp, min(occurred_at)`);
  const rows = res.rows as {
    fee: string;
    unit_price: number;
    vat_rate_bp: number;
    description: string | null;
    quantity: string | number;
    amount: string | number;
  }[];
  if (!rows.length) return 0;
  await tx.insert(invoiceLines).values(
    rows.map((r, position) => ({
      invoiceId,
      position,
      fee: r.fee,
      description: r.fee === 'manual' ? (r.description ?? 'Manual charge') : feeLabel(r.fee, r.description),
      quantity: Number(r.quantity),
      unitPrice: Number(r.unit_price),
      amount: Number(r.amount),
      vatRateBp: Number(r.vat_rate_bp),
    })),
  );
  return rows.length;
}
