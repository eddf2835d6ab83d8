import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { invoiceLines, invoices, type Invoice, type InvoiceLine } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { inScope, type ResourceScope } from '@/server/core/resource-scope';
import { signLink } from '@/server/files/signed-links';
import { grossOf, rateFromBp, totalsOf } from '../money';
import type { DocumentKind, InvoiceDto, InvoiceSummaryDto, ListInvoicesFilter } from '../schemas';

/** An invoice row and its lines, as the documents and the API read them. */
export interface LoadedInvoice {
  invoice: Invoice;
  lines: InvoiceLine[];
}

/** The invoice (404 INVOICE_NOT_FOUND outside the scope) with its lines in order. */
export async function loadInvoice(db: DbOrTx, scope: ResourceScope, id: string): Promise<LoadedInvoice> {
  if (!isId(id)) throw new AppError('INVOICE_NOT_FOUND');
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice || !inScope(scope, invoice.merchantId)) throw new AppError('INVOICE_NOT_FOUND');
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  return { invoice, lines };
}

/** GET /v1/invoices/{id}, /ops/v1/invoices/{id}: the invoice with lines, totals from the lines, document links. */
export async function getInvoice(db: DbOrTx, scope: ResourceScope, id: string): Promise<InvoiceDto> {
  const loaded = await loadInvoice(db, scope, id);
  return toInvoiceDto(db, loaded);
}

export async function toInvoiceDto(db: DbOrTx, { invoice, lines }: LoadedInvoice): Promise<InvoiceDto> {
  const [related, chargeCount] = await Promise.all([
    relatedDocuments(db, invoice),
    chargeCountOf(db, invoice),
  ]);
  const summary = summaryOf(invoice, lines, chargeCount, related.credited);
  return {
    ...summary,
    lines: lines.map((l) => ({
      id: l.id,
      fee: l.fee,
      description: l.description,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      amount: l.amount,
      amount_with_vat: grossOf(l.amount, l.vatRateBp),
      vat_rate: rateFromBp(l.vatRateBp),
    })),
    credit_notes: related.creditNotes,
    documents: await documentLinks(invoice.id),
  };
}

function summaryOf(
  invoice: Invoice,
  lines: { amount: number; vatRateBp: number }[],
  chargeCount: number,
  credited: { id: string; number: string | null } | null,
): InvoiceSummaryDto {
  const t = totalsOf(lines.map((l) => ({ amount: l.amount, vat_rate_bp: l.vatRateBp })));
  return {
    id: invoice.id,
    merchant_id: invoice.merchantId,
    kind: invoice.kind as InvoiceDto['kind'],
    number: invoice.number,
    status: invoice.status as InvoiceDto['status'],
    period: invoice.period,
    currency: invoice.currency,
    issue_date: invoice.issueDate,
    due_date: invoice.dueDate,
    paid_at: invoice.paidAt?.toISOString() ?? null,
    vat_breakdown: t.vat_breakdown.map((b) => ({
      vat_rate: rateFromBp(b.vat_rate_bp),
      taxable_amount: b.taxable_amount,
      vat_amount: b.vat_amount,
    })),
    subtotal: { amount: t.subtotal, currency: invoice.currency },
    vat_total: { amount: t.vat_total, currency: invoice.currency },
    total: { amount: t.total, currency: invoice.currency },
    charge_count: chargeCount,
    credited_invoice: credited,
    reason: invoice.reason,
    created_at: invoice.createdAt.toISOString(),
    updated_at: invoice.updatedAt.toISOString(),
  };
}

async function chargeCountOf(db: DbOrTx, invoice: Invoice): Promise<number> {
  if (invoice.kind !== 'invoice') return 0;
  const res = await db.execute(sql`select count(*)::int as n from charges where invoice_id = ${invoice.id}`);
  return Number((res.rows[0] as { n: number }).n);
}

