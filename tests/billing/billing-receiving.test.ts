import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { billingEventQueue, outboxEvents } from '@/db/schema';
import { chargeQueuedEvents } from '@/server/billing/jobs/charge-outbox';
import { cardFor, chargeMerchantOutbox, chargesOf } from '../support/billing-data';
import { createProduct } from '../support/data';
import { merchantFixture, operatorFixture } from '../support/fixtures';
import { announce, arrive, close, eventsOf, receive } from '../support/inbound-helpers';
import { dispatchWholeOutbox } from '../support/outbox';

/**
 * Receiving fees from a real receipt (docs/decisions/billing.md "Fees"): a merchant's notice announced, arrived,
 * received box by box and closed sends `inbound_shipment.processed`, which the outbox hands to billing; the
 * charges reference the notice, are written once however often the event comes, and an issued invoice carrying
 * them makes the notice `invoiced`.
 */
const RECEIVING = [
  { fee: 'inbound_notice', unit_price: 1500 },
  { fee: 'inbound_box', unit_price: 100 },
  { fee: 'inbound_unit', unit_price: 5 },
];

/** Charges what the outbox holds, as the workers do: dispatch (billing queues its events), then the charge job. */
async function chargeAll() {
  const db = await getDb();
  await dispatchWholeOutbox(db);
  await chargeQueuedEvents(db);
}

const summary = async (merchantId: string) =>
  (await chargesOf(merchantId)).map((c) => [c.fee, c.quantity, c.amount, c.referenceType, c.referenceId]);

