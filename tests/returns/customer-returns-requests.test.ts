import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { outboxEvents, returnAttachments } from '@/db/schema';
import { storeFile } from '@/server/files/store-file';
import { createReturnRequest } from '@/server/returns/requests/create-return-request';
import { merchantFixture, type MerchantFixture } from '../support/fixtures';
import { enablePolicy, processedOrder } from '../support/customer-returns-data';

/** A customer's request through the domain (the customer page's door), for the order's first line. */
async function requested(m: MerchantFixture, extra: { photo?: boolean; quantity?: number } = {}) {
  const db = await getDb();
  const { order, lines, products } = await processedOrder(m, { quantities: [2, 1] });
  const photo = extra.photo
    ? await storeFile(db, {
        merchantId: m.merchantId,
        fileName: 'broken.png',
        mime: 'image/png',
        bytes: new Uint8Array([137, 80, 78, 71]),
        folder: 'return-request-photos',
      })
    : null;
  const { request, token } = await createReturnRequest(db, m.merchantId, order.id, {
    items: [
      {
        order_item_id: lines[0]!.id,
        quantity: extra.quantity ?? 1,
        reason_code: 'defective',
        note: 'Stopped working',
        photo_file_ids: photo ? [photo.id] : [],
      },
    ],
    method: 'own_shipment',
    language: 'fi',
  });
  return { order, lines, products, request, token, photo };
}

async function eventsOf(merchantId: string) {
  const db = await getDb();
  return db
    .select()
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.merchantId, merchantId),
        inArray(outboxEvents.type, ['return_request.created', 'return_request.decided']),
      ),
    )
    .orderBy(outboxEvents.seq);
}

