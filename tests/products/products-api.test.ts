import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { activityLog, products } from '@/db/schema';
import { merchantFixture, uniq } from '../support/fixtures';

async function productRows(merchantId: string) {
  const db = await getDb();
  return db.select().from(products).where(eq(products.merchantId, merchantId));
}

// The embedded database starts (migrations) in a hook, whose timeout allows for a busy machine.
beforeAll(async function warmDb() {
  await getDb();
});

describe('products API (05 §3)', () => {
  it('creates a product with zero stock figures, reads it back and logs who did it', async () => {
    const m = await merchantFixture();
    const sku = uniq('SKU');
    const res = await m.api('POST', '/v1/products', {
      body: {
        product: {
          sku,
          name: 'Coffee 500 g',
          gtin: '6410405082657',
          name_translations: { fi: 'Kahvi 500 g' },
        },
      },
    });
    expect(res.status).toBe(201);
    const p = res.body.product;
    expect(p).toMatchObject({
      sku,
      name: 'Coffee 500 g',
      gtin: '6410405082657',
      name_translations: { fi: 'Kahvi 500 g' },
      active: true,
      stock: {
        on_hand: 0,
        reserved: 0,
        available: 0,
        last_counted_quantity: null,
        last_counted_at: null,
        discrepancy: false,
      },
    });
    expect(p.id).toMatch(/^[0-9a-f]{24}$/);
    const read = await m.api('GET', `/v1/products/${p.id}`);
    expect(read.status).toBe(200);
    expect(read.body.product).toEqual(p);
    const db = await getDb();
    const log = await db.select().from(activityLog).where(eq(activityLog.entityId, p.id));
    expect(log.map((l) => l.action)).toEqual(['product.created']);
    expect(log[0]!.actorType).toBe('api_client');
  });

  it('refuses a SKU the merchant already has (409), but another merchant may use it', async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const sku = uniq('SKU');
    expect((await a.api('POST', '/v1/products', { body: { product: { sku, name: 'One' } } })).status).toBe(
      201,
    );
    const dup = await a.api('POST', '/v1/products', { body: { product: { sku, name: 'Two' } } });
    expect(dup.status).toBe(409);
    expect(dup.body.error_code).toBe('PRODUCT_SKU_TAKEN');
    expect((await productRows(a.merchantId)).map((r) => r.name)).toEqual(['One']);
    expect((await b.api('POST', '/v1/products', { body: { product: { sku, name: 'Other' } } })).status).toBe(
      201,
    );
  });

  it('rejects bad input with paths and stores nothing', async () => {
    const m = await merchantFixture();
    const bad = await m.api('POST', '/v1/products', {
      body: { product: { sku: 'has space', name: '', gtin: '12ab' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('VALIDATION_ERROR');
    const paths = bad.body.validation_errors.map((e: any) => e.path).sort();
    expect(paths).toEqual(['product.gtin', 'product.name', 'product.sku']);
    const missing = await m.api('POST', '/v1/products', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.validation_errors[0].path).toBe('product');
    const notJson = await m.api('POST', '/v1/products', {
      rawBody: '{"product":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await productRows(m.merchantId)).toHaveLength(0);
  });

  it('patches name, gtin (null clears), translations and active; the SKU is immutable', async () => {
    const m = await merchantFixture();
    const sku = uniq('SKU');
    const { body } = await m.api('POST', '/v1/products', {
      body: { product: { sku, name: 'Tea', gtin: '12345678' } },
    });
    const id = body.product.id;
    const res = await m.api('PATCH', `/v1/products/${id}`, {
      body: {
        product: { name: 'Green tea', gtin: null, name_translations: { sv: 'Grönt te' }, active: false },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({
      sku,
      name: 'Green tea',
      gtin: null,
      name_translations: { sv: 'Grönt te' },
      active: false,
    });
    const skuChange = await m.api('PATCH', `/v1/products/${id}`, {
      body: { product: { sku: 'NEW', name: 'X' } },
    });
    expect(skuChange.status).toBe(400);
    expect(skuChange.body.validation_errors).toEqual([
      { path: 'product.sku', message: 'The SKU cannot be changed.' },
    ]);
    const [row] = await productRows(m.merchantId);
    expect(row).toMatchObject({ sku, name: 'Green tea', gtin: null, active: false });
  });

  it('lists with filters sku, q, active and pagination', async () => {
    const m = await merchantFixture();
    const mk = (sku: string, name: string, active = true) =>
      m.api('POST', '/v1/products', { body: { product: { sku, name, active } } });
    await mk('CO-1', 'Coffee dark');
    await mk('CO-2', 'Coffee light');
    await mk('TE-1', 'Tea 100%', false);
    const all = await m.api('GET', '/v1/products');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.products.map((p: any) => p.sku)).toEqual(['TE-1', 'CO-2', 'CO-1']);
    expect((await m.api('GET', '/v1/products?sku=CO-2')).body.products.map((p: any) => p.sku)).toEqual([
      'CO-2',
    ]);
    const q = await m.api('GET', '/v1/products?q=coffee&limit=1&offset=1');
    expect(q.body).toMatchObject({ total: 2 });
    expect(q.body.products.map((p: any) => p.sku)).toEqual(['CO-1']);
    expect((await m.api('GET', '/v1/products?q=co-')).body.total).toBe(2);
    expect((await m.api('GET', '/v1/products?q=%25')).body.products.map((p: any) => p.sku)).toEqual(['TE-1']);
    expect((await m.api('GET', '/v1/products?active=false')).body.products.map((p: any) => p.sku)).toEqual([
      'TE-1',
    ]);
    for (const qs of ['limit=0', 'limit=501', 'offset=-1', 'active=yes', 'limit=1.5']) {
      const r = await m.api('GET', `/v1/products?${qs}`);
      expect(r.status, qs).toBe(400);
      expect(r.body.error_code).toBe('VALIDATION_ERROR');
    }
  });

  it("never shows another merchant's product: 404 on read and patch, absent from lists", async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const { body } = await a.api('POST', '/v1/products', {
      body: { product: { sku: uniq('SKU'), name: 'Secret' } },
    });
    const id = body.product.id;
    for (const res of [
      await b.api('GET', `/v1/products/${id}`),
      await b.api('PATCH', `/v1/products/${id}`, { body: { product: { name: 'Hacked' } } }),
      await b.api('GET', `/v1/products/${id}/stock-units`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe('PRODUCT_NOT_FOUND');
    }
    expect((await b.api('GET', '/v1/products')).body.total).toBe(0);
    expect((await productRows(a.merchantId))[0]!.name).toBe('Secret');
    const notHex = await a.api('GET', '/v1/products/not-an-id');
    expect(notHex.status).toBe(404);
    expect(notHex.body.error_code).toBe('PRODUCT_NOT_FOUND');
  });

  it('checks scopes: products:read does not allow creating', async () => {
    const m = await merchantFixture(['products:read']);
    const res = await m.api('POST', '/v1/products', { body: { product: { sku: 'X', name: 'Y' } } });
    expect(res.status).toBe(403);
    expect(res.body.details.required_scope).toBe('products:manage');
    expect(await productRows(m.merchantId)).toHaveLength(0);
  });
});
