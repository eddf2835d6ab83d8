import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderReturns, orders, outboxEvents, rateCards } from '@/db/schema';
import { chargeEvents } from '@/server/billing/charges/charge-events';
import { setBillingDetails } from '@/server/billing/accounts/billing-details';
import { createManualCharge } from '@/server/billing/charges/manual-charge';
import { priceWork } from '@/server/billing/charges/price-work';
import type { Work } from '@/server/billing/charges/billable-work';
import { createCreditNote, issueInvoice, payInvoice } from '@/server/billing/invoices/invoice-lifecycle';
import { runInvoices } from '@/server/billing/invoices/run-invoices';
import { invoiceLines } from '@/db/schema';
import { assignRateCard } from '@/server/billing/rate-cards/assign-rate-card';
import { createRateCard } from '@/server/billing/rate-cards/save-rate-card';
import { now } from '@/server/core/clock';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { DEMO_MERCHANT_ID } from './demo-data';
import { SEED_ACTOR } from './demo-lookups';

const CARD_NAME = 'Standard 2026';

/**
 * Billing demo data: the default rate card (Standard 2026, everything priced but the REPACK service), given to
 * the demo merchant with its billing details; three months of its charges (the history's shipped orders and returns of the two months
 * before this one, and this month's from the outbox), one unpriced piece of work, a manual charge and a credit;
 * the two past months invoiced and issued (the older paid, the newer partly credited), and this month's draft.
 * Idempotent: skipped when the card exists.
 */
