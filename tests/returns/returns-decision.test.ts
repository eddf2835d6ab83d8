import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderReturnItems, orderReturns } from '@/db/schema';
import { createProduct } from '../support/data';
import {
  merchantFixture,
  operatorFixture,
  type MerchantFixture,
  type OperatorFixture,
} from '../support/fixtures';
import { arrive, createOrder, createReturnViaApi } from '../support/returns-data';

/** An arrived return with two lines, ready for a decision. */
async function arrivedReturn(m: MerchantFixture, op: OperatorFixture, opts: { withOrder?: boolean } = {}) {
  const p1 = await createProduct(m.merchantId);
  const p2 = await createProduct(m.merchantId);
  const order = opts.withOrder === false ? null : await createOrder(m.merchantId);
  const r = await createReturnViaApi(m, {
    ...(order ? { original_order: { id: order.id } } : {}),
    items: [
      { product: { id: p1.id }, quantity: 1 },
      { product: { id: p2.id }, quantity: 3 },
    ],
  });
  await arrive(op, r.id);
  return { r, p1, p2, order, line1: r.items[0].id as string, line2: r.items[1].id as string };
}

const decide = (m: MerchantFixture, id: string, merchant_decision: unknown) =>
  m.api('POST', `/v1/order-returns/${id}/_merchant-decision`, { body: { merchant_decision } });
const decideLine = (m: MerchantFixture, id: string, itemId: string, merchant_decision: unknown) =>
  m.api('POST', `/v1/order-returns/${id}/items/${itemId}/merchant_decision`, { body: { merchant_decision } });

async function storedLines(returnId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(orderReturnItems)
    .where(eq(orderReturnItems.orderReturnId, returnId))
    .orderBy(orderReturnItems.position);
  return rows.map((r) => ({ code: r.decisionCode, restock: r.restockAsProductId }));
}