async function relatedDocuments(db: DbOrTx, invoice: Invoice) {
  const credited = invoice.creditedInvoiceId
    ? ((
        await db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(eq(invoices.id, invoice.creditedInvoiceId))
      )[0] ?? null)
    : null;
  const notes = await db
    .select()
    .from(invoices)
    .where(eq(invoices.creditedInvoiceId, invoice.id))
    .orderBy(asc(invoices.createdAt));
  const noteLines = notes.length
    ? await db
        .select()
        .from(invoiceLines)
        .where(
          inArray(
            invoiceLines.invoiceId,
            notes.map((n) => n.id),
          ),
        )
    : [];
  return {
    credited,
    creditNotes: notes.map((n) => ({
      id: n.id,
      number: n.number,
      total: totalsOf(
        noteLines
          .filter((l) => l.invoiceId === n.id)
          .map((l) => ({ amount: l.amount, vat_rate_bp: l.vatRateBp })),
      ).total,
    })),
  };
}

/** The three documents as signed links (no bearer token needed: the signature is the permission, 04 E16). */
export async function documentLinks(invoiceId: string): Promise<InvoiceDto['documents']> {
  const link = (kind: DocumentKind) =>
    signLink(documentSubject(invoiceId, kind), `/v1/invoices/${invoiceId}/documents/${kind}`);
  const [pdf, csv, xml] = await Promise.all([link('pdf'), link('csv'), link('xml')]);
  return { pdf, csv, xml };
}

export function documentSubject(invoiceId: string, kind: DocumentKind): string {
  return `invoice:${invoiceId}:${kind}`;
}

/** GET /v1/invoices, /ops/v1/invoices: newest first; totals from each invoice's lines (one statement for the page). */
export async function listInvoices(
  db: DbOrTx,
  merchantId: string | null,
  f: ListInvoicesFilter,
): Promise<{ invoices: InvoiceSummaryDto[]; total: number }> {
  const where: SQL[] = [];
  if (merchantId) where.push(eq(invoices.merchantId, merchantId));
  if (f.status) where.push(eq(invoices.status, f.status));
  if (f.period) where.push(eq(invoices.period, f.period));
  if (f.kind) where.push(eq(invoices.kind, f.kind));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(cond)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(invoices).where(cond),
  ]);
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select({
          invoiceId: invoiceLines.invoiceId,
          amount: invoiceLines.amount,
          vatRateBp: invoiceLines.vatRateBp,
        })
        .from(invoiceLines)
        .where(inArray(invoiceLines.invoiceId, ids))
    : [];
  const counts = ids.length
    ? ((
        await db.execute(sql`
          select invoice_id, count(*)::int as n from charges
           where invoice_id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )}) group by invoice_id`)
      ).rows as { invoice_id: string; n: number }[])
    : [];
  const creditedIds = rows.map((r) => r.creditedInvoiceId).filter((x): x is string => !!x);
  const credited = creditedIds.length
    ? await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.id, creditedIds))
    : [];
  return {
    invoices: rows.map((r) =>
      summaryOf(
        r,
        lines.filter((l) => l.invoiceId === r.id),
        Number(counts.find((c) => c.invoice_id === r.id)?.n ?? 0),
        credited.find((c) => c.id === r.creditedInvoiceId) ?? null,
      ),
    ),
    total: Number(t?.n ?? 0),
  };
}

/** Summaries of the given invoices (an invoice run's answer), in the order given. */
export async function listInvoicesByIds(db: DbOrTx, ids: string[]): Promise<InvoiceSummaryDto[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(invoices).where(inArray(invoices.id, ids));
  const lines = await db
    .select({
      invoiceId: invoiceLines.invoiceId,
      amount: invoiceLines.amount,
      vatRateBp: invoiceLines.vatRateBp,
    })
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, ids));
  const out: InvoiceSummaryDto[] = [];
  for (const id of ids) {
    const r = rows.find((x) => x.id === id);
    if (!r) continue;
    out.push(
      summaryOf(
        r,
        lines.filter((l) => l.invoiceId === id),
        await chargeCountOf(db, r),
        null,
      ),
    );
  }
  return out;
}
