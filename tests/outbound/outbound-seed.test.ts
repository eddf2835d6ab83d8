import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { charges, invoices, orders, shipments, unpricedEvents } from '@/db/schema';
import { listInvoices } from '@/server/billing/reads/read-invoices';
import { DEMO_MERCHANT_ID, DEMO_OTHER_MERCHANT_ID } from '@/server/demo/demo-data';
import { seedDemo } from '@/server/demo/seed';
import { SEED_STEPS } from '@/server/demo/steps';

describe('outbound demo data', () => {
  it('seeds a queue, orders being picked, shipped history with tracking and labels, and a problem, once', async () => {
    const db = await getDb();
    for (let run = 0; run < 2; run++) await seedDemo(db, SEED_STEPS);
    const rows = await db
      .select({ ref: orders.merchantsId, status: orders.status, id: orders.id })
      .from(orders)
      .where(and(eq(orders.merchantId, DEMO_MERCHANT_ID), like(orders.merchantsId, 'OUT-%')))
      .orderBy(orders.merchantsId);
    expect(rows.map((r) => r.status)).toEqual([
      ...Array(6).fill('confirmed'),
      'processing',
      'processing',
      'processed',
      'processed',
      'processed',
      'problem',
    ]);
    const other = await db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.merchantId, DEMO_OTHER_MERCHANT_ID), like(orders.merchantsId, 'AO-%')));
    expect(other.map((o) => o.status)).toEqual(['confirmed', 'confirmed']);
    const shipped = await db.select().from(shipments).where(eq(shipments.merchantId, DEMO_MERCHANT_ID));
    expect(shipped).toHaveLength(3);
    expect(shipped.every((s) => s.trackingUrl && s.documentsStatus === 'complete')).toBe(true);
  });

  // Billing's demo data rides on the same seeded database (one demo seed per file keeps CI short).
  it('seeds a rate card, three months of charges, an unpriced event, two issued invoices, a credit note and a draft, once', async () => {
    const db = await getDb();
    await seedDemo(db, SEED_STEPS); // seeded above: once more changes nothing
    const all = await listInvoices(db, DEMO_MERCHANT_ID, { offset: 0, limit: 100 });
    const byKind = (k: string, s: string) => all.invoices.filter((i) => i.kind === k && i.status === s);
    expect(byKind('invoice', 'paid')).toHaveLength(1);
    expect(byKind('invoice', 'issued')).toHaveLength(1);
    expect(byKind('credit_note', 'issued')).toHaveLength(1);
    expect(byKind('invoice', 'draft').length).toBeGreaterThanOrEqual(1);
    const periods = new Set(all.invoices.map((i) => i.period));
    expect(periods.size).toBe(3);
    const rows = await db.select().from(charges).where(eq(charges.merchantId, DEMO_MERCHANT_ID));
    expect(new Set(rows.map((c) => c.occurredAt.toISOString().slice(0, 7))).size).toBe(3);
    const unpriced = await db
      .select()
      .from(unpricedEvents)
      .where(eq(unpricedEvents.merchantId, DEMO_MERCHANT_ID));
    expect(unpriced.map((u) => [u.fee, u.reason])).toContainEqual(['service:REPACK', 'fee_not_on_card']);
    const numbered = await db.select().from(invoices).where(eq(invoices.merchantId, DEMO_MERCHANT_ID));
    expect(numbered.filter((i) => i.number).length).toBe(3);
  });
});
