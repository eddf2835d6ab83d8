import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { invoiceLines, invoices, type Invoice } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { config } from '@/server/core/config';
import { AppError } from '@/server/core/errors';
import { isId, newId } from '@/server/core/ids';
import { inScope, type ResourceScope } from '@/server/core/resource-scope';
import { emitEvent } from '@/server/outbox/emit';
import { totalsOf } from '../money';
import type { CreditNoteInput } from '../schemas';
import { buyerOf } from '../accounts/billing-details';
import { lockMerchantBilling } from './billing-lock';
import { recountLines } from './invoice-lines';

/**
 * An invoice's lifecycle, one table: draft -> issued (a number, then frozen) -> paid; a draft may be voided
 * (its charges go back to uninvoiced); an issued or paid invoice is corrected only by a credit note, which is
 * issued at once with a number of its own series.
 */
const TRANSITIONS = {
  issue: { from: ['draft'], to: 'issued', refused: 'INVOICE_NOT_ISSUABLE' },
  pay: { from: ['issued'], to: 'paid', refused: 'INVOICE_NOT_PAYABLE' },
  void: { from: ['draft'], to: 'void', refused: 'INVOICE_NOT_VOIDABLE' },
  credit: { from: ['issued', 'paid'], to: null, refused: 'INVOICE_NOT_CREDITABLE' },
} as const;

type Action = keyof typeof TRANSITIONS;

function assertAction(invoice: Invoice, action: Action) {
  const t = TRANSITIONS[action];
  const kindOk = action === 'pay' || invoice.kind === 'invoice';
  if (!kindOk || !(t.from as readonly string[]).includes(invoice.status))
    throw new AppError(t.refused, undefined, { details: { status: invoice.status, kind: invoice.kind } });
}

/** The invoice under the merchant's billing lock and its own row lock (404 outside the scope). */
async function lockInvoice(tx: DbOrTx, scope: ResourceScope, id: string): Promise<Invoice> {
  if (!isId(id)) throw new AppError('INVOICE_NOT_FOUND');
  const [peek] = await tx
    .select({ merchantId: invoices.merchantId })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!peek || !inScope(scope, peek.merchantId)) throw new AppError('INVOICE_NOT_FOUND');
  await lockMerchantBilling(tx, peek.merchantId);
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return invoice!;
}

/**
 * The next number of a series, in the caller's transaction: the series row stays locked until it commits, so
 * numbers are handed out one transaction at a time and a rolled-back issue gives its number back (gapless).
 */
async function nextNumber(tx: DbOrTx, series: 'invoice' | 'credit_note'): Promise<string> {
  const res = await tx.execute(sql`
    update invoice_number_series set next_number = next_number + 1
     where series = ${series} returning next_number - 1 as n`);
  const n = Number((res.rows[0] as { n: number | string }).n);
  return `${series === 'invoice' ? 'INV' : 'CN'}-${String(n).padStart(6, '0')}`;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** POST /ops/v1/invoices/{id}/_issue: draft -> issued, numbered, frozen; invoice.issued to the merchant. */
export async function issueInvoice(db: Db, scope: ResourceScope, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, scope, id);
    assertAction(invoice, 'issue');
    if ((await recountLines(tx, invoice.id)) === 0) throw new AppError('INVOICE_EMPTY');
    const number = await nextNumber(tx, 'invoice');
    const at = now();
    const issueDate = at.toISOString().slice(0, 10);
    const [row] = await tx
      .update(invoices)
      .set({
        status: 'issued',
        number,
        issuedAt: at,
        issueDate,
        dueDate: addDays(issueDate, config.billingPaymentTermsDays),
        buyer: await buyerOf(tx, invoice.merchantId),
        updatedAt: at,
      })
      .where(eq(invoices.id, invoice.id))
      .returning();
    // Receiving charges on an issued invoice: their inbound shipments are invoiced (05 §3 `invoiced`).
    await tx.execute(sql`
      update inbound_shipments set invoiced = true
       where id in (select reference_id from charges
                     where invoice_id = ${invoice.id} and reference_type = 'inbound_shipment')
         and not invoiced`);
    await announce(tx, row!, 'invoice.issued', actor);
  });
}

/** POST /ops/v1/invoices/{id}/_pay: issued -> paid (when, and the payment's reference); invoice.paid. */
export async function payInvoice(
  db: Db,
  scope: ResourceScope,
  id: string,
  input: { paid_at?: string; reference?: string },
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, scope, id);
    assertAction(invoice, 'pay');
    const at = input.paid_at ? new Date(input.paid_at) : now();
    const [row] = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: at, paymentReference: input.reference || null, updatedAt: now() })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await announce(tx, row!, 'invoice.paid', actor);
  });
}

/** POST /ops/v1/invoices/{id}/_void: a draft is dropped, its charges uninvoiced again (the next run takes them). */
export async function voidInvoice(db: Db, scope: ResourceScope, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, scope, id);
    assertAction(invoice, 'void');
    await tx.execute(sql`update charges set invoice_id = null where invoice_id = ${invoice.id}`);
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    await tx
      .update(invoices)
      .set({ status: 'void', voidedAt: now(), updatedAt: now() })
      .where(eq(invoices.id, invoice.id));
    await recordActivity(tx, {
      merchantId: invoice.merchantId,
      entityType: 'invoice',
      entityId: invoice.id,
      action: 'voided',
      actor,
    });
  });
}

