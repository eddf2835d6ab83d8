import { describe, expect, it } from 'vitest';
import {
  exchangeOrdersOf,
  exchangeReturn,
  orderRow,
  returnEvents,
  setExchangePolicy,
  variantProduct,
} from '../support/exchange-data';
import { merchantFixture, operatorFixture, type MerchantFixture } from '../support/fixtures';
import { arrive, createOrder, createReturnViaApi } from '../support/returns-data';

/** Exchanges (docs/decisions/returns.md "Exchanges"): the lines, the order, the release rules, the codes. */

const create = (m: MerchantFixture, order_return: unknown) =>
  m.api('POST', '/v1/order-returns', { body: { order_return } });
const exchangeAction = (m: MerchantFixture, id: string, action: '_release' | '_cancel') =>
  m.api('POST', `/v1/order-returns/${id}/exchange/${action}`);
const inspect = async (id: string, itemId: string, condition: string, received = 1) => {
  const op = await operatorFixture();
  return op.api('POST', `/ops/v1/order-returns/${id}/items/${itemId}/_inspect`, {
    body: { inspection: { received_quantity: condition === 'missing' ? 0 : received, condition } },
  });
};

describe('exchange lines at POST /v1/order-returns', () => {
  it('creates one draft order for the original customer, linked both ways, waiting under the default policy', async () => {
    const m = await merchantFixture();
    const { r, sizeL, original } = await exchangeReturn(m, { quantity: 2 });
    expect(r.exchange_status).toBe('waiting');
    expect(r.exchange_order).toEqual({ id: expect.any(String) });
    expect(r.items[0].exchange).toEqual({ product: { id: sizeL.id }, quantity: 2 });

    const order = await m.api('GET', `/v1/orders/${r.exchange_order.id}`);
    expect(order.status).toBe(200);
    expect(order.body.order.status).toBe('draft');
    expect(order.body.order.exchange_for_return).toEqual({ id: r.id });
    expect(order.body.order.customer.address).toBe((original.customer as any).address);
    expect(order.body.order.items.map((i: any) => [i.product.id, i.quantity])).toEqual([[sizeL.id, 2]]);
    expect(await exchangeOrdersOf(r.id)).toHaveLength(1);

    const got = await m.api('GET', `/v1/order-returns/${r.id}`);
    expect(got.body.order_return.exchange_order).toEqual({ id: r.exchange_order.id });
  });

  it('a return without exchange lines has none (null fields, no order)', async () => {
    const m = await merchantFixture();
    const p = await variantProduct(m.merchantId, 'G');
    const r = await createReturnViaApi(m, { items: [{ product: { id: p.id }, quantity: 1 }] });
    expect(r.exchange_status).toBeNull();
    expect(r.exchange_order).toBeNull();
    expect(r.items[0].exchange).toBeNull();
    const res = await exchangeAction(m, r.id, '_release');
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe('ORDER_RETURN_EXCHANGE_NOT_FOUND');
  });

  it('refuses an unknown product, another merchant’s product, another group and a product without a group', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const sizeM = await variantProduct(m.merchantId, 'STYLE-A');
    const otherGroup = await variantProduct(m.merchantId, 'STYLE-B');
    const noGroup = await variantProduct(m.merchantId, null);
    const foreign = await variantProduct(other.merchantId, 'STYLE-A');
    const original = await createOrder(m.merchantId, { items: [{ productId: sizeM.id, quantity: 1 }] });
    const body = (returned: string, wanted: string) => ({
      original_order: { id: original.id },
      items: [{ product: { id: returned }, quantity: 1, exchange: { product: { id: wanted }, quantity: 1 } }],
    });
    const cases: [string, string, string][] = [
      [sizeM.id, 'ffffffffffffffffffffffff', 'ORDER_RETURN_EXCHANGE_PRODUCT_NOT_FOUND'],
      [sizeM.id, 'not-an-id', 'ORDER_RETURN_EXCHANGE_PRODUCT_NOT_FOUND'],
      [sizeM.id, foreign.id, 'ORDER_RETURN_EXCHANGE_PRODUCT_MERCHANT_MISMATCH'],
      [sizeM.id, otherGroup.id, 'ORDER_RETURN_EXCHANGE_NOT_ALLOWED'],
      [noGroup.id, sizeM.id, 'ORDER_RETURN_EXCHANGE_NOT_ALLOWED'],
    ];
    for (const [returned, wanted, code] of cases) {
      const res = await create(m, body(returned, wanted));
      expect(res.status, code).toBe(400);
      expect(res.body.error_code).toBe(code);
      expect(res.body.details.path).toBe('order_return.items[0].exchange.product.id');
    }
    // nothing was stored
    const list = await m.api('GET', '/v1/order-returns');
    expect(list.body.order_returns).toHaveLength(0);
  });

  it('a return without an original order cannot carry exchanges', async () => {
    const m = await merchantFixture();
    const a = await variantProduct(m.merchantId, 'G');
    const b = await variantProduct(m.merchantId, 'G');
    const res = await create(m, {
      items: [{ product: { id: a.id }, quantity: 1, exchange: { product: { id: b.id }, quantity: 1 } }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ORDER_RETURN_EXCHANGE_REQUIRES_ORIGINAL_ORDER');
  });

  it('policy: enabled false refuses exchanges; same_variant_group_only false allows any product', async () => {
    const m = await merchantFixture();
    const policy = await m.api('GET', '/v1/return-policy');
    expect(policy.body.return_policy.exchanges).toEqual({
      enabled: true,
      release: 'on_inspection',
      same_variant_group_only: true,
    });
    const a = await variantProduct(m.merchantId, null);
    const b = await variantProduct(m.merchantId, 'OTHER');
    const original = await createOrder(m.merchantId, { items: [{ productId: a.id, quantity: 1 }] });
    const body = {
      original_order: { id: original.id },
      items: [{ product: { id: a.id }, quantity: 1, exchange: { product: { id: b.id }, quantity: 1 } }],
    };
    await setExchangePolicy(m, { enabled: false });
    const off = await create(m, body);
    expect(off.status).toBe(400);
    expect(off.body.error_code).toBe('ORDER_RETURN_EXCHANGE_NOT_ALLOWED');
    await setExchangePolicy(m, { same_variant_group_only: false });
    const ok = await create(m, body);
    expect(ok.status).toBe(201);
    expect(ok.body.order_return.exchange_status).toBe('waiting');
  });
});

describe('when the exchange leaves', () => {
  it('on_inspection: released once every exchange line is inspected sellable, the order reserves stock', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const { r, sizeL } = await exchangeReturn(m);
    await arrive(op, r.id);
    expect((await m.api('GET', `/v1/order-returns/${r.id}`)).body.order_return.exchange_status).toBe(
      'waiting',
    );
    const res = await inspect(r.id, r.items[0].id, 'opened_sellable');
    expect(res.status).toBe(200);
    expect(res.body.order_return.exchange_status).toBe('released');
    const order = await m.api('GET', `/v1/orders/${r.exchange_order.id}`);
    expect(order.body.order.status).toBe('confirmed');
    const product = await m.api('GET', `/v1/products/${sizeL.id}`);
    expect(product.body.product.stock.reserved).toBe(1);
    const events = await returnEvents(r.id, 'order_return.exchange_released');
    expect(events).toHaveLength(1);
    expect((events[0]!.payload as any).data).toMatchObject({
      order_return_id: r.id,
      exchange_order_id: r.exchange_order.id,
      exchange_status: 'released',
      released_by: 'on_inspection',
      order_status: 'confirmed',
    });
  });

  it('on_inspection: a damaged line holds it; the merchant releases it by hand, once', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const { r } = await exchangeReturn(m);
    await arrive(op, r.id);
    const res = await inspect(r.id, r.items[0].id, 'damaged');
    expect(res.body.order_return.exchange_status).toBe('held');
    expect((await orderRow(r.exchange_order.id)).status).toBe('draft');
    const held = await returnEvents(r.id, 'order_return.exchange_held');
    expect(held).toHaveLength(1);
    expect((held[0]!.payload as any).data.items).toEqual([{ item_id: r.items[0].id, condition: 'damaged' }]);
    // a later sellable inspection does not release a held exchange: the merchant decides
    await inspect(r.id, r.items[0].id, 'sellable');
    expect((await m.api('GET', `/v1/order-returns/${r.id}`)).body.order_return.exchange_status).toBe('held');

    const released = await exchangeAction(m, r.id, '_release');
    expect(released.status).toBe(200);
    expect(released.body.order_return.exchange_status).toBe('released');
    expect((await orderRow(r.exchange_order.id)).status).toBe('confirmed');
    const again = await exchangeAction(m, r.id, '_release');
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('ORDER_RETURN_EXCHANGE_RELEASED');
    const cancel = await exchangeAction(m, r.id, '_cancel');
    expect(cancel.status).toBe(409);
    expect(cancel.body.error_code).toBe('ORDER_RETURN_EXCHANGE_RELEASED');
    expect((await returnEvents(r.id, 'order_return.exchange_released'))[0]!.payload).toMatchObject({
      data: { released_by: 'manual' },
    });
  });

  it.each(['defective', 'missing', 'wrong_item'])('on_inspection: %s holds it', async (condition) => {
    const m = await merchantFixture();
    const { r } = await exchangeReturn(m);
    await arrive(await operatorFixture(), r.id);
    const res = await inspect(r.id, r.items[0].id, condition);
    expect(res.body.order_return.exchange_status).toBe('held');
  });

  it('on_inspection: waits until every line with an exchange was inspected', async () => {
    const m = await merchantFixture();
    const a = await variantProduct(m.merchantId, 'G');
    const b = await variantProduct(m.merchantId, 'G', 5);
    const original = await createOrder(m.merchantId, { items: [{ productId: a.id, quantity: 2 }] });
    const r = await createReturnViaApi(m, {
      original_order: { id: original.id },
      items: [
        { product: { id: a.id }, quantity: 1, exchange: { product: { id: b.id }, quantity: 1 } },
        { product: { id: a.id }, quantity: 1, exchange: { product: { id: b.id }, quantity: 1 } },
      ],
    });
    expect((await orderRow(r.exchange_order.id)).status).toBe('draft');
    await arrive(await operatorFixture(), r.id);
    const first = await inspect(r.id, r.items[0].id, 'sellable');
    expect(first.body.order_return.exchange_status).toBe('waiting');
    const second = await inspect(r.id, r.items[1].id, 'sellable');
    expect(second.body.order_return.exchange_status).toBe('released');
    const order = await m.api('GET', `/v1/orders/${r.exchange_order.id}`);
    expect(order.body.order.items.map((i: any) => i.quantity)).toEqual([1, 1]);
  });

  it('on_registration: an instant exchange, confirmed at once (waiting for products when short)', async () => {
    const m = await merchantFixture();
    await setExchangePolicy(m, { release: 'on_registration' });
    const { r } = await exchangeReturn(m, { stock: 1 });
    expect(r.exchange_status).toBe('released');
    expect((await orderRow(r.exchange_order.id)).status).toBe('confirmed');
    const short = await exchangeReturn(m, { stock: 0 });
    expect(short.r.exchange_status).toBe('released');
    expect((await orderRow(short.r.exchange_order.id)).status).toBe('waiting_products');
  });

  it('on_arrival: released when the parcel arrives, whatever the inspection says later', async () => {
    const m = await merchantFixture();
    await setExchangePolicy(m, { release: 'on_arrival' });
    const { r } = await exchangeReturn(m);
    expect(r.exchange_status).toBe('waiting');
    const arrived = await arrive(await operatorFixture(), r.id);
    expect(arrived.exchange_status).toBe('released');
    const res = await inspect(r.id, r.items[0].id, 'damaged');
    expect(res.body.order_return.exchange_status).toBe('released');
    expect(await returnEvents(r.id, 'order_return.exchange_held')).toHaveLength(0);
  });

  it('the release rule is the one in force when the return was registered', async () => {
    const m = await merchantFixture();
    const { r } = await exchangeReturn(m);
    await setExchangePolicy(m, { release: 'on_arrival' });
    const arrived = await arrive(await operatorFixture(), r.id);
    expect(arrived.exchange_status).toBe('waiting');
  });
});

