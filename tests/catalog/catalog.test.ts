import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { catalogServices, pickupPoints } from '@/db/schema';
import { merchantFixture, operatorFixture, uniq } from '../support/fixtures';

// The embedded database starts (migrations) in a hook, whose timeout allows for a busy machine.
beforeAll(async function warmDb() {
  await getDb();
});

describe('catalog services (05 §2)', () => {
  it('creates, patches and lists services; merchants see only active ones available to them', async () => {
    const op = await operatorFixture(['ops:admin']);
    const a = await merchantFixture(['orders:read']);
    const b = await merchantFixture(['products:read']);
    const code = uniq('GIFT');
    const created = await op.api('POST', '/ops/v1/catalog-services', {
      body: {
        catalog_service: {
          code,
          name: 'Gift wrap',
          kind: 'extra',
          active: true,
          merchant_ids: [a.merchantId],
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.catalog_service).toMatchObject({
      code,
      name: 'Gift wrap',
      kind: 'extra',
      active: true,
      merchant_ids: [a.merchantId],
    });
    const id = created.body.catalog_service.id;
    const forAll = await op.api('POST', '/ops/v1/catalog-services', {
      body: {
        catalog_service: {
          code: uniq('DHL'),
          name: 'Express',
          kind: 'delivery',
          active: true,
          merchant_ids: null,
        },
      },
    });
    expect(forAll.status).toBe(201);
    const inactive = await op.api('POST', '/ops/v1/catalog-services', {
      body: {
        catalog_service: {
          code: uniq('OLD'),
          name: 'Old',
          kind: 'delivery',
          active: false,
          merchant_ids: null,
        },
      },
    });
    const codesOf = async (m: typeof a, qs = '') =>
      (await m.api('GET', `/v1/catalog-services${qs ? qs + '&' : '?'}limit=500`)).body.catalog_services
        .map((s: any) => s.id)
        .filter((x: string) =>
          [id, forAll.body.catalog_service.id, inactive.body.catalog_service.id].includes(x),
        );
    expect(await codesOf(a)).toEqual([forAll.body.catalog_service.id, id]);
    expect(await codesOf(a, '?kind=extra')).toEqual([id]);
    expect(await codesOf(b)).toEqual([forAll.body.catalog_service.id]);

    const patched = await op.api('PATCH', `/ops/v1/catalog-services/${id}`, {
      body: { catalog_service: { merchant_ids: null, name: 'Gift wrap+' } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.catalog_service).toMatchObject({ code, name: 'Gift wrap+', merchant_ids: null });
    expect(await codesOf(b)).toContain(id);
    await op.api('PATCH', `/ops/v1/catalog-services/${id}`, { body: { catalog_service: { active: false } } });
    expect(await codesOf(b)).not.toContain(id);
    const all = await op.api('GET', '/ops/v1/catalog-services?limit=500');
    expect(all.body.catalog_services.map((s: any) => s.id)).toContain(id);
  });

  it('409 CATALOG_SERVICE_CODE_TAKEN on create and on patch; nothing changes', async () => {
    const op = await operatorFixture(['ops:admin']);
    const code = uniq('C');
    const first = await op.api('POST', '/ops/v1/catalog-services', {
      body: { catalog_service: { code, name: 'One', kind: 'extra' } },
    });
    expect(first.status).toBe(201);
    expect(first.body.catalog_service).toMatchObject({ active: true, merchant_ids: null });
    const dup = await op.api('POST', '/ops/v1/catalog-services', {
      body: { catalog_service: { code, name: 'Two', kind: 'extra' } },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error_code).toBe('CATALOG_SERVICE_CODE_TAKEN');
    const other = await op.api('POST', '/ops/v1/catalog-services', {
      body: { catalog_service: { code: uniq('C'), name: 'Three', kind: 'extra' } },
    });
    const clash = await op.api('PATCH', `/ops/v1/catalog-services/${other.body.catalog_service.id}`, {
      body: { catalog_service: { code } },
    });
    expect(clash.status).toBe(409);
    const db = await getDb();
    const rows = await db.select().from(catalogServices).where(eq(catalogServices.code, code));
    expect(rows.map((r) => r.name)).toEqual(['One']);
  });

  it('validates kind, merchant ids and answers 404 for unknown services', async () => {
    const op = await operatorFixture(['ops:admin']);
    const bad = await op.api('POST', '/ops/v1/catalog-services', {
      body: {
        catalog_service: {
          code: 'X',
          name: 'X',
          kind: 'pickup',
          merchant_ids: ['nope', '0123456789abcdef01234567'],
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validation_errors.map((e: any) => e.path).sort()).toEqual([
      'catalog_service.kind',
      'catalog_service.merchant_ids[0]',
    ]);
    const unknownMerchant = await op.api('POST', '/ops/v1/catalog-services', {
      body: {
        catalog_service: {
          code: uniq('X'),
          name: 'X',
          kind: 'extra',
          merchant_ids: ['0123456789abcdef01234567'],
        },
      },
    });
    expect(unknownMerchant.status).toBe(400);
    expect(unknownMerchant.body.validation_errors[0].path).toBe('catalog_service.merchant_ids[0]');
    for (const id of ['0123456789abcdef01234567', 'zzz']) {
      const r = await op.api('PATCH', `/ops/v1/catalog-services/${id}`, {
        body: { catalog_service: { name: 'Y' } },
      });
      expect(r.status).toBe(404);
      expect(r.body.error_code).toBe('CATALOG_SERVICE_NOT_FOUND');
    }
  });

  it('needs ops:admin to administer; a merchant token cannot', async () => {
    const m = await merchantFixture();
    const r = await m.api('POST', '/ops/v1/catalog-services', {
      body: { catalog_service: { code: 'Q', name: 'Q', kind: 'extra' } },
    });
    expect(r.status).toBe(403);
    const noRead = await merchantFixture(['webhooks:manage']);
    expect((await noRead.api('GET', '/v1/catalog-services')).status).toBe(403);
  });
});

describe('pickup points (05 §2)', () => {
  it('creates, patches, lists; merchants see active points only', async () => {
    const op = await operatorFixture(['ops:admin']);
    const m = await merchantFixture(['order_returns:read']);
    const code = uniq('PP');
    const res = await op.api('POST', '/ops/v1/pickup-points', {
      body: {
        pickup_point: {
          code,
          name: 'Kiosk Kamppi',
          address: 'Urho Kekkosen katu 1',
          postal_code: '00100',
          city: 'Helsinki',
          country_code: 'fi',
          active: true,
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.pickup_point).toMatchObject({ code, country_code: 'FI', active: true });
    const id = res.body.pickup_point.id;
    const listed = async () =>
      (await m.api('GET', '/v1/pickup-points?limit=500&postal_code=00100')).body.pickup_points.map(
        (p: any) => p.id,
      );
    expect(await listed()).toContain(id);
    const off = await op.api('PATCH', `/ops/v1/pickup-points/${id}`, {
      body: { pickup_point: { active: false, city: 'Espoo' } },
    });
    expect(off.status).toBe(200);
    expect(off.body.pickup_point).toMatchObject({ active: false, city: 'Espoo', name: 'Kiosk Kamppi' });
    expect(await listed()).not.toContain(id);
    const db = await getDb();
    expect((await db.select().from(pickupPoints).where(eq(pickupPoints.id, id)))[0]!.city).toBe('Espoo');
    const missing = await op.api('PATCH', '/ops/v1/pickup-points/0123456789abcdef01234567', {
      body: { pickup_point: { active: true } },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe('PICKUP_POINT_NOT_FOUND');
    const bad = await op.api('POST', '/ops/v1/pickup-points', {
      body: { pickup_point: { code: 'X', name: 'X', country_code: 'FIN' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validation_errors.map((e: any) => e.path)).toContain('pickup_point.country_code');
  });
});