/**
 * POST /ops/v1/invoices/{id}/credit-notes: a credit note for the whole invoice (no lines given) or for amounts
 * of its lines, never more than what earlier credit notes left (422 CREDIT_EXCEEDS_INVOICE). Its lines are the
 * invoice's negated (a whole line: the same quantity and price, negative), so crediting everything brings the
 * total exactly to zero. Issued at once with the next credit-note number; invoice.issued (kind credit_note).
 * Returns the credit note's id.
 */
export async function createCreditNote(
  db: Db,
  scope: ResourceScope,
  invoiceId: string,
  input: CreditNoteInput,
  actor: Actor,
): Promise<string> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, scope, invoiceId);
    assertAction(invoice, 'credit');
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(asc(invoiceLines.position));
    const earlier = await creditedPerLine(tx, invoice.id);
    const wanted = input.lines ?? lines.map((l) => ({ line_id: l.id, amount: undefined }));
    const noteLines: (typeof invoiceLines.$inferInsert)[] = [];
    const noteId = newId();
    for (const w of wanted) {
      const line = lines.find((l) => l.id === w.line_id);
      if (!line) throw new AppError('INVOICE_LINE_NOT_FOUND', undefined, { details: { line_id: w.line_id } });
      const left = line.amount + (earlier.get(line.id) ?? 0); // earlier credits are negative
      const full = w.amount === undefined || w.amount === Math.abs(left);
      if (left === 0 || (w.amount !== undefined && w.amount > Math.abs(left))) {
        if (input.lines)
          throw new AppError('CREDIT_EXCEEDS_INVOICE', undefined, { details: { line_id: line.id, left } });
        continue;
      }
      // A whole line is negated as it is; a part of one is one unit at the credited price (price never negative).
      const wholeLine = full && left === line.amount;
      const credit = full ? Math.abs(left) : w.amount!;
      noteLines.push({
        invoiceId: noteId,
        position: noteLines.length,
        fee: line.fee,
        description: line.description,
        quantity: wholeLine ? -line.quantity : -Math.sign(left),
        unitPrice: wholeLine ? line.unitPrice : credit,
        amount: -Math.sign(left) * credit,
        vatRateBp: line.vatRateBp,
        creditedLineId: line.id,
      });
    }
    if (!noteLines.length)
      throw new AppError(
        'CREDIT_EXCEEDS_INVOICE',
        'Earlier credit notes already credited the whole invoice.',
      );
    const at = now();
    const issueDate = at.toISOString().slice(0, 10);
    const [note] = await tx
      .insert(invoices)
      .values({
        id: noteId,
        merchantId: invoice.merchantId,
        kind: 'credit_note',
        status: 'issued',
        period: invoice.period,
        currency: invoice.currency,
        number: await nextNumber(tx, 'credit_note'),
        issueDate,
        issuedAt: at,
        creditedInvoiceId: invoice.id,
        reason: input.reason,
        // addressed as the invoice it credits was
        buyer: invoice.buyer ?? (await buyerOf(tx, invoice.merchantId)),
      })
      .returning();
    await tx.insert(invoiceLines).values(noteLines);
    await announce(tx, note!, 'invoice.issued', actor);
    return noteId;
  });
}

/** What earlier credit notes took off each line of an invoice (negative cents). */
async function creditedPerLine(tx: DbOrTx, invoiceId: string): Promise<Map<string, number>> {
  const notes = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, invoiceId), eq(invoices.kind, 'credit_note')));
  if (!notes.length) return new Map();
  const rows = await tx
    .select({ lineId: invoiceLines.creditedLineId, amount: invoiceLines.amount })
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        notes.map((n) => n.id),
      ),
    );
  const out = new Map<string, number>();
  for (const r of rows) if (r.lineId) out.set(r.lineId, (out.get(r.lineId) ?? 0) + r.amount);
  return out;
}

/** The event and the history entry of an issue or a payment, in its transaction. */
async function announce(tx: DbOrTx, invoice: Invoice, type: 'invoice.issued' | 'invoice.paid', actor: Actor) {
  const lines = await tx
    .select({ amount: invoiceLines.amount, vatRateBp: invoiceLines.vatRateBp })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id));
  const t = totalsOf(lines.map((l) => ({ amount: l.amount, vat_rate_bp: l.vatRateBp })));
  await emitEvent(tx, {
    merchantId: invoice.merchantId,
    type,
    orderingKey: invoice.creditedInvoiceId ?? invoice.id,
    data: {
      invoice_id: invoice.id,
      kind: invoice.kind,
      number: invoice.number,
      period: invoice.period,
      currency: invoice.currency,
      subtotal: { amount: t.subtotal, currency: invoice.currency },
      vat_total: { amount: t.vat_total, currency: invoice.currency },
      total: { amount: t.total, currency: invoice.currency },
      issue_date: invoice.issueDate,
      due_date: invoice.dueDate,
      credited_invoice_id: invoice.creditedInvoiceId,
      ...(type === 'invoice.paid' ? { paid_at: invoice.paidAt?.toISOString() } : {}),
    },
  });
  await recordActivity(tx, {
    merchantId: invoice.merchantId,
    entityType: 'invoice',
    entityId: invoice.id,
    action: type === 'invoice.paid' ? 'paid' : 'issued',
    actor,
    details: { number: invoice.number, kind: invoice.kind, total: t.total },
  });
}
