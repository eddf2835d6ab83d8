import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { createInboundShipment } from '@/server/inbound/system-shipment';
import { createIncident } from '@/server/stock/incidents';
import { createProduct } from '../support/data';
import { merchantFixture } from '../support/fixtures';

// The embedded database starts (migrations) in a hook, whose timeout allows for a busy machine.
beforeAll(async function warmDb() {
  await getDb();
});

/** Inbound shipments and incidents are written by other operations and read here (05 §3). */
describe('inbound shipments and incidents', () => {
  it('reads an inbound shipment with its lines; another merchant gets 404', async () => {
    const a = await merchantFixture(['products:read']);
    const b = await merchantFixture(['products:read']);
    const p1 = await createProduct(a.merchantId);
    const p2 = await createProduct(a.merchantId);
    const db = await getDb();
    const id = await db.transaction((tx) =>
      createInboundShipment(tx, {
        merchantId: a.merchantId,
        name: 'Return restock RT-1',
        status: 'processed',
        source: 'order_return',
        invoiced: true,
        processedAt: new Date('2026-11-20T10:00:00Z'),
        lines: [
          { productId: p1.id, quantity: 3 },
          { productId: p2.id, quantity: 1 },
        ],
      }),
    );
    const res = await a.api('GET', `/v1/inbound-shipments/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.inbound_shipment).toMatchObject({
      id,
      name: 'Return restock RT-1',
      status: 'processed',
      invoiced: true,
      lines: [
        { product_id: p1.id, quantity: 3 },
        { product_id: p2.id, quantity: 1 },
      ],
      processed_at: '2026-11-20T10:00:00.000Z',
    });
    expect(res.body.inbound_shipment.created_at).toEqual(expect.any(String));
    for (const r of [
      await b.api('GET', `/v1/inbound-shipments/${id}`),
      await a.api('GET', '/v1/inbound-shipments/nope'),
      await a.api('GET', '/v1/inbound-shipments/0123456789abcdef01234567'),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body.error_code).toBe('INBOUND_SHIPMENT_NOT_FOUND');
    }
  });

  it('reads an incident; another merchant gets 404', async () => {
    const a = await merchantFixture(['products:read']);
    const b = await merchantFixture(['products:read']);
    const p = await createProduct(a.merchantId);
    const db = await getDb();
    const id = await createIncident(db, {
      merchantId: a.merchantId,
      type: 'product_split',
      productId: p.id,
      quantity: 4,
      details: { target_sku: 'X-2' },
    });
    const res = await a.api('GET', `/v1/incidents/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.incident).toMatchObject({
      id,
      type: 'product_split',
      product_id: p.id,
      quantity: 4,
      details: { target_sku: 'X-2' },
    });
    for (const r of [await b.api('GET', `/v1/incidents/${id}`), await a.api('GET', '/v1/incidents/123')]) {
      expect(r.status).toBe(404);
      expect(r.body.error_code).toBe('INCIDENT_NOT_FOUND');
    }
    const noScope = await merchantFixture(['orders:read']);
    expect((await noScope.api('GET', `/v1/incidents/${id}`)).status).toBe(403);
  });
});
