import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCatalogService, createPickupPoint, createProduct } from '../support/data';
import { merchantFixture } from '../support/fixtures';
import { CUSTOMER, figures, line, merchantWithProducts, orderCount } from '../support/order-helpers';

describe('POST /v1/orders (01 §2, §4; 04 B2-B4, E1-E5)', () => {
  it('creates a draft with the documented response shape and normalisation', async () => {
    const { m, products } = await merchantWithProducts([0, 0]);
    const merchantFb = await createProduct(m.merchantId, { fulfillmentBy: 'merchant' });
    const extra = await createCatalogService({ kind: 'extra' });
    const archivedId = randomUUID();
    const res = await m.api('POST', '/v1/orders', {
      body: {
        order: {
          merchants_id: 'REF-1',
          customer: { first_name: 'Anna', email: 'anna@example.com', unknown_field: 'x' },
          process_hold: true,
          language: 'fi',
          merchants_order_time: '2024-02-29T10:00Z',
          extra_services: [
            { id: randomUUID(), service: { code: extra.code }, merchant_remarks: 'gift' },
            { id: archivedId, service: { id: extra.id }, status: 'archived' },
          ],
          items: [
            line(products[0]!.id, 2, { sales_info: { gross_price: 10.456, tax_percent: 24 } }),
            {
              product: { sku: products[1]!.sku },
              quantity: 1.5,
              fulfillment_by: 'merchant',
              additional_info: '  note  ',
            },
            line(merchantFb.id, 1, { sales_info: { gross_price: null, tax_percent: null, currency: 'SEK' } }),
          ],
        },
      },
    });
    expect(res.status).toBe(201);
    const o = res.body.order;
    expect(o.id).toMatch(/^[0-9a-f]{24}$/);
    expect(o.status).toBe('draft');
    expect(o.merchants_id).toBe('REF-1');
    expect(Object.keys(o.customer).sort()).toEqual(
      [
        'address',
        'city',
        'country_code',
        'delivery_instructions',
        'door_code',
        'email',
        'eori',
        'first_name',
        'last_name',
        'organization',
        'phone',
        'postal_code',
        'state',
        'vat_id',
      ].sort(),
    );
    expect(o.customer.first_name).toBe('Anna');
    expect(o.customer.last_name).toBeNull();
    expect(o.process_hold).toEqual({
      id: null,
      comment: null,
      created: { ts: expect.any(String) },
      expires: null,
    });
    expect(o.merchants_order_time).toBe('2024-02-29T10:00:00.000Z');
    expect(o.extra_services).toHaveLength(1);
    expect(o.extra_services[0].service).toEqual({ id: extra.id, code: extra.code });
    expect(o.extra_services[0].status).toBe('active');
    expect(o.extra_services[0].created_stamp.ts).toEqual(expect.any(String));
    expect(o.items).toHaveLength(3);
    const [a, b, c] = o.items;
    expect(a.id).toMatch(/^[0-9a-f]{24}$/);
    expect(a.product).toMatchObject({ id: products[0]!.id, sku: products[0]!.sku, name: 'Test product' });
    expect(a.fulfillment_by).toBe('provider');
    expect(a.sales_info).toEqual({ gross_price: 10.46, tax_percent: 24, currency: 'EUR' });
    expect(b.product.id).toBe(products[1]!.id);
    expect(b.fulfillment_by).toBe('merchant');
    expect(b.quantity).toBe(1.5);
    expect(b.additional_info).toBe('note');
    expect(c.fulfillment_by).toBe('merchant');
    expect(c.sales_info).toEqual({ gross_price: null, tax_percent: null, currency: 'SEK' });
    expect(o.created_at).toEqual(expect.any(String));

    const read = await m.api('GET', `/v1/orders/${o.id}`);
    expect(read.status).toBe(200);
    expect(read.body.order).toEqual(o);
  });

  it('creates confirmed and reserves stock, earliest best-before first', async () => {
    const { m, products } = await merchantWithProducts([0]);
    const p = products[0]!;
    const { addUnits } = await import('../support/data');
    const late = await addUnits(p.id, 2, { bestBefore: '2027-01-01' });
    const early = await addUnits(p.id, 2, { bestBefore: '2026-12-01' });
    const none = await addUnits(p.id, 2);
    const res = await m.api('POST', '/v1/orders', {
      body: { order: { status: 'confirmed', customer: CUSTOMER, items: [line(p.id, 3)] } },
    });
    expect(res.status).toBe(201);
    expect(res.body.order.status).toBe('confirmed');
    expect(await figures(p.id)).toEqual({ on_hand: 6, reserved: 3, available: 3 });
    const { getDb } = await import('@/db/client');
    const { stockUnits } = await import('@/db/schema');
    const { inArray } = await import('drizzle-orm');
    const db = await getDb();
    const rows = await db
      .select()
      .from(stockUnits)
      .where(inArray(stockUnits.id, [...late, ...early, ...none]));
    const reserved = rows
      .filter((r) => r.state === 'reserved')
      .map((r) => r.id)
      .sort();
    expect(reserved).toEqual([...early, late[0]!].sort());
    expect(rows.filter((r) => r.state === 'reserved').every((r) => r.orderId === res.body.order.id)).toBe(
      true,
    );
  });

  it('gives waiting_products with nothing reserved when stock is short (E5)', async () => {
    const { m, products } = await merchantWithProducts([1, 5]);
    const res = await m.api('POST', '/v1/orders', {
      body: {
        order: {
          status: 'confirmed',
          customer: CUSTOMER,
          items: [line(products[1]!.id, 2), line(products[0]!.id, 2)],
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.order.status).toBe('waiting_products');
    expect(await figures(products[0]!.id)).toEqual({ on_hand: 1, reserved: 0, available: 1 });
    expect(await figures(products[1]!.id)).toEqual({ on_hand: 5, reserved: 0, available: 5 });
  });

  it('answers 422 ORDER_CONFIRMATION_FAILED with every failed gate and stores nothing (B2, B3)', async () => {
    const { m, products } = await merchantWithProducts([5]);
    const inactive = await createProduct(m.merchantId, { active: false });
    const res = await m.api('POST', '/v1/orders', {
      headers: { 'idempotency-key': 'gate-key-1' },
      body: {
        order: {
          status: 'confirmed',
          customer: { first_name: 'X' },
          no_earlier_than: '2026-06-02T00:00:00Z',
          no_after_than: '2026-06-01T00:00:00Z',
          items: [line(products[0]!.id), line(inactive.id)],
        },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.error_code).toBe('ORDER_CONFIRMATION_FAILED');
    const gates = res.body.details.failed_gates.map((g: any) => g.gate);
    expect(gates).toEqual(['PRODUCT_INACTIVE', 'CUSTOMER_ADDRESS_INCOMPLETE', 'DISPATCH_WINDOW_INVALID']);
    expect(res.body.details.failed_gates[0].item_index).toBe(1);
    expect(await orderCount(m.merchantId)).toBe(0);
    expect(await figures(products[0]!.id)).toEqual({ on_hand: 5, reserved: 0, available: 5 });
    // the key was not consumed: the same key with a good body creates the order
    const ok = await m.api('POST', '/v1/orders', {
      headers: { 'idempotency-key': 'gate-key-1' },
      body: { order: { status: 'confirmed', customer: CUSTOMER, items: [line(products[0]!.id)] } },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.order.status).toBe('confirmed');
  });

  it('refuses status confirmed without lines (ORDER_HAS_NO_ITEMS)', async () => {
    const m = await merchantFixture();
    const res = await m.api('POST', '/v1/orders', {
      body: { order: { status: 'confirmed', customer: CUSTOMER } },
    });
    expect(res.status).toBe(422);
    expect(res.body.details.failed_gates).toEqual([expect.objectContaining({ gate: 'ORDER_HAS_NO_ITEMS' })]);
    expect(await orderCount(m.merchantId)).toBe(0);
  });

  it('answers the creation checks with 422 and stores nothing (B4)', async () => {
    const { m, products } = await merchantWithProducts([1]);
    const other = await merchantWithProducts([1]);
    const extraOther = await createCatalogService({ kind: 'extra', merchantIds: [other.m.merchantId] });
    const inactiveExtra = await createCatalogService({ kind: 'extra', active: false });
    const delivery = await createCatalogService({ kind: 'delivery' });
    const cases: [unknown, string, Record<string, unknown>?][] = [
      [
        { items: [line(products[0]!.id), line(other.products[0]!.id)] },
        'PRODUCT_NOT_FOUND',
        { item_index: 1 },
      ],
      [{ items: [{ product: { sku: 'nope' }, quantity: 1 }] }, 'PRODUCT_NOT_FOUND', { item_index: 0 }],
      [{ delivery_service: { code: 'no-such-code' } }, 'DELIVERY_SERVICE_NOT_FOUND'],
      [{ requested_delivery_service: { id: extraOther.id } }, 'DELIVERY_SERVICE_NOT_FOUND'],
      [{ pickup_point: { id: 'abcdefabcdefabcdefabcdef' } }, 'PICKUP_POINT_NOT_FOUND'],
      [
        { requested_delivery_destination: { pickup_point: { id: 'abcdefabcdefabcdefabcdef' } } },
        'PICKUP_POINT_NOT_FOUND',
      ],
      [
        { extra_services: [{ id: randomUUID(), service: { id: extraOther.id } }] },
        'CATALOG_SERVICE_NOT_FOUND',
      ],
      [
        { extra_services: [{ id: randomUUID(), service: { id: inactiveExtra.id } }] },
        'CATALOG_SERVICE_NOT_FOUND',
      ],
      [
        {
          items: [
            line(products[0]!.id, 1, {
              extra_services: [{ id: randomUUID(), service: { id: delivery.id } }],
            }),
          ],
        },
        'CATALOG_SERVICE_NOT_FOUND',
      ],
    ];
    for (const [order, code, details] of cases) {
      const res = await m.api('POST', '/v1/orders', { body: { order } });
      expect(res.status, code).toBe(422);
      expect(res.body.error_code).toBe(code);
      if (details) expect(res.body.details).toMatchObject(details);
    }
    expect(await orderCount(m.merchantId)).toBe(0);
  });

  it('resolves delivery service (id wins over code) and pickup point (pickup_point wins)', async () => {
    const m = await merchantFixture();
    const s1 = await createCatalogService({ kind: 'delivery' });
    const s2 = await createCatalogService({ kind: 'delivery' });
    const pp1 = await createPickupPoint();
    const pp2 = await createPickupPoint();
    const res = await m.api('POST', '/v1/orders', {
      body: {
        order: {
          delivery_service: { id: s1.id, code: s2.code },
          requested_delivery_service: { code: s2.code },
          requested_delivery_method: { code: 'express' },
          requested_pickup_point: { code: 'PP-9', info: 'near station' },
          pickup_point: { id: pp1.id },
          requested_delivery_destination: { pickup_point: { id: pp2.id } },
        },
      },
    });
    expect(res.status).toBe(201);
    const o = res.body.order;
    expect(o.delivery_service).toEqual({ id: s1.id, code: s1.code });
    expect(o.requested_delivery_service).toEqual({ id: s2.id, code: s2.code });
    expect(o.requested_delivery_method).toEqual({ code: 'express', info: null });
    expect(o.requested_pickup_point).toEqual({ code: 'PP-9', info: 'near station' });
    expect(o.pickup_point).toEqual({ id: pp1.id });
  });

  it('counts two decimals of tax_percent and 2000 characters of additional_info exactly (01 §2.5)', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const create = (extra: Record<string, unknown>) =>
      m.api('POST', '/v1/orders', { body: { order: { items: [line(p.id, 1, extra)] } } });
    for (const tax of [19.99999, 99.99995, 50.00004, 7.001, 1e-7]) {
      const res = await create({ sales_info: { gross_price: 1, tax_percent: tax } });
      expect({ tax, status: res.status, path: res.body.validation_errors?.[0]?.path }).toEqual({
        tax,
        status: 400,
        path: 'order.items[0].sales_info.tax_percent',
      });
    }
    expect(await orderCount(m.merchantId)).toBe(0);
    for (const tax of [0, 0.07, 19.99, 24, 99.99, 100]) {
      const res = await create({ sales_info: { gross_price: 1, tax_percent: tax } });
      expect({ tax, status: res.status }).toEqual({ tax, status: 201 });
      expect(res.body.order.items[0].sales_info.tax_percent).toBe(tax);
    }
    const emoji = '\u{1F4E6}'.repeat(2000); // 2000 characters, 4000 UTF-16 units
    const ok = await create({ additional_info: ` ${emoji} ` });
    expect(ok.status).toBe(201);
    expect(ok.body.order.items[0].additional_info).toBe(emoji);
    const long = await create({ additional_info: `${emoji}x` });
    expect(long.status).toBe(400);
    expect(long.body.validation_errors[0].path).toBe('order.items[0].additional_info');
  });

  it('pickup_point sent as null wins over requested_delivery_destination (01 §2.2)', async () => {
    const m = await merchantFixture();
    const pp = await createPickupPoint();
    const res = await m.api('POST', '/v1/orders', {
      body: {
        order: { pickup_point: null, requested_delivery_destination: { pickup_point: { id: pp.id } } },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.order.pickup_point).toBeNull();
    const onlyOld = await m.api('POST', '/v1/orders', {
      body: { order: { requested_delivery_destination: { pickup_point: { id: pp.id } } } },
    });
    expect(onlyOld.body.order.pickup_point).toEqual({ id: pp.id });
  });

  it('answers 400 VALIDATION_ERROR with paths and stores nothing', async () => {
    const m = await merchantFixture();
    const uuid = randomUUID();
    const res = await m.api('POST', '/v1/orders', {
      body: {
        order: {
          customer: { email: 'a..b@example.com', phone: '+0123', vat_id: 'fi123', country_code: 'fin' },
          no_earlier_than: '2025-02-29T10:00:00Z',
          language: 'FI',
          requested_delivery_method: { code: 'x', other: 1 },
          extra_services: [
            { id: uuid, service: { code: 'a' } },
            { id: uuid, service: { code: 'a' } },
          ],
          items: [
            {
              product: { id: 'XYZ' },
              quantity: 0.5,
              sales_info: { gross_price: 1 },
              batch_numbers: [],
              additional_info: 'x'.repeat(2001),
            },
          ],
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('VALIDATION_ERROR');
    const paths = res.body.validation_errors.map((e: any) => e.path);
    for (const p of [
      'order.customer.email',
      'order.customer.phone',
      'order.customer.vat_id',
      'order.customer.country_code',
      'order.no_earlier_than',
      'order.language',
      'order.requested_delivery_method.other',
      'order.extra_services[1].id',
      'order.items[0].product.id',
      'order.items[0].quantity',
      'order.items[0].sales_info.tax_percent',
      'order.items[0].batch_numbers',
      'order.items[0].additional_info',
    ]) {
      expect(paths).toContain(p);
    }
    const missing = await m.api('POST', '/v1/orders', { body: { items: [] } });
    expect(missing.status).toBe(400);
    expect(missing.body.validation_errors[0].path).toBe('order');
    const malformed = await m.api('POST', '/v1/orders', {
      rawBody: '{"order":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await orderCount(m.merchantId)).toBe(0);
  });

  it('refuses text holding U+0000 (which PostgreSQL cannot store) with 400 VALIDATION_ERROR naming it, storing nothing', async () => {
    const { m, products } = await merchantWithProducts([0]);
    const res = await m.api('POST', '/v1/orders', {
      body: {
        order: {
          merchants_id: 'a\u0000b',
          customer: { ...CUSTOMER, first_name: '\u0000' },
          items: [line(products[0]!.id, 1, { batch_numbers: ['ok', 'x\u0000'] })],
          requested_delivery_method: { code: 'x', info: 'fine' },
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('VALIDATION_ERROR');
    expect(res.body.validation_errors.map((e: any) => e.path).sort()).toEqual([
      'order.customer.first_name',
      'order.items[0].batch_numbers[1]',
      'order.merchants_id',
    ]);
    // The same character written as an escape in the JSON text, and in a query parameter.
    const escaped = await m.api('POST', '/v1/orders', {
      rawBody: '{"order":{"merchants_id":"\\u0000"}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(escaped.status).toBe(400);
    expect(escaped.body.validation_errors).toEqual([
      { path: 'order.merchants_id', message: expect.stringContaining('U+0000') },
    ]);
    const search = await m.api('GET', '/v1/orders?q=ab%00');
    expect(search.status).toBe(400);
    expect(search.body.validation_errors[0].path).toBe('q');
    expect(await orderCount(m.merchantId)).toBe(0);
  });

  it('needs the orders:manage scope and the merchant header', async () => {
    const m = await merchantFixture(['orders:read']);
    const res = await m.api('POST', '/v1/orders', { body: { order: {} } });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('INSUFFICIENT_SCOPE');
    const noHeader = await m.api('POST', '/v1/orders', { merchant: null, body: { order: {} } });
    expect(noHeader.status).toBe(401);
    expect(await orderCount(m.merchantId)).toBe(0);
  });
});
