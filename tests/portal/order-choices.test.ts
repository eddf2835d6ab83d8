import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { findOrderByReference, orderChoices, orderChoicesById } from '@/server/orders/reads/order-choices';
import { deliveryMethodLabel, orderLabel } from '@/server/orders/reads/order-label';
import { PortalCreateOrderBody } from '@/server/orders/form-schemas';
import { merchantFixture, uniq } from '../support/fixtures';
import { CUSTOMER } from '../support/order-helpers';

describe("a return's original order, named by the merchant's own number (docs/decisions/portal.md 13)", () => {
  it("finds the merchant's order by number or id, the newest of equal numbers, never another merchant's", async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const ref = uniq('ORD');
    const older = await a.api('POST', '/v1/orders', { body: { order: { merchants_id: ref } } });
    const newer = await a.api('POST', '/v1/orders', {
      body: { order: { merchants_id: ref, customer: CUSTOMER } },
    });
    const foreign = await b.api('POST', '/v1/orders', { body: { order: { merchants_id: uniq('B') } } });
    const db = await getDb();
    expect((await findOrderByReference(db, a.merchantId, ` ${ref} `))?.id).toBe(newer.body.order.id);
    expect(await findOrderByReference(db, a.merchantId, older.body.order.id)).toMatchObject({
      id: older.body.order.id,
      ref,
    });
    expect(await findOrderByReference(db, a.merchantId, 'NO-SUCH')).toBeNull();
    expect(await findOrderByReference(db, a.merchantId, `${ref}\u0000`)).toBeNull();
    expect(await findOrderByReference(db, a.merchantId, foreign.body.order.merchants_id)).toBeNull();
    expect(await findOrderByReference(db, a.merchantId, foreign.body.order.id)).toBeNull();
    expect(await findOrderByReference(db, b.merchantId, ref)).toBeNull();
    const choices = await orderChoices(db, a.merchantId);
    expect(choices.map((c) => c.id)).toEqual([newer.body.order.id, older.body.order.id]);
    expect(choices[0]!.description).toMatch(/^Anna Virtanen · \d{4}-\d{2}-\d{2} · draft$/);
    const byId = await orderChoicesById(db, [newer.body.order.id]);
    expect(byId.get(newer.body.order.id)).toMatchObject({ ref, customer: 'Anna Virtanen' });
  });
});

describe('an order and its delivery method in words, never an internal id or a raw code (portal.md "Words, not ids")', () => {
  it('names an order by its number, else whose order it is; an exchange order says so', async () => {
    const a = await merchantFixture();
    const unnumbered = await a.api('POST', '/v1/orders', { body: { order: { customer: CUSTOMER } } });
    const bare = await a.api('POST', '/v1/orders', { body: { order: {} } });
    const db = await getDb();
    const byId = await orderChoicesById(db, [unnumbered.body.order.id, bare.body.order.id]);
    expect(byId.get(unnumbered.body.order.id)?.label).toBe('Order for Anna Virtanen');
    expect(byId.get(bare.body.order.id)?.label).toBe('Order without a number');
    expect(orderLabel({ merchantsId: 'SO-1', customer: CUSTOMER })).toBe('SO-1');
    expect(orderLabel({ merchantsId: null, customer: CUSTOMER, exchangeForReturnId: 'r1' })).toBe(
      'Exchange order for Anna Virtanen',
    );
    expect(orderLabel({ merchantsId: null, customer: { organization: 'Kulma Oy' } })).toBe(
      'Order for Kulma Oy',
    );
  });

  it('says a delivery method in words', () => {
    expect(deliveryMethodLabel('home_delivery')).toBe('Home delivery');
    expect(deliveryMethodLabel('pickup_point')).toBe('Pickup point');
    expect(deliveryMethodLabel('express-48h')).toBe('Express 48h');
  });
});

describe('the portal\'s "Create order" (docs/decisions/portal.md 12)', () => {
  const paths = (body: unknown) => {
    const r = PortalCreateOrderBody.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
  };

  it('asks for a line and a deliverable customer; a complete order passes', () => {
    expect(paths({ order: {} })).toEqual([
      'order.items',
      'order.customer.first_name',
      'order.customer.address',
      'order.customer.postal_code',
      'order.customer.city',
      'order.customer.country_code',
    ]);
    expect(
      paths({
        order: {
          customer: { ...CUSTOMER, first_name: null, last_name: null, organization: 'Kulma Oy' },
          items: [],
        },
      }),
    ).toEqual(['order.items']);
    expect(paths({ order: { customer: CUSTOMER, items: [{ product: { sku: 'X' }, quantity: 1 }] } })).toEqual(
      [],
    );
  });
});
