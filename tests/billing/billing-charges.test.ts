import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { billingEventQueue } from '@/db/schema';
import { chargeQueuedEvents } from '@/server/billing/jobs/charge-outbox';
import { createCatalogService } from '../support/data';
import { dispatchWholeOutbox } from '../support/outbox';
import { merchantFixture, operatorFixture } from '../support/fixtures';
import { cardFor, chargeMerchantOutbox, chargesOf } from '../support/billing-data';
import { confirmedOrder, ship, startPicking, stockedProduct } from '../support/outbound-helpers';

const ALL_OUTBOUND = [
  { fee: 'outbound_order', unit_price: 120 },
  { fee: 'outbound_unit', unit_price: 15 },
  { fee: 'outbound_parcel', unit_price: 45 },
];

describe('charges written from the outbox', () => {
  it("charges an order's shipping once it is all shipped: order, each unit after the first, each parcel", async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    await cardFor(op, m.merchantId, ALL_OUTBOUND);
    const p = await stockedProduct(m.merchantId, 5);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 4 }]);
    await startPicking(op, o.id);
    expect((await ship(op, o.id, [{ order_item_id: o.items[0]!.id, quantity: 1 }])).status).toBe(201);
    await chargeMerchantOutbox(m.merchantId);
    expect(await chargesOf(m.merchantId)).toEqual([]); // partly shipped: nothing yet
    const rest = await op.api('POST', `/ops/v1/orders/${o.id}/shipments`, {
      body: {
        shipment: {
          carrier: 'posti',
          parcels: [{}, {}],
          items: [{ order_item_id: o.items[0]!.id, quantity: 3 }],
        },
      },
    });
    expect(rest.status).toBe(201);
    const first = await chargeMerchantOutbox(m.merchantId);
    expect(first.charged).toBe(3);
    const again = await chargeMerchantOutbox(m.merchantId); // redelivered: nothing doubles
    expect(again).toEqual({ charged: 0, unpriced: 0 });
    const rows = await chargesOf(m.merchantId);
    expect(rows.map((c) => [c.fee, c.quantity, c.amount, c.referenceType, c.referenceId])).toEqual([
      ['outbound_order', 1, 120, 'order', o.id],
      ['outbound_parcel', 3, 135, 'order', o.id],
      ['outbound_unit', 3, 45, 'order', o.id],
    ]);
    const api = await m.api('GET', `/v1/billing/charges?reference_id=${o.id}`);
    expect(api.status).toBe(200);
    expect(api.body.total).toBe(3);
    expect(api.body.charges[0]).toMatchObject({
      currency: 'EUR',
      vat_rate: 25.5,
      subject: { type: 'order', id: o.id },
    });
  });

  it("charges through the outbox's dispatcher: billable events queued once, charged by the charge job", async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    await cardFor(op, m.merchantId, [{ fee: 'return', unit_price: 300 }]);
    const r = await m.api('POST', '/v1/order-returns', { body: { order_return: {} } });
    await op.api('POST', `/ops/v1/order-returns/${r.body.order_return.id}/_arrive`, {
      body: { arrival: { warehouse_location: { id: 'R1' } } },
    });
    const db = await getDb();
    expect(await chargesOf(m.merchantId)).toEqual([]); // not in the request's transaction
    await dispatchWholeOutbox(db);
    const queued = await db
      .select()
      .from(billingEventQueue)
      .where(eq(billingEventQueue.merchantId, m.merchantId));
    expect(queued).toHaveLength(1);
    await chargeQueuedEvents(db);
    expect((await chargesOf(m.merchantId)).map((c) => [c.fee, c.amount])).toEqual([['return', 300]]);
    expect(
      await db.select().from(billingEventQueue).where(eq(billingEventQueue.merchantId, m.merchantId)),
    ).toEqual([]);
    // The feed shows no internal work event.
    const feed = await m.api('GET', '/v1/events');
    expect(feed.body.events.some((e: any) => e.type.startsWith('work.'))).toBe(false);
  });

  it('records work without a price as unpriced with its reason, and prices it once the card has the fee', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const card = await cardFor(op, m.merchantId, [{ fee: 'outbound_order', unit_price: 100 }]);
    const p = await stockedProduct(m.merchantId, 2);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 2 }]);
    await startPicking(op, o.id);
    await ship(op, o.id, [{ order_item_id: o.items[0]!.id, quantity: 2 }]);
    expect(await chargeMerchantOutbox(m.merchantId)).toEqual({ charged: 1, unpriced: 2 });
    const open = await op.api('GET', `/ops/v1/billing/unpriced-events?merchant_id=${m.merchantId}`);
    expect(open.body.total).toBe(2);
    expect(open.body.unpriced_events.map((u: any) => [u.fee, u.reason])).toEqual(
      expect.arrayContaining([
        ['outbound_unit', 'fee_not_on_card'],
        ['outbound_parcel', 'fee_not_on_card'],
      ]),
    );
    expect(open.body.unpriced_events[0].reason_text).toMatch(/no price/);
    // The card's version priced work: adding fees makes version 2 (from tomorrow); price it from today with a
    // card of its own instead, as an operator would after fixing the card.
    expect(card.version).toBe(1);
    await cardFor(op, m.merchantId, ALL_OUTBOUND);
    const re = await op.api('POST', '/ops/v1/billing/unpriced-events/_reprice', {
      body: { merchant_id: m.merchantId },
    });
    expect(re.body).toEqual({ repriced: 2, still_unpriced: 0 });
    expect((await chargesOf(m.merchantId)).map((c) => c.fee)).toEqual([
      'outbound_order',
      'outbound_parcel',
      'outbound_unit',
    ]);
    const resolved = await op.api(
      'GET',
      `/ops/v1/billing/unpriced-events?merchant_id=${m.merchantId}&resolved=true`,
    );
    expect(resolved.body.unpriced_events.every((u: any) => u.charge_id)).toBe(true);
  });

  it('charges returns: the arrival, each inspected line, each photo', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    await cardFor(op, m.merchantId, [
      { fee: 'return', unit_price: 300 },
      { fee: 'return_line', unit_price: 50 },
      { fee: 'return_photo', unit_price: 20 },
    ]);
    const p = await stockedProduct(m.merchantId, 0);
    const r = await m.api('POST', '/v1/order-returns', {
      body: { order_return: { items: [{ product: { id: p.id }, quantity: 2 }] } },
    });
    const rid = r.body.order_return.id;
    const itemId = r.body.order_return.items[0].id;
    await op.api('POST', `/ops/v1/order-returns/${rid}/_arrive`, {
      body: { arrival: { warehouse_location: { id: 'R1' } } },
    });
    for (let i = 0; i < 2; i++)
      await op.api('POST', `/ops/v1/order-returns/${rid}/items/${itemId}/_inspect`, {
        body: { inspection: { received_quantity: 2, condition: 'sellable' } },
      });
    const form = new FormData();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    form.set('file', new File([png as BlobPart], 'a.png', { type: 'image/png' }));
    form.set('purpose', 'contents_photo');
    expect((await op.api('POST', `/ops/v1/order-returns/${rid}/attachments`, { rawBody: form })).status).toBe(
      201,
    );
    await chargeMerchantOutbox(m.merchantId);
    const rows = await chargesOf(m.merchantId);
    expect(rows.map((c) => [c.fee, c.quantity, c.subjectId])).toEqual([
      ['return', 1, rid],
      ['return_line', 1, rid],
      ['return_photo', 1, rid],
    ]);
  });

  it('marks extra services done (order and return): completion_stamp in the API, charged once', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const svc = await createCatalogService({ kind: 'extra', name: 'Gift wrap' });
    await cardFor(op, m.merchantId, [{ fee: `service:${svc.code}`, unit_price: 80, vat_rate: 14 }]);
    const p = await stockedProduct(m.merchantId, 3);
    const attachment = randomUUID();
    const lineAttachment = randomUUID();
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }], {
      extra_services: [{ id: attachment, service: { id: svc.id }, quantity: 3 }],
    });
    const draftOrder = await m.api('POST', '/v1/orders', {
      body: {
        order: {
          items: [
            {
              product: { id: p.id },
              quantity: 1,
              extra_services: [{ id: lineAttachment, service: { code: svc.code } }],
            },
          ],
        },
      },
    });
    const path = (orderId: string, id: string) => `/ops/v1/orders/${orderId}/extra-services/${id}/_complete`;
    const notYet = await op.api('POST', path(draftOrder.body.order.id, lineAttachment));
    expect(notYet.status).toBe(409);
    expect(notYet.body.error_code).toBe('EXTRA_SERVICE_NOT_COMPLETABLE');
    const done = await op.api('POST', path(o.id, attachment), {
      body: { completion: { comment: 'Red paper' } },
    });
    expect(done.status).toBe(200);
    expect(done.body.service_attachment.completion_stamp).toMatchObject({ p: { comment: 'Red paper' } });
    const twice = await op.api('POST', path(o.id, attachment));
    expect(twice.body.error_code).toBe('EXTRA_SERVICE_ALREADY_COMPLETED');
    expect((await op.api('POST', path(o.id, randomUUID()))).body.error_code).toBe('EXTRA_SERVICE_NOT_FOUND');
    expect((await op.api('POST', path(o.id, 'not-a-uuid'))).status).toBe(404);
    const other = await merchantFixture();
    expect(
      (await op.api('POST', path(o.id, attachment), { merchant: other.merchantId })).body.error_code,
    ).toBe('ORDER_NOT_FOUND');
    const read = await m.api('GET', `/v1/orders/${o.id}`);
    expect(read.body.order.extra_services[0].completion_stamp.ts).toBe(
      done.body.service_attachment.completion_stamp.ts,
    );
    // A merchant's edit sending the attachment again keeps the stamp (confirmed orders are editable).
    await m.api('PATCH', `/v1/orders/${o.id}`, {
      body: { order: { extra_services: [{ id: attachment, service: { id: svc.id }, quantity: 3 }] } },
    });
    expect(
      (await m.api('GET', `/v1/orders/${o.id}`)).body.order.extra_services[0].completion_stamp,
    ).toBeTruthy();

    const r = await m.api('POST', '/v1/order-returns', { body: { order_return: {} } });
    const rid = r.body.order_return.id;
    const att = await m.api('POST', `/v1/order-returns/${rid}/extra_services`, {
      body: { service_attachment: { service: { id: svc.id }, quantity: 1 } },
    });
    const rpath = `/ops/v1/order-returns/${rid}/extra-services/${att.body.service_attachment.id}/_complete`;
    expect((await op.api('POST', rpath)).body.error_code).toBe('EXTRA_SERVICE_NOT_COMPLETABLE');
    await op.api('POST', `/ops/v1/order-returns/${rid}/_arrive`, {
      body: { arrival: { warehouse_location: { id: 'R1' } } },
    });
    const rdone = await op.api('POST', rpath);
    expect(rdone.status).toBe(200);
    expect(rdone.body.service_attachment.completion_stamp.ts).toBeTruthy();

    await chargeMerchantOutbox(m.merchantId);
    await chargeMerchantOutbox(m.merchantId);
    const rows = await chargesOf(m.merchantId);
    expect(rows.map((c) => [c.fee, c.quantity, c.amount, c.vatRateBp, c.subjectType])).toEqual(
      expect.arrayContaining([
        [`service:${svc.code}`, 3, 240, 1400, 'order'],
        [`service:${svc.code}`, 1, 80, 1400, 'order_return'],
      ]),
    );
    expect(rows.filter((c) => c.fee.startsWith('service:'))).toHaveLength(2);
  });

  it('manual charges and credits, with their reason; bad input stores nothing', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    await cardFor(op, m.merchantId, [{ fee: 'manual', unit_price: 0, vat_rate: 24 }]);
    const charge = await op.api('POST', '/ops/v1/billing/charges', {
      body: { charge: { merchant_id: m.merchantId, reason: 'Pallet relabelling', amount: 4500 } },
    });
    expect(charge.status).toBe(201);
    expect(charge.body.charge).toMatchObject({
      fee: 'manual',
      amount: 4500,
      quantity: 1,
      unit_price: 4500,
      vat_rate: 24,
      description: 'Pallet relabelling',
    });
    const credit = await op.api('POST', '/ops/v1/billing/charges', {
      body: { charge: { merchant_id: m.merchantId, reason: 'Goodwill', amount: -1000, vat_rate: 0 } },
    });
    expect(credit.body.charge).toMatchObject({ amount: -1000, quantity: -1, unit_price: 1000, vat_rate: 0 });
    const zero = await op.api('POST', '/ops/v1/billing/charges', {
      body: { charge: { merchant_id: m.merchantId, reason: 'x', amount: 0 } },
    });
    expect(zero.status).toBe(400);
    const nobody = await op.api('POST', '/ops/v1/billing/charges', {
      body: { charge: { merchant_id: '0123456789abcdef01234567', reason: 'x', amount: 5 } },
    });
    expect(nobody.body.error_code).toBe('MERCHANT_NOT_FOUND');
    expect(await chargesOf(m.merchantId)).toHaveLength(2);
    const filtered = await m.api('GET', '/v1/billing/charges?fee=manual&invoiced=false');
    expect(filtered.body.total).toBe(2);
    expect((await m.api('GET', '/v1/billing/charges?invoiced=maybe')).status).toBe(400);
  });
});
