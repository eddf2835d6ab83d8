import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCatalogService, createProduct } from '../support/data';
import { merchantFixture } from '../support/fixtures';
import { orderCount } from '../support/order-helpers';

/**
 * Property-based: generated valid order bodies are created with the documented normalisation and read back
 * as the same JSON; the same bodies with one invalid mutation get 400 VALIDATION_ERROR naming the path, and
 * nothing is stored.
 */
const RUNS = Number(process.env.ORDER_PROPERTY_RUNS ?? 800);

const nonEmpty = fc.string({ minLength: 1, maxLength: 20 });
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9_+-]{1,8}(\.[a-z0-9]{1,4})?$/),
    fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,4})?$/),
    fc.stringMatching(/^[a-z]{2,5}$/),
  )
  .map(([l, d, t]) => `${l}@${d}.${t}`);
const dateTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .chain((d) =>
    fc.constantFrom(d.toISOString(), d.toISOString().slice(0, 16) + 'Z', d.toISOString().slice(0, 19) + 'Z'),
  );
const date = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const customer = fc.record(
  {
    first_name: nullable(nonEmpty),
    last_name: nullable(nonEmpty),
    organization: nullable(nonEmpty),
    address: nullable(nonEmpty),
    postal_code: nullable(nonEmpty),
    city: nullable(nonEmpty),
    country_code: nullable(fc.stringMatching(/^[A-Z]{2}$/)),
    email: nullable(email),
    phone: nullable(fc.stringMatching(/^(\+[1-9]|[0-9])[0-9]{0,12}$/)),
    vat_id: nullable(fc.stringMatching(/^[A-Z]{2}[A-Z0-9]{1,10}$/)),
  },
  { requiredKeys: [] },
);

function lineArb(productIds: string[], skus: string[], serviceId: string) {
  return fc.record(
    {
      product: fc.oneof(
        fc.constantFrom(...productIds).map((id) => ({ id })),
        fc.constantFrom(...skus).map((sku) => ({ sku })),
      ),
      quantity: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.double({ min: 1, max: 1000, noNaN: true })),
      fulfillment_by: nullable(fc.constantFrom('provider', 'merchant')),
      sales_info: nullable(
        fc.record(
          {
            gross_price: nullable(fc.double({ min: -1e6, max: 1e6, noNaN: true })),
            tax_percent: nullable(fc.integer({ min: 0, max: 10000 }).map((n) => n / 100)),
            currency: nullable(fc.stringMatching(/^[A-Z]{3}$/)),
          },
          { requiredKeys: ['gross_price', 'tax_percent'] },
        ),
      ),
      additional_info: nullable(fc.string({ maxLength: 60 })),
      best_before_date: nullable(date),
      batch_numbers: nullable(fc.array(nonEmpty, { minLength: 1, maxLength: 3 })),
      extra_services: fc.array(
        fc.record(
          {
            id: fc.uuid(),
            service: fc.constant({ id: serviceId }),
            quantity: nullable(fc.integer({ min: 1 })),
            status: fc.constantFrom('active', 'archived'),
          },
          { requiredKeys: ['id', 'service'] },
        ),
        { maxLength: 2 },
      ),
    },
    { requiredKeys: ['product', 'quantity'] },
  );
}

function orderArb(productIds: string[], skus: string[], serviceId: string) {
  return fc.record(
    {
      customer,
      merchants_id: nullable(nonEmpty),
      process_hold: nullable(fc.boolean()),
      items: fc.array(lineArb(productIds, skus, serviceId), { maxLength: 4 }),
      no_earlier_than: nullable(dateTime),
      no_after_than: nullable(dateTime),
      language: nullable(fc.stringMatching(/^[a-z]{2}$/)),
      merchants_order_time: nullable(dateTime),
      requested_delivery_method: nullable(
        fc.record({ code: nonEmpty, info: nullable(fc.string()) }, { requiredKeys: ['code'] }),
      ),
      status: fc.constant('draft'),
    },
    { requiredKeys: [] },
  );
}