describe('cancelling', () => {
  it('a manual cancel cancels the draft; then release is 409 ORDER_RETURN_EXCHANGE_CANCELLED', async () => {
    const m = await merchantFixture();
    const { r } = await exchangeReturn(m);
    const res = await exchangeAction(m, r.id, '_cancel');
    expect(res.status).toBe(200);
    expect(res.body.order_return.exchange_status).toBe('cancelled');
    expect((await orderRow(r.exchange_order.id)).status).toBe('cancelled');
    for (const action of ['_release', '_cancel'] as const) {
      const again = await exchangeAction(m, r.id, action);
      expect(again.status).toBe(409);
      expect(again.body.error_code).toBe('ORDER_RETURN_EXCHANGE_CANCELLED');
    }
  });

  it('cancelling the return before release cancels the exchange order', async () => {
    const m = await merchantFixture();
    const { r } = await exchangeReturn(m);
    const res = await m.api('POST', `/v1/order-returns/${r.id}/_cancel`);
    expect(res.status).toBe(200);
    expect(res.body.order_return.exchange_status).toBe('cancelled');
    expect((await orderRow(r.exchange_order.id)).status).toBe('cancelled');
  });

  it('cancelling the return after release leaves the order to its own lifecycle', async () => {
    const m = await merchantFixture();
    await setExchangePolicy(m, { release: 'on_registration' });
    const { r } = await exchangeReturn(m);
    const res = await m.api('POST', `/v1/order-returns/${r.id}/_cancel`);
    expect(res.status).toBe(200);
    expect(res.body.order_return.exchange_status).toBe('released');
    expect((await orderRow(r.exchange_order.id)).status).toBe('confirmed');
  });
});