describe('POST /v1/order-returns/{id}/_merchant-decision (02 §3.1, §4.4, 04 E9)', () => {
  it('records a to_shelf decision: lines show their effective decision (default or explicit)', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const { r, line1, line2 } = await arrivedReturn(m, op);
    const alt = await createProduct(m.merchantId);
    const res = await decide(m, r.id, {
      code: 'to_shelf',
      items: [{ id: line2, code: 'to_shelf', restock_as_product: { id: alt.id } }],
    });
    expect(res.status).toBe(200);
    const out = res.body.order_return;
    expect(out.status).toBe('accepted');
    expect(out.merchant_decision).toEqual({ code: 'to_shelf' });
    expect(out.items.find((i: any) => i.id === line1).merchant_decision).toEqual({
      code: 'to_shelf',
      restock_as_product: null,
    });
    expect(out.items.find((i: any) => i.id === line2).merchant_decision).toEqual({
      code: 'to_shelf',
      restock_as_product: { id: alt.id },
    });
  });

  it('under resend_as_new lines default to resend; destroy is never a default', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const { r, line1, line2 } = await arrivedReturn(m, op);
    const res = await decide(m, r.id, { code: 'resend_as_new', items: [{ id: line2, code: 'destroy' }] });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.order_return.items.map((i: any) => [i.id, i.merchant_decision]));
    expect(byId[line1]).toEqual({ code: 'resend', restock_as_product: null });
    expect(byId[line2]).toEqual({ code: 'destroy', restock_as_product: null });
  });

  it('under destroy and resend_as_it_is every line shows null', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const { r } = await arrivedReturn(m, op);
    for (const code of ['destroy', 'resend_as_it_is']) {
      const res = await decide(m, r.id, { code });
      expect(res.status, code).toBe(200);
      expect(res.body.order_return.merchant_decision).toEqual({ code });
      for (const it of res.body.order_return.items) expect(it.merchant_decision).toBeNull();
    }
  });

  it('fully replaces the earlier decision on every call: a line left out goes back to its default', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const { r, line1, line2 } = await arrivedReturn(m, op);
    await decide(m, r.id, {
      code: 'resend_as_new',
      items: [
        { id: line1, code: 'destroy' },
        { id: line2, code: 'to_shelf' },
      ],
    });
    expect(await storedLines(r.id)).toEqual([
      { code: 'destroy', restock: null },
      { code: 'to_shelf', restock: null },
    ]);
    const again = await decide(m, r.id, { code: 'to_shelf' });
    expect(again.status).toBe(200);
    expect(again.body.order_return.status).toBe('accepted');
    expect(again.body.order_return.items.map((i: any) => i.merchant_decision.code)).toEqual([
      'to_shelf',
      'to_shelf',
    ]);
    expect(await storedLines(r.id)).toEqual([
      { code: null, restock: null },
      { code: null, restock: null },
    ]);
  });

  it('answers every 400 code of 4.4 and stores nothing', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const op = await operatorFixture();
    const { r, line1 } = await arrivedReturn(m, op);
    const foreign = await createProduct(other.merchantId);
    const cases: [unknown, string][] = [
      [
        { code: 'destroy', items: [{ id: line1, code: 'destroy' }] },
        'ORDER_RETURN_DECISION_ITEMS_NOT_ALLOWED',
      ],
      [
        { code: 'resend_as_it_is', items: [{ id: line1, code: 'to_shelf' }] },
        'ORDER_RETURN_DECISION_ITEMS_NOT_ALLOWED',
      ],
      [
        { code: 'to_shelf', items: [{ id: '0123456789abcdef01234567', code: 'to_shelf' }] },
        'ORDER_RETURN_DECISION_UNKNOWN_ITEM',
      ],
      [
        { code: 'to_shelf', items: [{ id: line1, code: 'resend' }] },
        'ORDER_RETURN_DECISION_RESEND_NOT_ALLOWED',
      ],
      [
        {
          code: 'resend_as_new',
          items: [{ id: line1, code: 'destroy', restock_as_product: { id: foreign.id } }],
        },
        'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_ALLOWED',
      ],
      [
        {
          code: 'to_shelf',
          items: [{ id: line1, code: 'to_shelf', restock_as_product: { id: 'ffffffffffffffffffffffff' } }],
        },
        'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_FOUND',
      ],
      [
        {
          code: 'to_shelf',
          items: [{ id: line1, code: 'to_shelf', restock_as_product: { id: foreign.id } }],
        },
        'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_MERCHANT_MISMATCH',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await decide(m, r.id, body);
      expect(res.status, code).toBe(400);
      expect(res.body.error_code).toBe(code);
    }
    const noOrder = await arrivedReturn(m, op, { withOrder: false });
    const res = await decide(m, noOrder.r.id, { code: 'resend_as_it_is' });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ORDER_RETURN_DECISION_REQUIRES_ORIGINAL_ORDER');
    const invalid = await decide(m, r.id, { code: 'recycle' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error_code).toBe('VALIDATION_ERROR');
    const twice = await decide(m, r.id, {
      code: 'to_shelf',
      items: [
        { id: line1, code: 'to_shelf' },
        { id: line1, code: 'destroy' },
      ],
    });
    expect(twice.body.error_code).toBe('VALIDATION_ERROR');
    const db = await getDb();
    const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, r.id));
    expect(row!.status).toBe('pending_merchant_decision');
    expect(row!.merchantDecisionCode).toBeNull();
    expect(await storedLines(r.id)).toEqual([
      { code: null, restock: null },
      { code: null, restock: null },
    ]);
  });

  it('answers 409 ORDER_RETURN_NOT_DECIDABLE before arrival and after release; 404 for another merchant', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const op = await operatorFixture();
    const early = await createReturnViaApi(m);
    const res = await decide(m, early.id, { code: 'destroy' });
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('ORDER_RETURN_NOT_DECIDABLE');
    const { r, line1 } = await arrivedReturn(m, op);
    expect((await decide(other, r.id, { code: 'destroy' })).status).toBe(404);
    expect((await decide(m, r.id, { code: 'to_shelf' })).status).toBe(200);
    expect((await op.api('POST', `/ops/v1/order-returns/${r.id}/_release`)).status).toBe(200);
    const locked = await decide(m, r.id, { code: 'destroy' });
    expect(locked.status).toBe(409);
    expect(locked.body.error_code).toBe('ORDER_RETURN_NOT_DECIDABLE');
    const lineLocked = await decideLine(m, r.id, line1, { code: 'destroy' });
    expect(lineLocked.status).toBe(409);
    expect(lineLocked.body.error_code).toBe('ORDER_RETURN_NOT_DECIDABLE');
    const db = await getDb();
    const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, r.id));
    expect(row!.merchantDecisionCode).toBe('to_shelf');
    expect(await storedLines(r.id)).toEqual([
      { code: null, restock: null },
      { code: null, restock: null },
    ]);
  });
});