type Body = { order: any };
const MUTATIONS: [string, (b: Body) => void][] = [
  ['order.customer.email', (b) => ((b.order.customer ??= {}).email = 'a..b@example.com')],
  ['order.customer.email', (b) => ((b.order.customer ??= {}).email = '.a@example.com')],
  ['order.customer.email', (b) => ((b.order.customer ??= {}).email = 'a@example.c')],
  ['order.customer.phone', (b) => ((b.order.customer ??= {}).phone = '+0123')],
  ['order.customer.phone', (b) => ((b.order.customer ??= {}).phone = '12 34')],
  ['order.customer.country_code', (b) => ((b.order.customer ??= {}).country_code = 'fi')],
  ['order.customer.vat_id', (b) => ((b.order.customer ??= {}).vat_id = 'F1')],
  ['order.customer.first_name', (b) => ((b.order.customer ??= {}).first_name = '')],
  ['order.merchants_id', (b) => (b.order.merchants_id = '')],
  ['order.language', (b) => (b.order.language = 'EN')],
  ['order.no_earlier_than', (b) => (b.order.no_earlier_than = '2024-01-01T10:00:00')],
  ['order.no_after_than', (b) => (b.order.no_after_than = '2023-02-29T10:00Z')],
  ['order.merchants_order_time', (b) => (b.order.merchants_order_time = '2024-13-01T00:00:00Z')],
  [
    'order.requested_delivery_method.extra',
    (b) => (b.order.requested_delivery_method = { code: 'x', extra: 1 }),
  ],
  ['order.process_lock.created', (b) => (b.order.process_lock = { id: null, comment: null, expires: null })],
  ['order.process_hold', (b) => (b.order.process_hold = 'yes')],
  ['order.status', (b) => (b.order.status = 'processing')],
  ['order.items', (b) => (b.order.items = {})],
  [
    'order.extra_services[0].id',
    (b) => (b.order.extra_services = [{ id: 'not-a-uuid', service: { code: 'x' } }]),
  ],
  [
    'order.extra_services[0].quantity',
    (b) => (b.order.extra_services = [{ id: randomUUID(), service: { code: 'x' }, quantity: 0 }]),
  ],
  ['order.items[0].quantity', (b) => (firstLine(b).quantity = 0.99)],
  ['order.items[0].quantity', (b) => (firstLine(b).quantity = '1')],
  ['order.items[0].product.id', (b) => (firstLine(b).product = { id: 'ABCDEFABCDEFABCDEFABCDEF' })],
  ['order.items[0].product', (b) => (firstLine(b).product = null)],
  ['order.items[0].fulfillment_by', (b) => (firstLine(b).fulfillment_by = 'warehouse')],
  [
    'order.items[0].sales_info.tax_percent',
    (b) => (firstLine(b).sales_info = { gross_price: 1, tax_percent: 100.01 }),
  ],
  [
    'order.items[0].sales_info.tax_percent',
    (b) => (firstLine(b).sales_info = { gross_price: 1, tax_percent: 1.234 }),
  ],
  ['order.items[0].sales_info.tax_percent', (b) => (firstLine(b).sales_info = { gross_price: 1 })],
  [
    'order.items[0].sales_info.currency',
    (b) => (firstLine(b).sales_info = { gross_price: 1, tax_percent: 1, currency: 'eur' }),
  ],
  ['order.items[0].additional_info', (b) => (firstLine(b).additional_info = ` ${'x'.repeat(2001)} `)],
  ['order.items[0].best_before_date', (b) => (firstLine(b).best_before_date = '2023-02-29')],
  ['order.items[0].batch_numbers', (b) => (firstLine(b).batch_numbers = [])],
  ['order.items[0].batch_numbers[0]', (b) => (firstLine(b).batch_numbers = [''])],
  [
    'order.items[0].product.components[0].amount',
    (b) => (firstLine(b).product.components = [{ product: { id: 'abcdefabcdefabcdefabcdef' }, amount: 1.5 }]),
  ],
  ['order', (b) => delete (b as any).order],
];

