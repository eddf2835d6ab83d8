import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderReturnItems, orderReturns } from '@/db/schema';
import { editReturnReasons } from '@/server/returns/lines/edit-return-reason';
import { createProduct } from '../support/data';
import { merchantFixture, operatorFixture, type MerchantFixture } from '../support/fixtures';
import { arrive, createReturnViaApi } from '../support/returns-data';

const patchItem = (m: MerchantFixture, id: string, itemId: string, item: unknown) =>
  m.api('PATCH', `/v1/order-returns/${id}/items/${itemId}`, { body: { item } });

async function returnCount(merchantId: string) {
  const db = await getDb();
  return (await db.select().from(orderReturns).where(eq(orderReturns.merchantId, merchantId))).length;
}

describe('return reasons per line (docs/decisions/returns.md "Reasons")', () => {
  it('takes a reason per line at creation and shows it in the detail, the list and the expected quantity', async () => {
    const m = await merchantFixture();
    const [p1, p2, p3] = await Promise.all([1, 2, 3].map(() => createProduct(m.merchantId)));
    const r = await createReturnViaApi(m, {
      items: [
        { product: { id: p1.id }, quantity: 2, return_reason: { code: 'size_too_small' } },
        { product: { id: p2.id }, quantity: 1, return_reason: { code: 'other', note: 'Colour looked off' } },
        { product: { id: p3.id }, quantity: 1 },
      ],
    });
    expect(
      r.items.map((i: any) => [i.return_reason, i.expected_quantity, i.received_quantity, i.inspection]),
    ).toEqual([
      [{ code: 'size_too_small', note: null }, 2, null, null],
      [{ code: 'other', note: 'Colour looked off' }, 1, null, null],
      [null, 1, null, null],
    ]);
    expect(r.return_reasons).toEqual(['other', 'size_too_small']);
    expect(r.discrepancy).toBe(false);

    const read = await m.api('GET', `/v1/order-returns/${r.id}`);
    expect(read.body.order_return.items[1].return_reason).toEqual({
      code: 'other',
      note: 'Colour looked off',
    });

    const list = await m.api('GET', '/v1/order-returns?reason=size_too_small');
    expect(list.status).toBe(200);
    expect(list.body.order_returns.map((x: any) => x.id)).toEqual([r.id]);
    expect(list.body.order_returns[0].return_reasons).toEqual(['other', 'size_too_small']);
    expect(list.body.total).toBe(1);
    const none = await m.api('GET', '/v1/order-returns?reason=defective,unwanted_gift');
    expect(none.body).toEqual({ order_returns: [], total: 0 });
  });

  it('refuses a reason without its note, a long note and an unknown code: 400 VALIDATION_ERROR, nothing stored', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const cases: [unknown, string][] = [
      [{ code: 'other' }, 'order_return.items[0].return_reason.note'],
      [{ code: 'other', note: '   ' }, 'order_return.items[0].return_reason.note'],
      [{ code: 'defective', note: 'x'.repeat(501) }, 'order_return.items[0].return_reason.note'],
      [{ code: 'too_expensive' }, 'order_return.items[0].return_reason.code'],
      ['defective', 'order_return.items[0].return_reason'],
    ];
    for (const [reason, path] of cases) {
      const res = await m.api('POST', '/v1/order-returns', {
        body: { order_return: { items: [{ product: { id: p.id }, quantity: 1, return_reason: reason }] } },
      });
      expect(res.status, JSON.stringify(reason)).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(res.body.validation_errors.map((e: any) => e.path)).toContain(path);
    }
    expect(await returnCount(m.merchantId)).toBe(0);
  });

  it('lets the merchant change or clear a reason until the return arrives, then answers 409 ORDER_RETURN_NOT_EDITABLE', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const p = await createProduct(m.merchantId);
    const r = await createReturnViaApi(m, {
      items: [{ product: { id: p.id }, quantity: 1, return_reason: { code: 'no_longer_needed' } }],
    });
    const itemId = r.items[0].id;

    const changed = await patchItem(m, r.id, itemId, {
      return_reason: { code: 'defective', note: 'No power' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.order_return.items[0].return_reason).toEqual({ code: 'defective', note: 'No power' });
    expect(changed.body.order_return.return_reasons).toEqual(['defective']);
    expect((await m.api('GET', '/v1/order-returns?reason=no_longer_needed')).body.total).toBe(0);
    expect((await m.api('GET', '/v1/order-returns?reason=defective')).body.total).toBe(1);

    const cleared = await patchItem(m, r.id, itemId, { return_reason: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.order_return.items[0].return_reason).toBeNull();
    expect(cleared.body.order_return.return_reasons).toEqual([]);

    const missing = await patchItem(m, r.id, itemId, {});
    expect(missing.status).toBe(400);
    expect(missing.body.validation_errors[0].path).toBe('item.return_reason');

    await patchItem(m, r.id, itemId, { return_reason: { code: 'wrong_item_sent' } });
    await arrive(op, r.id);
    const late = await patchItem(m, r.id, itemId, { return_reason: { code: 'defective' } });
    expect(late.status).toBe(409);
    expect(late.body.error_code).toBe('ORDER_RETURN_NOT_EDITABLE');
    const db = await getDb();
    const [row] = await db.select().from(orderReturnItems).where(eq(orderReturnItems.id, itemId));
    expect(row!.returnReasonCode).toBe('wrong_item_sent');
  });

  it("answers 404 for another merchant's return or an unknown line, changing nothing", async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const p = await createProduct(a.merchantId);
    const r = await createReturnViaApi(a, {
      items: [{ product: { id: p.id }, quantity: 1, return_reason: { code: 'defective' } }],
    });
    const other = await patchItem(b, r.id, r.items[0].id, { return_reason: { code: 'unwanted_gift' } });
    expect(other.status).toBe(404);
    expect(other.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    const unknown = await patchItem(a, r.id, 'ffffffffffffffffffffffff', { return_reason: null });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe('ORDER_RETURN_ITEM_NOT_FOUND');
    const malformed = await patchItem(a, r.id, 'nope', { return_reason: null });
    expect(malformed.status).toBe(404);
    expect(malformed.body.error_code).toBe('ORDER_RETURN_ITEM_NOT_FOUND');
    expect((await b.api('GET', '/v1/order-returns?reason=defective')).body.total).toBe(0);
    const read = await a.api('GET', `/v1/order-returns/${r.id}`);
    expect(read.body.order_return.items[0].return_reason).toEqual({ code: 'defective', note: null });
  });

  it('filters by creation dates (whole UTC days or instants) and refuses a malformed one', async () => {
    const m = await merchantFixture();
    const r = await createReturnViaApi(m);
    const today = r.created_at.slice(0, 10);
    expect(
      (await m.api('GET', `/v1/order-returns?created_from=${today}&created_to=${today}`)).body.total,
    ).toBe(1);
    expect((await m.api('GET', '/v1/order-returns?created_to=2020-01-01')).body.total).toBe(0);
    const bad = await m.api('GET', '/v1/order-returns?created_from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.validation_errors[0].path).toBe('created_from');
  });
  it('changes several lines at once, or none when one of them is not on the return (the portal saves every line)', async () => {
    const m = await merchantFixture();
    const [p1, p2] = await Promise.all([1, 2].map(() => createProduct(m.merchantId)));
    const r = await createReturnViaApi(m, {
      items: [
        { product: { id: p1!.id }, quantity: 1, return_reason: { code: 'defective' } },
        { product: { id: p2!.id }, quantity: 1 },
      ],
    });
    const other = await createReturnViaApi(m, { items: [{ product: { id: p1!.id }, quantity: 1 }] });
    const db = await getDb();
    const actor = { type: 'user' as const, id: 'u1', label: 'staff@example.com' };
    await expect(
      editReturnReasons(
        db,
        m.merchantId,
        r.id,
        [
          { itemId: r.items[0].id, reason: { code: 'unwanted_gift' } },
          { itemId: other.items[0].id, reason: { code: 'defective' } },
        ],
        actor,
      ),
    ).rejects.toMatchObject({ code: 'ORDER_RETURN_ITEM_NOT_FOUND' });
    expect((await m.api('GET', `/v1/order-returns/${r.id}`)).body.order_return.return_reasons).toEqual([
      'defective',
    ]);
    const both = await editReturnReasons(
      db,
      m.merchantId,
      r.id,
      [
        { itemId: r.items[0].id, reason: null },
        { itemId: r.items[1].id, reason: { code: 'size_too_large', note: 'One size up' } },
      ],
      actor,
    );
    expect(both.items.map((i) => i.return_reason)).toEqual([
      null,
      { code: 'size_too_large', note: 'One size up' },
    ]);
    expect(both.return_reasons).toEqual(['size_too_large']);
  });
});