describe('receiving fees from an inbound receipt', () => {
  it('a notice received box by box and closed is charged once, referencing the notice, and is invoiced on issue', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    await cardFor(op, m.merchantId, RECEIVING);
    const [coffee, tea, cups] = [
      await createProduct(m.merchantId),
      await createProduct(m.merchantId),
      await createProduct(m.merchantId),
    ];
    const n = await announce(m, [
      { lines: [{ productId: coffee.id, quantity: 10 }] },
      { lines: [{ productId: tea.id, quantity: 5 }] },
      { lines: [{ productId: cups.id, quantity: 4 }] },
    ]);
    const [box1, box2] = n.boxes;
    expect((await arrive(op, n.id, { boxes_arrived: 3 })).status).toBe(200);
    // box 1 in one receipt, sent twice with its key (one receipt); box 2 with a damaged unit; box 3 never opened
    for (let i = 0; i < 2; i++)
      expect(
        (
          await receive(op, n.id, [{ product: { id: coffee.id }, quantity: 10 }], {
            box: box1!.code,
            key: `rcv-${n.id}`,
          })
        ).status,
      ).toBe(201);
    expect(
      (
        await receive(
          op,
          n.id,
          [
            { product: { id: tea.id }, quantity: 4 },
            { product: { id: tea.id }, quantity: 1, condition: 'damaged', location: 'QUAR-1' },
          ],
          { box: box2!.code },
        )
      ).status,
    ).toBe(201);
    // Not closed: nothing is charged, whatever the outbox holds.
    await chargeAll();
    expect(await chargesOf(m.merchantId)).toEqual([]);

    const closed = await close(op, n.id, 'Box 3 was crushed and went back to the sender');
    expect(closed.status).toBe(200);
    // Not in the close's transaction: charged from the outbox.
    expect(await chargesOf(m.merchantId)).toEqual([]);
    await chargeAll();
    // The notice once, the two boxes counted, the 15 units counted (the damaged one too).
    expect(await summary(m.merchantId)).toEqual([
      ['inbound_box', 2, 200, 'inbound_shipment', n.id],
      ['inbound_notice', 1, 1500, 'inbound_shipment', n.id],
      ['inbound_unit', 15, 75, 'inbound_shipment', n.id],
    ]);
    const db = await getDb();
    const [processed] = await db
      .select()
      .from(outboxEvents)
      .where(
        and(eq(outboxEvents.merchantId, m.merchantId), eq(outboxEvents.type, 'inbound_shipment.processed')),
      );
    for (const c of await chargesOf(m.merchantId)) {
      expect(c.eventId).toBe(processed!.id);
      expect([c.subjectType, c.subjectId]).toEqual(['inbound_shipment', n.id]);
    }

    // Replayed: the event queued again and charged again, and every event of the merchant run through billing.
    await db.insert(billingEventQueue).values({
      eventSeq: processed!.seq,
      eventId: processed!.id,
      merchantId: m.merchantId,
    });
    await chargeQueuedEvents(db);
    expect(await chargeMerchantOutbox(m.merchantId)).toEqual({ charged: 0, unpriced: 0 });
    expect(await chargesOf(m.merchantId)).toHaveLength(3);

    // The merchant finds them by the notice.
    const api = await m.api('GET', `/v1/billing/charges?reference_id=${n.id}`);
    expect(api.body.total).toBe(3);
    expect(api.body.charges[0]).toMatchObject({
      reference: { type: 'inbound_shipment', id: n.id },
      subject: { type: 'inbound_shipment', id: n.id },
    });

    // On an issued invoice, the notice is invoiced.
    expect((await m.api('GET', `/v1/inbound-shipments/${n.id}`)).body.inbound_shipment.invoiced).toBe(false);
    const period = new Date().toISOString().slice(0, 7);
    const run = await op.api('POST', '/ops/v1/invoices/_run', {
      body: { invoice_run: { merchant_id: m.merchantId, period } },
    });
    const inv = run.body.invoice_run.invoices[0];
    expect(inv.subtotal).toBe(1500 + 200 + 75);
    expect((await op.api('POST', `/ops/v1/invoices/${inv.id}/_issue`)).status).toBe(200);
    expect((await m.api('GET', `/v1/inbound-shipments/${n.id}`)).body.inbound_shipment.invoiced).toBe(true);
  });

  it('units counted without their boxes: the boxes registered at the dock are charged', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    await cardFor(op, m.merchantId, RECEIVING);
    const p = await createProduct(m.merchantId);
    const n = await announce(m, [
      { lines: [{ productId: p.id, quantity: 3 }] },
      { lines: [{ productId: p.id, quantity: 3 }] },
    ]);
    await arrive(op, n.id, { boxes_arrived: 2 });
    expect((await receive(op, n.id, [{ product: { id: p.id }, quantity: 6 }])).status).toBe(201);
    expect((await close(op, n.id)).status).toBe(200);
    const [event] = await eventsOf(m.merchantId, 'inbound_shipment.processed');
    expect(event.boxes).toEqual({ announced: 2, arrived: 2, received: 0 });
    await chargeAll();
    expect(await summary(m.merchantId)).toEqual([
      ['inbound_box', 2, 200, 'inbound_shipment', n.id],
      ['inbound_notice', 1, 1500, 'inbound_shipment', n.id],
      ['inbound_unit', 6, 30, 'inbound_shipment', n.id],
    ]);
  });

  it("a return's inbound shipment is no receiving: its processing charges nothing", async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    await cardFor(op, m.merchantId, RECEIVING);
    const p = await createProduct(m.merchantId);
    const n = await announce(m, [{ lines: [{ productId: p.id, quantity: 1 }] }]);
    // the same event as a return's completion sends it
    const db = await getDb();
    const { chargeEvents } = await import('@/server/billing/charges/charge-events');
    const r = await db.transaction((tx) =>
      chargeEvents(tx, [
        {
          id: 'evt_return',
          merchantId: m.merchantId,
          type: 'inbound_shipment.processed',
          createdAt: new Date(),
          data: {
            inbound_shipment_id: n.id,
            source: 'order_return',
            lines: [{ product_id: p.id, quantity: 1 }],
          },
        },
      ]),
    );
    expect(r).toEqual({ charged: 0, unpriced: 0 });
  });
});