function firstLine(b: Body) {
  b.order.items =
    Array.isArray(b.order.items) && b.order.items.length
      ? b.order.items
      : [{ product: { sku: 'x' }, quantity: 1 }];
  return b.order.items[0];
}

describe('POST /v1/orders with generated bodies (property-based)', () => {
  it('creates every valid body with the documented normalisation, and rejects every mutated one storing nothing', async () => {
    const m = await merchantFixture();
    const prods = await Promise.all([
      createProduct(m.merchantId),
      createProduct(m.merchantId, { fulfillmentBy: 'merchant' }),
      createProduct(m.merchantId, { fulfillmentBy: 'provider' }),
    ]);
    const svc = await createCatalogService({ kind: 'extra' });
    const arb = orderArb(
      prods.map((p) => p.id),
      prods.map((p) => p.sku),
      svc.id,
    );
    let created = 0;
    await fc.assert(
      fc.asyncProperty(arb, async (order) => {
        const res = await m.api('POST', '/v1/orders', { body: { order } });
        expect(res.status).toBe(201);
        created++;
        const o = res.body.order;
        expect(o.status).toBe('draft');
        expect(Object.keys(o.customer)).toHaveLength(14);
        for (const [k, v] of Object.entries(order.customer ?? {})) expect(o.customer[k]).toBe(v);
        expect(o.process_hold === null).toBe(!order.process_hold);
        expect(o.items).toHaveLength(order.items?.length ?? 0);
        (order.items ?? []).forEach((l: any, i: number) => {
          const r = o.items[i];
          const prod = prods.find((p) => p.id === l.product.id || p.sku === l.product.sku)!;
          expect(r.product).toMatchObject({ id: prod.id, sku: prod.sku, name: prod.name });
          expect(r.fulfillment_by).toBe(l.fulfillment_by ?? prod.fulfillmentBy ?? 'provider');
          expect(r.quantity).toBe(l.quantity);
          if (l.sales_info) {
            expect(r.sales_info.currency).toBe(
              l.sales_info.currency === undefined ? 'EUR' : l.sales_info.currency,
            );
            const g = l.sales_info.gross_price;
            if (g === null) expect(r.sales_info.gross_price).toBeNull();
            else {
              expect(Math.abs(r.sales_info.gross_price - g)).toBeLessThanOrEqual(0.005 + 1e-9);
              expect(Math.round(r.sales_info.gross_price * 100) / 100).toBe(r.sales_info.gross_price);
            }
          } else expect(r.sales_info).toBeNull();
          expect(r.additional_info).toBe(l.additional_info == null ? null : l.additional_info.trim());
          // Only active attachments are shown (01 §2.6).
          const shown = (l.extra_services ?? []).filter((a: any) => (a.status ?? 'active') === 'active');
          expect(r.extra_services.map((a: any) => a.id)).toEqual(shown.map((a: any) => a.id));
        });
        for (const f of ['no_earlier_than', 'no_after_than', 'merchants_order_time'] as const) {
          if (order[f]) expect(Date.parse(o[f])).toBe(Date.parse(order[f]));
          else expect(o[f]).toBeNull();
        }
        // Read back, the order is the create answer (01 §6: equal JSON).
        expect((await m.api('GET', `/v1/orders/${o.id}`)).body.order).toStrictEqual(o);
      }),
      { numRuns: RUNS },
    );
    expect(await orderCount(m.merchantId)).toBe(created);

    await fc.assert(
      fc.asyncProperty(arb, fc.constantFrom(...MUTATIONS), async (order, [path, mutate]) => {
        const body: Body = { order: structuredClone(order) };
        mutate(body);
        const res = await m.api('POST', '/v1/orders', { body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error_code).toBe('VALIDATION_ERROR');
        expect(res.body.message).toEqual(expect.any(String));
        expect(res.body.validation_errors.map((e: any) => e.path)).toContain(path);
      }),
      { numRuns: RUNS },
    );
    expect(await orderCount(m.merchantId)).toBe(created);
  }, 600_000);
});