describe('return requests (manual review)', () => {
  it('waits as pending; approval creates the return as POST /v1/order-returns would, with photos on their line', async () => {
    const m = await merchantFixture();
    await enablePolicy(m, { photo_required_for: ['defective'] });
    const { order, products, request, token, photo } = await requested(m, { photo: true });
    expect(token.length).toBeGreaterThanOrEqual(22); // 128 bits or more, base64url
    expect(request.status).toBe('pending');

    const list = await m.api('GET', '/v1/return-requests?status=pending');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.return_requests[0]).toMatchObject({
      id: request.id,
      status: 'pending',
      order: { id: order.id },
      method: 'own_shipment',
      language: 'fi',
      items: [
        {
          product: { id: products[0]!.id },
          quantity: 1,
          return_reason: { code: 'defective', note: 'Stopped working' },
          photos: [{ file_id: photo!.id }],
        },
      ],
    });
    // pending units count as on their way back
    const e = await m.api('GET', `/v1/orders/${order.id}/return-eligibility`);
    expect(e.body.return_eligibility.items[0].returnable_quantity).toBe(1);

    const approved = await m.api('POST', `/v1/return-requests/${request.id}/_approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.return_request.status).toBe('approved');
    const returnId = approved.body.return_request.order_return.id;
    const r = (await m.api('GET', `/v1/order-returns/${returnId}`)).body.order_return;
    expect(r).toMatchObject({
      type: 'customer_return',
      status: 'preinfo_received',
      origin: 'customer_page',
      original_order: { id: order.id },
      return_reasons: ['defective'],
    });
    expect(r.items).toHaveLength(1);
    expect(r.items[0]).toMatchObject({
      product: { id: products[0]!.id },
      quantity: 1,
      return_reason: { code: 'defective', note: 'Stopped working' },
    });
    const db = await getDb();
    const atts = await db
      .select()
      .from(returnAttachments)
      .where(eq(returnAttachments.orderReturnId, returnId));
    expect(atts.map((a) => [a.fileId, a.orderReturnItemId])).toEqual([[photo!.id, r.items[0].id]]);
    expect(
      (await m.api('GET', '/v1/order-returns?origin=customer_page')).body.order_returns.map((x: any) => x.id),
    ).toEqual([returnId]);

    const again = await m.api('POST', `/v1/return-requests/${request.id}/_decline`, {
      body: { decline: { message: 'Too late' } },
    });
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('RETURN_REQUEST_ALREADY_DECIDED');
    const twice = await m.api('POST', `/v1/return-requests/${request.id}/_approve`);
    expect(twice.body.error_code).toBe('RETURN_REQUEST_ALREADY_DECIDED');

    expect((await eventsOf(m.merchantId)).map((ev) => [ev.type, (ev.payload as any).data.status])).toEqual([
      ['return_request.created', 'pending'],
      ['return_request.decided', 'approved'],
    ]);
  });

  it('declines with a message for the customer; a declined request then refuses approval', async () => {
    const m = await merchantFixture();
    await enablePolicy(m);
    const { request, order } = await requested(m);
    const empty = await m.api('POST', `/v1/return-requests/${request.id}/_decline`, {
      body: { decline: { message: ' ' } },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.validation_errors[0].path).toBe('decline.message');
    const declined = await m.api('POST', `/v1/return-requests/${request.id}/_decline`, {
      body: { decline: { message: 'Opened software cannot be returned.' } },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.return_request).toMatchObject({
      status: 'declined',
      decline_message: 'Opened software cannot be returned.',
      order_return: null,
    });
    const approve = await m.api('POST', `/v1/return-requests/${request.id}/_approve`);
    expect(approve.status).toBe(409);
    expect(approve.body.error_code).toBe('RETURN_REQUEST_ALREADY_DECIDED');
    // a declined request no longer holds the units
    const e = await m.api('GET', `/v1/orders/${order.id}/return-eligibility`);
    expect(e.body.return_eligibility.items[0].returnable_quantity).toBe(2);
    expect((await m.api('GET', '/v1/return-requests?status=declined')).body.total).toBe(1);
    expect((await m.api('GET', '/v1/return-requests?status=pending')).body.total).toBe(0);
  });

  it('decides once when approve and decline arrive together (row lock), many times over', async () => {
    const m = await merchantFixture();
    await enablePolicy(m);
    for (let round = 0; round < 5; round++) {
      const { request } = await requested(m);
      const results = await Promise.all([
        m.api('POST', `/v1/return-requests/${request.id}/_approve`),
        m.api('POST', `/v1/return-requests/${request.id}/_decline`, { body: { decline: { message: 'No' } } }),
        m.api('POST', `/v1/return-requests/${request.id}/_approve`),
      ]);
      const ok = results.filter((r) => r.status === 200);
      expect(ok, results.map((r) => r.text).join('\n')).toHaveLength(1);
      expect(results.filter((r) => r.status === 409).map((r) => r.body.error_code)).toEqual([
        'RETURN_REQUEST_ALREADY_DECIDED',
        'RETURN_REQUEST_ALREADY_DECIDED',
      ]);
      const final = (await m.api('GET', `/v1/return-requests/${request.id}`)).body.return_request;
      expect(final.status).toBe(ok[0]!.body.return_request.status);
    }
    const returns = (await m.api('GET', '/v1/order-returns?origin=customer_page')).body.total;
    const approved = (await m.api('GET', '/v1/return-requests?status=approved')).body.total;
    expect(returns).toBe(approved);
  });
});

describe('return requests (rules, automatic review, isolation)', () => {
  it('approves at once under automatic review, with the same trail', async () => {
    const m = await merchantFixture();
    await enablePolicy(m, { review: 'automatic' });
    const { request } = await requested(m);
    expect(request.status).toBe('approved');
    expect(request.orderReturnId).toBeTruthy();
    expect(request.decidedBy).toBe('system');
    expect((await eventsOf(m.merchantId)).map((e) => e.type)).toEqual([
      'return_request.created',
      'return_request.decided',
    ]);
  });

  it('refuses what the policy does not allow: 422 RETURN_NOT_ELIGIBLE with the problems, nothing stored', async () => {
    const m = await merchantFixture();
    await enablePolicy(m, {
      methods: ['prepaid_label'],
      photo_required_for: ['defective'],
      reason_codes: ['defective', 'other'],
    });
    const { order, lines } = await processedOrder(m, { quantities: [2, 1] });
    const db = await getDb();
    const err = await createReturnRequest(db, m.merchantId, order.id, {
      items: [
        {
          order_item_id: lines[0]!.id,
          quantity: 3,
          reason_code: 'defective',
          note: null,
          photo_file_ids: [],
        },
        {
          order_item_id: lines[1]!.id,
          quantity: 1,
          reason_code: 'unwanted_gift',
          note: null,
          photo_file_ids: [],
        },
        { order_item_id: lines[1]!.id, quantity: 1, reason_code: 'other', note: null, photo_file_ids: [] },
      ],
      method: 'own_shipment',
      language: 'en',
    }).catch((e) => e);
    expect(err.code).toBe('RETURN_NOT_ELIGIBLE');
    expect(err.status).toBe(422);
    expect(err.details.problems).toEqual([
      { path: 'method', reason: 'method_not_offered' },
      { path: 'items[0].quantity', reason: 'more_than_returnable' },
      { path: 'items[0].photo_file_ids', reason: 'photo_required' },
      { path: 'items[1].reason_code', reason: 'reason_not_offered' },
      { path: 'items[2].order_item_id', reason: 'unknown_line' },
      { path: 'items[2].note', reason: 'note_required' },
    ]);
    expect((await m.api('GET', '/v1/return-requests')).body.total).toBe(0);
  });

  it("keeps each merchant's requests its own: 404 RETURN_REQUEST_NOT_FOUND", async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    await enablePolicy(a);
    const { request } = await requested(a);
    expect((await b.api('GET', '/v1/return-requests')).body).toEqual({ return_requests: [], total: 0 });
    for (const [method, path, body] of [
      ['GET', `/v1/return-requests/${request.id}`, undefined],
      ['POST', `/v1/return-requests/${request.id}/_approve`, undefined],
      ['POST', `/v1/return-requests/${request.id}/_decline`, { decline: { message: 'x' } }],
      ['GET', '/v1/return-requests/not-an-id', undefined],
    ] as const) {
      const res = await b.api(method, path, body ? { body } : {});
      expect(res.status, path).toBe(404);
      expect(res.body.error_code).toBe('RETURN_REQUEST_NOT_FOUND');
    }
    expect((await a.api('GET', `/v1/return-requests/${request.id}`)).body.return_request.status).toBe(
      'pending',
    );
  });
});
