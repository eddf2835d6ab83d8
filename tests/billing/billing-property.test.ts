import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { charges, invoiceLines } from '@/db/schema';
import { createCreditNote, issueInvoice } from '@/server/billing/invoices/invoice-lifecycle';
import { runInvoices } from '@/server/billing/invoices/run-invoices';
import { roundHalfUp, totalsOf } from '@/server/billing/money';
import { getInvoice } from '@/server/billing/reads/read-invoices';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { newId } from '@/server/core/ids';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { createMerchant } from '@/server/merchants/merchants';
import { uniq } from '../support/fixtures';

/**
 * Money, property-based: for any lines, a document's total is the sum of its lines plus the VAT of each rate's
 * sum; negated lines give exactly negated totals (a credit note brings a total back to zero). Then the same
 * through the database: random charges -> run -> issue -> full credit note.
 */
const rate = fc.constantFrom(0, 1000, 1400, 2400, 2550, 700);
const line = fc.record({ amount: fc.integer({ min: -5_000_000, max: 5_000_000 }), vat_rate_bp: rate });

describe('money (property)', () => {
  it('rounds half-up, away from zero on a half, symmetric', () => {
    expect(roundHalfUp(5n, 10n)).toBe(1n);
    expect(roundHalfUp(-5n, 10n)).toBe(-1n);
    expect(roundHalfUp(4n, 10n)).toBe(0n);
    expect(roundHalfUp(15n, 10n)).toBe(2n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: -1_000_000_000_000_000n, max: 1_000_000_000_000_000n }),
        fc.bigInt({ min: 1n, max: 1_000_000n }),
        (n, d) => {
          const r = roundHalfUp(n, d);
          expect(roundHalfUp(-n, d)).toBe(-r);
          // |n/d - r| <= 1/2
          expect(2n * (n - r * d) <= d && 2n * (r * d - n) <= d).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('totals: sum of lines, VAT per rate on the totals, negation exact', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const t = totalsOf(lines);
        expect(t.subtotal).toBe(lines.reduce((s, l) => s + l.amount, 0));
        expect(t.total).toBe(t.subtotal + t.vat_total);
        expect(t.vat_total).toBe(t.vat_breakdown.reduce((s, b) => s + b.vat_amount, 0));
        for (const b of t.vat_breakdown) {
          const taxable = lines
            .filter((l) => l.vat_rate_bp === b.vat_rate_bp)
            .reduce((s, l) => s + l.amount, 0);
          expect(b.taxable_amount).toBe(taxable);
          expect(b.vat_amount).toBe(Number(roundHalfUp(BigInt(taxable) * BigInt(b.vat_rate_bp), 10_000n)));
        }
        const credit = totalsOf(lines.map((l) => ({ ...l, amount: -l.amount })));
        expect(credit.total + t.total).toBe(0);
        expect(credit.vat_total + t.vat_total).toBe(0);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('invoices from charges (property, through the database)', () => {
  it('an issued invoice totals its lines, each line its charges, and a full credit note brings it to zero', async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            fee: fc.constantFrom('outbound_order', 'outbound_unit', 'return_line', 'manual'),
            quantity: fc.integer({ min: 1, max: 500 }),
            unitPrice: fc.integer({ min: 0, max: 100_000 }),
            vatRateBp: rate,
            credit: fc.boolean(),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (generated) => {
          const merchant = await createMerchant(db, { name: uniq('Prop') });
          await db.insert(charges).values(
            generated.map((g) => {
              const quantity = g.fee === 'manual' ? (g.credit ? -1 : 1) : g.quantity;
              const id = newId();
              return {
                id,
                merchantId: merchant.id,
                fee: g.fee,
                description: g.fee === 'manual' ? 'Manual' : null,
                quantity,
                unitPrice: g.unitPrice,
                amount: quantity * g.unitPrice,
                currency: 'EUR',
                vatRateBp: g.vatRateBp,
                referenceType: 'test',
                referenceId: id,
                occurredAt: new Date('2026-01-15T12:00:00Z'),
              };
            }),
          );
          const [draftId] = await runInvoices(db, { merchantId: merchant.id, period: '2026-01' });
          await issueInvoice(db, WAREHOUSE_SCOPE, draftId!, SYSTEM_ACTOR);
          const inv = await getInvoice(db, WAREHOUSE_SCOPE, draftId!);
          const charged = await db.select().from(charges).where(eq(charges.invoiceId, draftId!));
          expect(charged).toHaveLength(generated.length);
          expect(inv.subtotal.amount).toBe(charged.reduce((s, c) => s + c.amount, 0));
          expect(inv.total.amount).toBe(inv.subtotal.amount + inv.vat_total.amount);
          // + 0: a credit line of price 0 multiplies to -0, which toBe tells from the 0 the database gives back.
          for (const l of inv.lines) expect(l.amount).toBe(l.quantity * l.unit_price + 0);
          const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, draftId!));
          expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(inv.subtotal.amount);
          if (inv.lines.some((l) => l.amount !== 0)) {
            const noteId = await createCreditNote(
              db,
              WAREHOUSE_SCOPE,
              draftId!,
              { reason: 'all' },
              SYSTEM_ACTOR,
            );
            const note = await getInvoice(db, WAREHOUSE_SCOPE, noteId);
            expect(note.total.amount + inv.total.amount).toBe(0);
            expect(note.vat_total.amount + inv.vat_total.amount).toBe(0);
          }
          const stray = await db.execute(
            sql`select count(*)::int as n from charges where merchant_id = ${merchant.id} and invoice_id is null`,
          );
          expect(Number((stray.rows[0] as { n: number }).n)).toBe(0);
        },
      ),
      { numRuns: Number(process.env.BILLING_PROPERTY_RUNS ?? 25) },
    );
  });
});