describe('POST /v1/order-returns/{id}/items/{itemId}/merchant_decision (02 §4.5)', () => {
  it('sets or replaces one line, keeping the others', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const { r, line1, line2 } = await arrivedReturn(m, op);
    await decide(m, r.id, { code: 'resend_as_new', items: [{ id: line2, code: 'destroy' }] });
    const alt = await createProduct(m.merchantId);
    const res = await decideLine(m, r.id, line1, { code: 'to_shelf', restock_as_product: { id: alt.id } });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.order_return.items.map((i: any) => [i.id, i.merchant_decision]));
    expect(byId[line1]).toEqual({ code: 'to_shelf', restock_as_product: { id: alt.id } });
    expect(byId[line2]).toEqual({ code: 'destroy', restock_as_product: null });
    const replaced = await decideLine(m, r.id, line1, { code: 'resend' });
    expect(replaced.body.order_return.items.find((i: any) => i.id === line1).merchant_decision).toEqual({
      code: 'resend',
      restock_as_product: null,
    });
    expect(await storedLines(r.id)).toEqual([
      { code: 'resend', restock: null },
      { code: 'destroy', restock: null },
    ]);
  });

  it('answers 409 ORDER_RETURN_NO_DECISION before a whole decision, and its 400 and 404 codes', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const op = await operatorFixture();
    const { r, line1 } = await arrivedReturn(m, op);
    const none = await decideLine(m, r.id, line1, { code: 'to_shelf' });
    expect(none.status).toBe(409);
    expect(none.body.error_code).toBe('ORDER_RETURN_NO_DECISION');

    await decide(m, r.id, { code: 'destroy' });
    const notAllowed = await decideLine(m, r.id, line1, { code: 'to_shelf' });
    expect(notAllowed.status).toBe(400);
    expect(notAllowed.body.error_code).toBe('ORDER_RETURN_DECISION_ITEMS_NOT_ALLOWED');

    await decide(m, r.id, { code: 'to_shelf' });
    const foreign = await createProduct(other.merchantId);
    const cases: [unknown, string][] = [
      [{ code: 'resend' }, 'ORDER_RETURN_DECISION_RESEND_NOT_ALLOWED'],
      [
        { code: 'destroy', restock_as_product: { id: foreign.id } },
        'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_ALLOWED',
      ],
      [
        { code: 'to_shelf', restock_as_product: { id: 'ffffffffffffffffffffffff' } },
        'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_FOUND',
      ],
      [
        { code: 'to_shelf', restock_as_product: { id: foreign.id } },
        'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_MERCHANT_MISMATCH',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await decideLine(m, r.id, line1, body);
      expect(res.status, code).toBe(400);
      expect(res.body.error_code).toBe(code);
    }
    const missingLine = await decideLine(m, r.id, '0123456789abcdef01234567', { code: 'to_shelf' });
    expect(missingLine.status).toBe(404);
    expect(missingLine.body.error_code).toBe('ORDER_RETURN_ITEM_NOT_FOUND');
    const badLine = await decideLine(m, r.id, 'nope', { code: 'to_shelf' });
    expect(badLine.body.error_code).toBe('ORDER_RETURN_ITEM_NOT_FOUND');
    const otherMerchant = await decideLine(other, r.id, line1, { code: 'to_shelf' });
    expect(otherMerchant.status).toBe(404);
    expect(otherMerchant.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    // a line of another return is not a line of this one
    const second = await arrivedReturn(m, op);
    const crossed = await decideLine(m, r.id, second.line1, { code: 'to_shelf' });
    expect(crossed.status).toBe(404);
    expect(crossed.body.error_code).toBe('ORDER_RETURN_ITEM_NOT_FOUND');
    expect(await storedLines(r.id)).toEqual([
      { code: null, restock: null },
      { code: null, restock: null },
    ]);
  });
});
