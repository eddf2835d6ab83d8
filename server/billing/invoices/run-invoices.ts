import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { invoices } from '@/db/schema';
import { faultPoint } from '@/server/core/fault-points';
import { newId } from '@/server/core/ids';
import { lockMerchantBilling } from './billing-lock';
import { recountLines } from './invoice-lines';
import { periodBounds } from './period';

/** Charges moved onto a draft per transaction: memory and lock time stay flat whatever the month holds. */
export const RUN_BATCH = 20_000;

/**
 * POST /ops/v1/invoices/_run: for each merchant (one, or every merchant with uninvoiced charges before the
 * period's end) and currency, the draft of the period gathers every uninvoiced charge that occurred before the
 * period ended (a late charge of an earlier month comes on the next invoice, never lost). The charges move in
 * batches, each a transaction under the merchant's billing lock that re-checks the draft is still a draft; the
 * lines are counted again at the end (and again at issue). A run cut off half-way leaves a draft with some of
 * the charges: running again finishes it, the same draft (one open draft per merchant, period and currency).
 * Returns the drafts' ids.
 */
export async function runInvoices(db: Db, input: { merchantId?: string; period: string }): Promise<string[]> {
  const { end } = periodBounds(input.period);
  const groups = await db.execute(sql`
    select merchant_id, currency from charges
     where invoice_id is null and occurred_at < ${end.toISOString()}
       ${input.merchantId ? sql`and merchant_id = ${input.merchantId}` : sql``}
     group by merchant_id, currency
     order by merchant_id, currency`);
  const drafts = new Set<string>();
  for (const g of groups.rows as { merchant_id: string; currency: string }[]) {
    drafts.add(await runOne(db, g.merchant_id, g.currency, input.period, end));
  }
  // A run that found nothing new still answers the period's open drafts.
  const open = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.period, input.period),
        eq(invoices.status, 'draft'),
        ...(input.merchantId ? [eq(invoices.merchantId, input.merchantId)] : []),
      ),
    );
  for (const o of open) drafts.add(o.id);
  return [...drafts];
}

async function runOne(
  db: Db,
  merchantId: string,
  currency: string,
  period: string,
  end: Date,
): Promise<string> {
  for (;;) {
    const { draftId, moved } = await db.transaction(async (tx) => {
      await lockMerchantBilling(tx, merchantId);
      const draftId = await openDraft(tx, merchantId, period, currency);
      // The batch's rows by their physical address (a TID scan): joined by id, the planner hashed the whole
      // table for every batch (a read of every charge per 20,000 moved; docs/decisions/billing.md). The
      // addresses are read and used in one statement, under the billing lock no other writer of them passes.
      const res = await tx.execute(sql`
        update charges set invoice_id = ${draftId}
         where ctid = any(array(
           select ctid from charges
            where merchant_id = ${merchantId} and invoice_id is null and currency = ${currency}
              and occurred_at < ${end.toISOString()}
            order by occurred_at, id
            limit ${RUN_BATCH}))`);
      return { draftId, moved: Number(res.rowCount ?? (res as any).affectedRows ?? 0) };
    });
    if (faultPoint('billing.crash-after-run-batch'))
      throw new Error('simulated crash after a run batch (fault point)');
    if (moved < RUN_BATCH) {
      await db.transaction(async (tx) => {
        await lockMerchantBilling(tx, merchantId);
        const [d] = await tx
          .select({ status: invoices.status })
          .from(invoices)
          .where(eq(invoices.id, draftId));
        if (d?.status === 'draft') {
          await recountLines(tx, draftId);
          await tx.update(invoices).set({ updatedAt: new Date() }).where(eq(invoices.id, draftId));
        }
      });
      return draftId;
    }
  }
}

/** The merchant's open draft of the period and currency, made when there is none. */
async function openDraft(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  merchantId: string,
  period: string,
  currency: string,
): Promise<string> {
  const find = () =>
    tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.merchantId, merchantId),
          eq(invoices.period, period),
          eq(invoices.currency, currency),
          eq(invoices.status, 'draft'),
          eq(invoices.kind, 'invoice'),
        ),
      );
  const [found] = await find();
  if (found) return found.id;
  const id = newId();
  await tx.insert(invoices).values({ id, merchantId, kind: 'invoice', status: 'draft', period, currency });
  return id;
}
