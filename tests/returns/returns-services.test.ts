import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { serviceAttachments } from '@/db/schema';
import { createCatalogService, createProduct } from '../support/data';
import { merchantFixture } from '../support/fixtures';
import { createReturnViaApi } from '../support/returns-data';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function storedFor(returnId: string) {
  const db = await getDb();
  return db.select().from(serviceAttachments).where(eq(serviceAttachments.orderReturnId, returnId));
}

describe('extra services on returns (02 §4.7-4.8, 04 C2)', () => {
  it('attaches by id or code to the return and to a line: 201 { service_attachment } with a UUID', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const svc = await createCatalogService({ kind: 'extra', name: 'Photo inspection' });
    const r = await createReturnViaApi(m, { items: [{ product: { id: p.id }, quantity: 1 }] });
    const res = await m.api('POST', `/v1/order-returns/${r.id}/extra_services`, {
      body: { service_attachment: { service: { id: svc.id }, quantity: 2, merchant_remarks: 'both sides' } },
    });
    expect(res.status).toBe(201);
    const a = res.body.service_attachment;
    expect(a).toMatchObject({
      service: { id: svc.id, code: svc.code },
      quantity: 2,
      merchant_remarks: 'both sides',
      status: 'active',
    });
    expect(a.id).toMatch(UUID);
    expect(new Date(a.created_stamp.ts).toString()).not.toBe('Invalid Date');
    const line = await m.api('POST', `/v1/order-returns/${r.id}/items/${r.items[0].id}/extra_services`, {
      body: { service_attachment: { service: { code: svc.code } } },
    });
    expect(line.status).toBe(201);
    expect(line.body.service_attachment).toMatchObject({
      service: { id: svc.id },
      quantity: null,
      merchant_remarks: null,
    });
    const stored = await storedFor(r.id);
    expect(stored.map((s) => [s.id, s.orderReturnItemId]).sort()).toEqual(
      [
        [a.id, null],
        [line.body.service_attachment.id, r.items[0].id],
      ].sort(),
    );
    // attached services are not listed back (02 §2.1 services: always empty)
    expect((await m.api('GET', `/v1/order-returns/${r.id}`)).body.order_return.services).toEqual([]);
  });

  it('keeps the id and parameters the client sends; an id is unique within its return (04 C2, E4)', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const svc = await createCatalogService({ kind: 'extra' });
    const r = await createReturnViaApi(m);
    const id = randomUUID();
    const attach = (mf: typeof m, returnId: string, extra: Record<string, unknown>) =>
      mf.api('POST', `/v1/order-returns/${returnId}/extra_services`, {
        body: { service_attachment: { service: { id: svc.id }, ...extra } },
      });
    const res = await attach(m, r.id, { id, parameters: { side: 'left', photos: 3 } });
    expect(res.status).toBe(201);
    expect(res.body.service_attachment).toMatchObject({ id, parameters: { side: 'left', photos: 3 } });
    const again = await attach(m, r.id, { id, quantity: 5 });
    expect(again.status).toBe(400);
    expect(again.body.error_code).toBe('VALIDATION_ERROR');
    expect(again.body.validation_errors).toEqual([
      { path: 'service_attachment.id', message: expect.any(String) },
    ]);
    expect((await storedFor(r.id)).map((s) => s.id)).toEqual([id]);
    // the same id on another return, also another merchant's, is another attachment
    const r2 = await createReturnViaApi(m);
    expect((await attach(m, r2.id, { id })).status).toBe(201);
    const theirs = await createReturnViaApi(other);
    expect((await attach(other, theirs.id, { id })).status).toBe(201);
    const bad = await attach(m, r.id, { id: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.body.validation_errors[0].path).toBe('service_attachment.id');
  });

  it('answers 404 CATALOG_SERVICE_NOT_FOUND, 403 SERVICE_NOT_AVAILABLE, 409 SERVICE_DISABLED, storing nothing', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const r = await createReturnViaApi(m);
    const delivery = await createCatalogService({ kind: 'delivery' });
    const elsewhere = await createCatalogService({ kind: 'extra', merchantIds: [other.merchantId] });
    const disabled = await createCatalogService({ kind: 'extra', active: false });
    const cases: [unknown, number, string][] = [
      [{ id: 'ffffffffffffffffffffffff' }, 404, 'CATALOG_SERVICE_NOT_FOUND'],
      [{ code: 'NO-SUCH-CODE' }, 404, 'CATALOG_SERVICE_NOT_FOUND'],
      [{ id: delivery.id }, 404, 'CATALOG_SERVICE_NOT_FOUND'],
      [{ id: elsewhere.id }, 403, 'SERVICE_NOT_AVAILABLE'],
      [{ code: disabled.code }, 409, 'SERVICE_DISABLED'],
    ];
    for (const [service, status, code] of cases) {
      const res = await m.api('POST', `/v1/order-returns/${r.id}/extra_services`, {
        body: { service_attachment: { service } },
      });
      expect(res.status, code).toBe(status);
      expect(res.body.error_code).toBe(code);
    }
    const invalid = await m.api('POST', `/v1/order-returns/${r.id}/extra_services`, {
      body: { service_attachment: { service: {}, quantity: 0 } },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.validation_errors.map((e: any) => e.path)).toEqual(
      expect.arrayContaining(['service_attachment.service', 'service_attachment.quantity']),
    );
    expect(await storedFor(r.id)).toHaveLength(0);
  });

  it("answers 404 for another merchant's return or line, and a line of another return", async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const svc = await createCatalogService({ kind: 'extra' });
    const r = await createReturnViaApi(m, { items: [{ product: { id: p.id }, quantity: 1 }] });
    const r2 = await createReturnViaApi(m, { items: [{ product: { id: p.id }, quantity: 1 }] });
    const body = { service_attachment: { service: { id: svc.id } } };
    const foreign = await other.api('POST', `/v1/order-returns/${r.id}/extra_services`, { body });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    const foreignLine = await other.api(
      'POST',
      `/v1/order-returns/${r.id}/items/${r.items[0].id}/extra_services`,
      { body },
    );
    expect(foreignLine.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    const crossed = await m.api('POST', `/v1/order-returns/${r.id}/items/${r2.items[0].id}/extra_services`, {
      body,
    });
    expect(crossed.status).toBe(404);
    expect(crossed.body.error_code).toBe('ORDER_RETURN_ITEM_NOT_FOUND');
    expect(await storedFor(r.id)).toHaveLength(0);
  });
});