describe('PATCH /v1/order-returns/{id}/items/{itemId} with an exchange', () => {
  it('changes the exchange until release; the draft follows; then 409 ORDER_RETURN_EXCHANGE_RELEASED', async () => {
    const m = await merchantFixture();
    const { r, group } = await exchangeReturn(m);
    const sizeXL = await variantProduct(m.merchantId, group, 3);
    const path = `/v1/order-returns/${r.id}/items/${r.items[0].id}`;
    const res = await m.api('PATCH', path, {
      body: { item: { exchange: { product: { id: sizeXL.id }, quantity: 3 } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.order_return.items[0].exchange).toEqual({ product: { id: sizeXL.id }, quantity: 3 });
    expect(res.body.order_return.items[0].return_reason).toEqual({ code: 'size_too_small', note: null });
    const order = await m.api('GET', `/v1/orders/${r.exchange_order.id}`);
    expect(order.body.order.items.map((i: any) => [i.product.id, i.quantity])).toEqual([[sizeXL.id, 3]]);

    const bad = await m.api('PATCH', path, {
      body: { item: { exchange: { product: { id: 'ffffffffffffffffffffffff' }, quantity: 1 } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('ORDER_RETURN_EXCHANGE_PRODUCT_NOT_FOUND');

    await exchangeAction(m, r.id, '_release');
    const late = await m.api('PATCH', path, {
      body: { item: { exchange: { product: { id: sizeXL.id }, quantity: 1 } } },
    });
    expect(late.status).toBe(409);
    expect(late.body.error_code).toBe('ORDER_RETURN_EXCHANGE_RELEASED');
  });

  it('clearing the last exchange cancels it; adding one to a return without opens it', async () => {
    const m = await merchantFixture();
    const { r, sizeM, sizeL, original } = await exchangeReturn(m);
    const cleared = await m.api('PATCH', `/v1/order-returns/${r.id}/items/${r.items[0].id}`, {
      body: { item: { exchange: null } },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.order_return.exchange_status).toBe('cancelled');
    expect((await orderRow(r.exchange_order.id)).status).toBe('cancelled');

    const plain = await createReturnViaApi(m, {
      original_order: { id: original.id },
      items: [{ product: { id: sizeM.id }, quantity: 1 }],
    });
    const added = await m.api('PATCH', `/v1/order-returns/${plain.id}/items/${plain.items[0].id}`, {
      body: { item: { exchange: { product: { id: sizeL.id }, quantity: 1 } } },
    });
    expect(added.status).toBe(200);
    expect(added.body.order_return.exchange_status).toBe('waiting');
    expect(await exchangeOrdersOf(plain.id)).toHaveLength(1);
  });

  it('an empty body is a 400 VALIDATION_ERROR; another merchant’s return is 404', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const { r } = await exchangeReturn(m);
    const path = `/v1/order-returns/${r.id}/items/${r.items[0].id}`;
    const empty = await m.api('PATCH', path, { body: { item: {} } });
    expect(empty.status).toBe(400);
    expect(empty.body.error_code).toBe('VALIDATION_ERROR');
    const foreign = await other.api('PATCH', path, { body: { item: { exchange: null } } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    for (const action of ['_release', '_cancel'] as const) {
      const res = await exchangeAction(other, r.id, action);
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    }
  });
});

describe('the arrival replaces the contents', () => {
  it('a line not in the parcel takes its exchange with it: the draft follows, and none left cancels it', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const group = `STYLE-${Math.random().toString(16).slice(2, 8)}`;
    const [sizeS, sizeM, sizeL] = [
      await variantProduct(m.merchantId, group),
      await variantProduct(m.merchantId, group, 5),
      await variantProduct(m.merchantId, group, 5),
    ];
    const original = await createOrder(m.merchantId, {
      status: 'processed',
      items: [
        { productId: sizeS.id, quantity: 1 },
        { productId: sizeM.id, quantity: 1 },
      ],
    });
    const line = (from: { id: string }, to: { id: string }) => ({
      product: { id: from.id },
      quantity: 1,
      return_reason: { code: 'size_too_small' },
      exchange: { product: { id: to.id }, quantity: 1 },
    });
    const r = await createReturnViaApi(m, {
      original_order: { id: original.id },
      items: [line(sizeS, sizeM), line(sizeM, sizeL)],
    });
    expect((await m.api('GET', `/v1/orders/${r.exchange_order.id}`)).body.order.items).toHaveLength(2);

    // the parcel holds the size M line only: its exchange stays, the size S line's goes
    const arrived = await arrive(op, r.id, {
      warehouse_location: { id: 'RET-01' },
      items: [{ product: { id: sizeM.id }, quantity: 1 }],
    });
    expect(arrived.items.map((i: any) => i.exchange)).toEqual([{ product: { id: sizeL.id }, quantity: 1 }]);
    expect(arrived.exchange_status).toBe('waiting');
    const order = await m.api('GET', `/v1/orders/${r.exchange_order.id}`);
    expect(order.body.order.items.map((i: any) => [i.product.id, i.quantity])).toEqual([[sizeL.id, 1]]);

    // a parcel without any line that carried an exchange cancels the exchange and its draft
    const other = await exchangeReturn(m);
    const arrived2 = await arrive(op, other.r.id, {
      warehouse_location: { id: 'RET-01' },
      items: [{ product: { id: other.sizeL.id }, quantity: 1 }],
    });
    expect(arrived2.items.map((i: any) => i.exchange)).toEqual([null]);
    expect(arrived2.exchange_status).toBe('cancelled');
    expect((await orderRow(other.r.exchange_order.id)).status).toBe('cancelled');
  });
});
