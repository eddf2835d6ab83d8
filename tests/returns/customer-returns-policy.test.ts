import { describe, expect, it } from 'vitest';
import { merchantFixture } from '../support/fixtures';
import { createProduct } from '../support/data';
import { enablePolicy, processedOrder } from '../support/customer-returns-data';
import { createReturnViaApi } from '../support/returns-data';

const eligibility = async (m: Awaited<ReturnType<typeof merchantFixture>>, orderId: string) => {
  const res = await m.api('GET', `/v1/orders/${orderId}/return-eligibility`);
  expect(res.status, res.text).toBe(200);
  return res.body.return_eligibility;
};

describe('return policy (docs/decisions/customer-returns.md)', () => {
  it('shows the defaults, disabled, until saved; PUT replaces the whole policy', async () => {
    const m = await merchantFixture();
    const first = await m.api('GET', '/v1/return-policy');
    expect(first.status).toBe(200);
    expect(first.body.return_policy).toMatchObject({
      enabled: false,
      slug: null,
      window_days: 30,
      window_starts: 'order_processed',
      allowed_countries: [],
      review: 'manual',
      methods: ['prepaid_label', 'own_shipment'],
      note_required_for: ['other'],
      public_url_path: null,
      updated_at: null,
    });
    const slug = `shop-${m.merchantId.slice(-10)}`;
    const put = await m.api('PUT', '/v1/return-policy', {
      body: {
        return_policy: {
          enabled: true,
          slug,
          window_days: 14,
          window_starts: 'order_created',
          allowed_countries: ['FI', 'SE'],
          reason_codes: ['defective', 'size_too_small', 'other'],
          note_required_for: ['other'],
          photo_required_for: ['defective'],
          review: 'automatic',
          methods: ['own_shipment'],
          instructions: { fi: 'Pakkaa huolella.', sv: 'Packa noga.' },
          branding: { display_name: 'Shop', accent_color: '#1A6B4F' },
          embed_origins: ['https://shop.example.com'],
        },
      },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.return_policy).toMatchObject({
      enabled: true,
      slug,
      window_days: 14,
      allowed_countries: ['FI', 'SE'],
      photo_required_for: ['defective'],
      review: 'automatic',
      methods: ['own_shipment'],
      instructions: { en: null, fi: 'Pakkaa huolella.', sv: 'Packa noga.' },
      branding: { display_name: 'Shop', accent_color: '#1a6b4f', logo: null },
      embed_origins: ['https://shop.example.com'],
      public_url_path: `/r/${slug}`,
    });
    const again = await m.api('PUT', '/v1/return-policy', { body: { return_policy: { enabled: false } } });
    expect(again.body.return_policy).toMatchObject({ enabled: false, slug: null, window_days: 30 });
    expect((await m.api('GET', '/v1/return-policy')).body.return_policy.window_days).toBe(30);
  });

  it('refuses bad input with VALIDATION_ERROR paths and stores nothing', async () => {
    const m = await merchantFixture();
    const cases: [Record<string, unknown>, string][] = [
      [{ enabled: true }, 'return_policy.slug'],
      [{ enabled: false, slug: 'AB' }, 'return_policy.slug'],
      [{ enabled: false, slug: 'has space' }, 'return_policy.slug'],
      [{ enabled: false, window_days: 0 }, 'return_policy.window_days'],
      [{ enabled: false, window_days: 366 }, 'return_policy.window_days'],
      [{ enabled: false, window_starts: 'order_shipped' }, 'return_policy.window_starts'],
      [{ enabled: false, allowed_countries: ['fi'] }, 'return_policy.allowed_countries[0]'],
      [{ enabled: false, reason_codes: [] }, 'return_policy.reason_codes'],
      [
        { enabled: false, reason_codes: ['defective'], photo_required_for: ['other'] },
        'return_policy.photo_required_for[0]',
      ],
      [{ enabled: false, methods: [] }, 'return_policy.methods'],
      [{ enabled: false, methods: ['carrier_pigeon'] }, 'return_policy.methods[0]'],
      [{ enabled: false, review: 'sometimes' }, 'return_policy.review'],
      [{ enabled: false, branding: { accent_color: 'green' } }, 'return_policy.branding.accent_color'],
      [{ enabled: false, embed_origins: ['http://shop.example.com'] }, 'return_policy.embed_origins[0]'],
      [
        { enabled: false, embed_origins: ['https://shop.example.com/returns'] },
        'return_policy.embed_origins[0]',
      ],
      [{ enabled: false, instructions: { de: 'x' } }, 'return_policy.instructions.de'],
      // Wildcards would let any matching site frame the page: only exact origins.
      [{ enabled: false, embed_origins: ['https://*'] }, 'return_policy.embed_origins[0]'],
      [
        { enabled: false, embed_origins: ['https://shop.example.com', 'https://*.test'] },
        'return_policy.embed_origins[1]',
      ],
      [{ enabled: false, embed_origins: ['https://shop_*.test'] }, 'return_policy.embed_origins[0]'],
    ];
    for (const [policy, path] of cases) {
      const res = await m.api('PUT', '/v1/return-policy', { body: { return_policy: policy } });
      expect(res.status, JSON.stringify(policy)).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(
        res.body.validation_errors.map((e: any) => e.path),
        JSON.stringify(policy),
      ).toContain(path);
    }
    expect((await m.api('GET', '/v1/return-policy')).body.return_policy.updated_at).toBeNull();
  });

  it("answers 409 RETURN_POLICY_SLUG_TAKEN for another merchant's slug, and keeps each merchant's policy its own", async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const pa = await enablePolicy(a);
    const taken = await b.api('PUT', '/v1/return-policy', {
      body: { return_policy: { enabled: true, slug: pa.slug } },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error_code).toBe('RETURN_POLICY_SLUG_TAKEN');
    expect((await b.api('GET', '/v1/return-policy')).body.return_policy.enabled).toBe(false);
    // the same merchant may save its own slug again
    expect((await enablePolicy(a, { window_days: 10 })).window_days).toBe(10);
  });

  it('needs the scopes: read for GET, manage for PUT', async () => {
    const reader = await merchantFixture(['order_returns:read']);
    expect((await reader.api('GET', '/v1/return-policy')).status).toBe(200);
    const put = await reader.api('PUT', '/v1/return-policy', { body: { return_policy: { enabled: false } } });
    expect(put.status).toBe(403);
    expect(put.body.error_code).toBe('INSUFFICIENT_SCOPE');
    const other = await merchantFixture(['orders:read']);
    expect((await other.api('GET', '/v1/return-policy')).status).toBe(403);
  });

  it('takes returnable on product create and PATCH (default true)', async () => {
    const m = await merchantFixture();
    const created = await m.api('POST', '/v1/products', {
      body: { product: { sku: `FS-${m.merchantId.slice(-6)}`, name: 'Final sale', returnable: false } },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.product.returnable).toBe(false);
    const patched = await m.api('PATCH', `/v1/products/${created.body.product.id}`, {
      body: { product: { returnable: true } },
    });
    expect(patched.body.product.returnable).toBe(true);
  });
});

describe('return eligibility (GET /v1/orders/{orderId}/return-eligibility)', () => {
  it('lists every line with its returnable quantity when all is well', async () => {
    const m = await merchantFixture();
    await enablePolicy(m);
    const { order, lines, products } = await processedOrder(m, { quantities: [2, 1], daysAgo: 3 });
    const e = await eligibility(m, order.id);
    expect(e.eligible).toBe(true);
    expect(new Date(e.window_ends_at).getTime()).toBeGreaterThan(Date.now() + 26 * 86_400_000);
    expect(e.items).toEqual([
      {
        id: lines[0]!.id,
        product: { id: products[0]!.id },
        quantity: 2,
        returnable_quantity: 2,
        eligible: true,
        not_eligible_because: [],
      },
      {
        id: lines[1]!.id,
        product: { id: products[1]!.id },
        quantity: 1,
        returnable_quantity: 1,
        eligible: true,
        not_eligible_because: [],
      },
    ]);
  });

  it('says policy_disabled, order_not_shipped, window_passed, country_not_allowed and final_sale', async () => {
    const m = await merchantFixture();
    const disabled = await processedOrder(m);
    expect((await eligibility(m, disabled.order.id)).items[0].not_eligible_because).toEqual([
      'policy_disabled',
    ]);

    await enablePolicy(m, { window_days: 14, allowed_countries: ['SE'] });
    const confirmed = await processedOrder(m, { status: 'confirmed' });
    const c = await eligibility(m, confirmed.order.id);
    expect(c.eligible).toBe(false);
    expect(c.window_ends_at).toBeNull();
    expect(c.items[0].not_eligible_because).toEqual(['order_not_shipped', 'country_not_allowed']);
    expect(c.items[0].returnable_quantity).toBe(0);

    const old = await processedOrder(m, { daysAgo: 20, customer: { country_code: 'SE' } });
    expect((await eligibility(m, old.order.id)).items[0].not_eligible_because).toEqual(['window_passed']);

    const finalSale = await processedOrder(m, {
      customer: { country_code: 'SE' },
      returnable: [false, true],
    });
    const f = await eligibility(m, finalSale.order.id);
    expect(f.items.map((i: any) => i.not_eligible_because)).toEqual([['final_sale'], []]);
    expect(f.eligible).toBe(true);

    // window from the order's creation: created 21 days ago, processed 20 days ago, window 21 days
    await enablePolicy(m, { window_days: 21, window_starts: 'order_created' });
    const byCreation = await processedOrder(m, { daysAgo: 20 });
    expect((await eligibility(m, byCreation.order.id)).items[0].not_eligible_because).toEqual([
      'window_passed',
    ]);
  });

  it('says already_returned for units in non-deleted returns of the order', async () => {
    const m = await merchantFixture();
    await enablePolicy(m);
    const { order, products } = await processedOrder(m, { quantities: [2, 1] });
    const r = await createReturnViaApi(m, {
      original_order: { id: order.id },
      items: [
        { product: { id: products[0]!.id }, quantity: 1 },
        { product: { id: products[1]!.id }, quantity: 1 },
      ],
    });
    const e = await eligibility(m, order.id);
    expect(e.items.map((i: any) => [i.returnable_quantity, i.not_eligible_because])).toEqual([
      [1, []],
      [0, ['already_returned']],
    ]);
    expect((await m.api('POST', `/v1/order-returns/${r.id}/_cancel`)).status).toBe(200);
    expect((await eligibility(m, order.id)).items.map((i: any) => i.returnable_quantity)).toEqual([2, 1]);
  });

  it("answers 404 ORDER_NOT_FOUND for another merchant's order and a malformed id", async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const { order } = await processedOrder(a);
    for (const id of [order.id, 'nope']) {
      const res = await b.api('GET', `/v1/orders/${id}/return-eligibility`);
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe('ORDER_NOT_FOUND');
    }
  });

  it('returns carry their origin, and lists filter on it', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const r = await createReturnViaApi(m, { items: [{ product: { id: p.id }, quantity: 1 }] });
    expect(r.origin).toBe('api');
    const api = await m.api('GET', '/v1/order-returns?origin=api');
    expect(api.body.order_returns.map((x: any) => x.id)).toEqual([r.id]);
    expect((await m.api('GET', '/v1/order-returns?origin=customer_page')).body).toEqual({
      order_returns: [],
      total: 0,
    });
    const bad = await m.api('GET', '/v1/order-returns?origin=fax');
    expect(bad.status).toBe(400);
    expect(bad.body.validation_errors[0].path).toBe('origin[0]');
  });
});
