import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { invoices } from '@/db/schema';
import { config } from '@/server/core/config';
import { buyerOf, type Buyer } from '../accounts/billing-details';
import { grossOf, totalsOf, type Totals } from '../money';
import type { LoadedInvoice } from '../reads/read-invoices';

/** What every form of a document (PDF, CSV, UBL) is made from: the invoice, its parties and its totals. */
export interface InvoiceDocument extends LoadedInvoice {
  seller: (typeof config)['billingSeller'];
  /** The merchant's billing details where it has them, else its name (as at issue; a draft's as they are). */
  buyer: Buyer;
  totals: Totals;
  /** A credit note's invoice (number and issue date). */
  credited: { number: string | null; issueDate: string | null } | null;
  lineGross: (amount: number, vatRateBp: number) => number;
}

export async function invoiceDocument(db: DbOrTx, loaded: LoadedInvoice): Promise<InvoiceDocument> {
  // An issued document keeps the buyer it was issued to; a draft shows the merchant's details as they are.
  const buyer = loaded.invoice.buyer ?? (await buyerOf(db, loaded.invoice.merchantId));
  const credited = loaded.invoice.creditedInvoiceId
    ? ((
        await db
          .select({ number: invoices.number, issueDate: invoices.issueDate })
          .from(invoices)
          .where(eq(invoices.id, loaded.invoice.creditedInvoiceId))
      )[0] ?? null)
    : null;
  return {
    ...loaded,
    seller: config.billingSeller,
    buyer,
    totals: totalsOf(loaded.lines.map((l) => ({ amount: l.amount, vat_rate_bp: l.vatRateBp }))),
    credited,
    lineGross: grossOf,
  };
}

/** The document's title: "Invoice INV-000012", "Credit note CN-000003", "Draft invoice 2026-10". */
export function documentTitle(doc: { invoice: LoadedInvoice['invoice'] }): string {
  const { invoice } = doc;
  const kind = invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice';
  return invoice.number ? `${kind} ${invoice.number}` : `Draft ${kind.toLowerCase()} ${invoice.period}`;
}
