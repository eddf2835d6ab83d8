import { encode } from 'next-auth/jwt';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { setClockForTests } from '@/server/core/clock';
import { getSecret } from '@/server/core/secrets';
import { createUser } from '@/server/users/create-user';
import { call, merchantFixture, uniq } from '../support/fixtures';
import { addUnits, createProduct } from '../support/data';
import { footprint, productBySku, unitsOf } from '../support/split-helpers';

/** POST /2015-01-01/products/product_split (03 §4.2, 04 D5): portal session, legacy body and answer, deprecation headers. */
const PATH = '/2015-01-01/products/product_split';

async function sessionCookie(
  merchantId: string | null,
  role: 'merchant_staff' | 'merchant_admin' | 'warehouse_staff',
) {
  const db = await getDb();
  const user = await createUser(db, merchantId, {
    email: `${uniq('u')}@example.com`,
    password: 'correct horse battery',
    role,
  } as any);
  const token = await encode({
    token: { uid: user.id, email: user.email, role, merchantId, name: null },
    secret: await getSecret('session'),
  });
  return `next-auth.session-token=${token}`;
}

function legacy(cookie: string | null, body: unknown) {
  return call('POST', PATH, { body, headers: cookie ? { cookie } : {} });
}

describe('legacy product split', () => {
  // Opening the database (embedded: start and migrate) belongs to setup, not to the first test's time budget.
  beforeAll(async () => {
    await getDb();
  });

  afterEach(() => setClockForTests(null));

  it('maps the legacy body onto the split and answers in the legacy shape, with deprecation headers', async () => {
    const m = await merchantFixture();
    const cookie = await sessionCookie(m.merchantId, 'merchant_staff');
    const source = await createProduct(m.merchantId, { name: 'Juice', gtin: '999' });
    const units = await addUnits(source.id, 3, { location: 'A-01', bestBefore: '2026-12-24' });
    await addUnits(source.id, 2, { location: 'B-01', bestBefore: '2026-12-24' });
    const targetSku = uniq('TGT');
    const res = await legacy(cookie, {
      source_product: { merchants_id: source.sku },
      target_product: {
        merchants_id: targetSku,
        name: 'Juice (xmas)',
        name_translations: { fi: 'Mehu' },
        gtin: 'ignored',
      },
      best_before: '2026-12-24',
      location: 'A-01',
      max_count: 2,
      op_name: 'old client',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBe('@1779235200');
    expect(res.headers.get('sunset')).toBeNull();
    expect(res.headers.get('link')).toBe('</v1/products/split>; rel="successor-version"');
    const target = await productBySku(m.merchantId, targetSku);
    expect(res.body).toEqual({
      success: true,
      source_product: expect.objectContaining({
        id: source.id,
        sku: source.sku,
        stock: expect.objectContaining({ on_hand: 3, available: 3 }),
      }),
      target_product: expect.objectContaining({
        id: target!.id,
        sku: targetSku,
        name: 'Juice (xmas)',
        gtin: '999',
        name_translations: { fi: 'Mehu' },
      }),
      inbound_shipment: expect.objectContaining({
        name: 'Product Split',
        status: 'processed',
        invoiced: false,
        lines: [{ product_id: target!.id, quantity: 2 }],
      }),
      incident: expect.objectContaining({ type: 'product_split', product_id: source.id, quantity: 2 }),
    });
    expect((await unitsOf(target!.id)).map((u) => u.id)).toEqual(units.slice(0, 2));
  });

  it('answers success false with reason no_articles_found when nothing matched, creating nothing', async () => {
    const m = await merchantFixture();
    const cookie = await sessionCookie(m.merchantId, 'merchant_admin');
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 1, { state: 'reserved' });
    const before = await footprint(m.merchantId);
    const res = await legacy(cookie, {
      source_product: { merchants_id: source.sku },
      target_product: { merchants_id: uniq('TGT') },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, reason: 'no_articles_found' });
    expect(res.headers.get('deprecation')).toBe('@1779235200');
    expect(await footprint(m.merchantId)).toEqual(before);
  });

  it('treats each call as a new split (a fresh key per call)', async () => {
    const m = await merchantFixture();
    const cookie = await sessionCookie(m.merchantId, 'merchant_staff');
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 3);
    const body = {
      source_product: { merchants_id: source.sku },
      target_product: { merchants_id: uniq('TGT') },
      max_count: 1,
    };
    const a = await legacy(cookie, body);
    const b = await legacy(cookie, body);
    expect([a.body.success, b.body.success]).toEqual([true, true]);
    expect(b.body.target_product.stock.on_hand).toBe(2);
    expect(b.body.incident.id).not.toBe(a.body.incident.id);
  });

  it('refuses without a session (401, no deprecation headers) and for users without a merchant (403)', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 1);
    const body = {
      source_product: { merchants_id: source.sku },
      target_product: { merchants_id: uniq('TGT') },
    };
    const anon = await legacy(null, body);
    expect(anon.status).toBe(401);
    expect(anon.headers.get('deprecation')).toBeNull();
    // A bearer token is not a session.
    const bearer = await m.api('POST', PATH, { body });
    expect(bearer.status).toBe(401);
    const warehouse = await legacy(await sessionCookie(null, 'warehouse_staff'), body);
    expect(warehouse.status).toBe(403);
    expect(warehouse.headers.get('deprecation')).toBe('@1779235200');
    expect((await unitsOf(source.id)).length).toBe(1);
  });

  it('answers the split errors in the shared error shape, with the deprecation headers', async () => {
    const m = await merchantFixture();
    const cookie = await sessionCookie(m.merchantId, 'merchant_staff');
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 1);
    const inactive = await createProduct(m.merchantId, { active: false });
    const cases: [unknown, number, string][] = [
      [
        { source_product: { merchants_id: uniq('NOPE') }, target_product: { merchants_id: 'X' } },
        404,
        'SOURCE_PRODUCT_NOT_FOUND',
      ],
      [
        { source_product: { merchants_id: source.sku }, target_product: { merchants_id: source.sku } },
        400,
        'TARGET_SAME_AS_SOURCE',
      ],
      [
        { source_product: { merchants_id: source.sku }, target_product: { merchants_id: inactive.sku } },
        409,
        'TARGET_PRODUCT_INACTIVE',
      ],
      [{ source_product: {}, target_product: { merchants_id: 'X' }, max_count: 0 }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await legacy(cookie, body);
      expect(res.status, code).toBe(status);
      expect(res.body.error_code).toBe(code);
      expect(res.headers.get('deprecation')).toBe('@1779235200');
    }
    const invalid = await legacy(cookie, {
      source_product: {},
      target_product: { merchants_id: 'X' },
      max_count: 0,
    });
    expect(invalid.body.validation_errors.map((e: any) => e.path).sort()).toEqual([
      'max_count',
      'source_product.merchants_id',
    ]);
  });

  it('is not deprecated before its deprecation date (no headers then)', async () => {
    setClockForTests('2026-01-01T00:00:00Z');
    const m = await merchantFixture();
    const cookie = await sessionCookie(m.merchantId, 'merchant_staff');
    const res = await legacy(cookie, {
      source_product: { merchants_id: uniq('NOPE') },
      target_product: { merchants_id: 'X' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('deprecation')).toBeNull();
  });

  it('both operations are described in /v1/openapi.json, the legacy one as deprecated', async () => {
    const res = await call('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    const current = res.body.paths['/v1/products/split'].post;
    expect(current.operationId).toBe('splitProduct');
    expect(current.security).toEqual([{ oauth2: ['products:manage'] }]);
    expect(JSON.stringify(current.parameters)).toContain('Idempotency-Key');
    const old = res.body.paths[PATH].post;
    expect(old.deprecated).toBe(true);
    expect(old['x-deprecation']).toMatchObject({ replacement_path: '/v1/products/split' });
    expect(old['x-sunset']).toBeNull();
  });
});