export async function seedBilling(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: rateCards.id })
    .from(rateCards)
    .where(eq(rateCards.name, CARD_NAME));
  if (existing) return;
  const today = now();
  const monthStart = (back: number) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
  const card = await createRateCard(db, {
    name: CARD_NAME,
    currency: 'EUR',
    default: true,
    valid_from: monthStart(3).toISOString().slice(0, 10),
    fees: [
      { fee: 'inbound_notice', unit_price: 2500 },
      { fee: 'inbound_box', unit_price: 150 },
      { fee: 'inbound_unit', unit_price: 8 },
      { fee: 'storage_unit_day', unit_price: 1 },
      { fee: 'storage_location_day:pick', unit_price: 20 },
      { fee: 'storage_location_day:bulk', unit_price: 35 },
      { fee: 'outbound_order', unit_price: 150 },
      { fee: 'outbound_unit', unit_price: 25 },
      { fee: 'outbound_parcel', unit_price: 60 },
      { fee: 'return', unit_price: 250 },
      { fee: 'return_line', unit_price: 40 },
      { fee: 'return_photo', unit_price: 15 },
      { fee: 'service:GIFT_WRAP', unit_price: 120, vat_rate: 25.5 },
      { fee: 'service:PHOTO_CHECK', unit_price: 90 },
      { fee: 'manual', unit_price: 0 },
    ],
  });
  await assignRateCard(db, DEMO_MERCHANT_ID, card.id);
  // who its invoices are addressed to (the buyer of the PDF and the e-invoice)
  await setBillingDetails(db, DEMO_MERCHANT_ID, {
    legal_name: 'Nordic Pantry Oy',
    street: 'Tehtaankatu 27',
    postal_code: '00150',
    city: 'Helsinki',
    country_code: 'FI',
    vat_id: 'FI29374512',
  });

  // The two past months: the history's shipped orders and processed returns, priced as the warehouse did them.
  const work: Work[] = [];
  const from = monthStart(2);
  const to = monthStart(0);
  const shipped = await db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, DEMO_MERCHANT_ID),
        inArray(orders.status, ['processed', 'returning', 'returned']),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
      ),
    )
    .limit(400);
  for (const [i, o] of shipped.entries()) {
    const base = {
      merchantId: DEMO_MERCHANT_ID,
      referenceType: 'order',
      referenceId: o.id,
      subjectType: 'order',
      subjectId: o.id,
      description: null,
      occurredAt: new Date(Math.min(o.createdAt.getTime() + 86_400_000, to.getTime() - 60_000)),
      eventId: null,
    };
    work.push({ ...base, fee: 'outbound_order', quantity: 1 });
    if (i % 3 === 0) work.push({ ...base, fee: 'outbound_unit', quantity: 1 + (i % 4) });
    work.push({ ...base, fee: 'outbound_parcel', quantity: 1 });
  }
  const returned = await db
    .select({ id: orderReturns.id, createdAt: orderReturns.createdAt })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.merchantId, DEMO_MERCHANT_ID),
        gte(orderReturns.createdAt, from),
        lt(orderReturns.createdAt, to),
      ),
    )
    .limit(100);
  for (const r of returned)
    work.push({
      merchantId: DEMO_MERCHANT_ID,
      fee: 'return',
      quantity: 1,
      referenceType: 'order_return',
      referenceId: r.id,
      subjectType: 'order_return',
      subjectId: r.id,
      description: null,
      occurredAt: new Date(Math.min(r.createdAt.getTime() + 3 * 86_400_000, to.getTime() - 60_000)),
      eventId: null,
    });
  // One piece of work the card does not price: a repacking done on an order (REPACK is not on the card).
  if (shipped[0])
    work.push({
      merchantId: DEMO_MERCHANT_ID,
      fee: 'service:REPACK',
      quantity: 1,
      referenceType: 'order_extra_service',
      referenceId: `${shipped[0].id}:00000000-0000-4000-8000-000000000001`,
      subjectType: 'order',
      subjectId: shipped[0].id,
      description: 'Repacking of returned goods',
      occurredAt: new Date(from.getTime() + 5 * 86_400_000),
      eventId: null,
    });
  await db.transaction((tx) => priceWork(tx, work));

  // This month: the demo's outbox events so far (shipments, arrivals, inspections), as the subscriber charges them.
  const events = await db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.merchantId, DEMO_MERCHANT_ID))
    .orderBy(outboxEvents.seq);
  await db.transaction((tx) =>
    chargeEvents(
      tx,
      events.map((e) => ({
        id: e.id,
        merchantId: e.merchantId,
        type: e.type,
        data: (e.payload as { data: Record<string, any> }).data,
        createdAt: e.createdAt,
      })),
    ),
  );
  const mid = (back: number) => new Date(monthStart(back).getTime() + 14 * 86_400_000).toISOString();
  await createManualCharge(
    db,
    {
      merchant_id: DEMO_MERCHANT_ID,
      reason: 'Pallet relabelling (supplier labels unreadable)',
      amount: 4500,
      occurred_at: mid(1),
    },
    SEED_ACTOR,
  );
  await createManualCharge(
    db,
    {
      merchant_id: DEMO_MERCHANT_ID,
      reason: 'Goodwill credit: late dispatch on 3 orders',
      amount: -1500,
      occurred_at: mid(1),
    },
    SEED_ACTOR,
  );

  const period = (back: number) => monthStart(back).toISOString().slice(0, 7);
  const [older] = await runInvoices(db, { merchantId: DEMO_MERCHANT_ID, period: period(2) });
  if (older) {
    await issueInvoice(db, WAREHOUSE_SCOPE, older, SEED_ACTOR);
    await payInvoice(db, WAREHOUSE_SCOPE, older, { reference: 'RF18 5390 0754 7034' }, SEED_ACTOR);
  }
  const [newer] = await runInvoices(db, { merchantId: DEMO_MERCHANT_ID, period: period(1) });
  if (newer) {
    await issueInvoice(db, WAREHOUSE_SCOPE, newer, SEED_ACTOR);
    const [line] = await db
      .select({ id: invoiceLines.id })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, newer), eq(invoiceLines.fee, 'outbound_parcel')));
    if (line)
      await createCreditNote(
        db,
        WAREHOUSE_SCOPE,
        newer,
        {
          reason: 'Parcel labels charged twice for a carrier change',
          lines: [{ line_id: line.id, amount: 120 }],
        },
        SEED_ACTOR,
      );
  }
  await runInvoices(db, { merchantId: DEMO_MERCHANT_ID, period: period(0) });
  await db.execute(sql`analyze charges`);
}
