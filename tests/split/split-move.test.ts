import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { activityLog, inboundShipmentLines, inboundShipments, incidents } from '@/db/schema';
import { merchantFixture, uniq } from '../support/fixtures';
import { addUnits, createProduct } from '../support/data';
import {
  eventsOf,
  figuresOf,
  footprint,
  productById,
  productBySku,
  split,
  unitsOf,
} from '../support/split-helpers';

/** POST /v1/products/split: what moves and what is recorded (03 §1-§3, §6, 04 D1, D2, D4, E11). */
describe('product split: moving units', () => {
  // Opening the database (embedded: start and migrate) belongs to setup, not to the first test's time budget.
  beforeAll(async () => {
    await getDb();
  });

  it('moves only free on-shelf units to a new target copied from the source, keeping shelf, date and batch', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId, { name: 'Milk 1 l', gtin: '6414893400012' });
    const free = await addUnits(source.id, 3, {
      location: 'A-01',
      bestBefore: '2026-12-01',
      batchNumber: 'B1',
    });
    for (const state of ['reserved', 'picking', 'not_shelved', 'written_off', 'blocked'] as const) {
      await addUnits(source.id, 1, { location: 'A-01', bestBefore: '2026-12-01', state });
    }
    const targetSku = uniq('TGT');
    const res = await split(m, {
      source_sku: source.sku,
      target: { sku: targetSku, name: 'Milk 1 l (short date)', name_translations: { fi: 'Maito' } },
    });

    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    const target = await productBySku(m.merchantId, targetSku);
    expect(res.body).toEqual({
      moved_quantity: 3,
      source_product_id: source.id,
      source_sku: source.sku,
      target_product_id: target!.id,
      target_sku: targetSku,
      target_created: true,
      inbound_shipment_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      incident_id: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(target).toMatchObject({
      name: 'Milk 1 l (short date)',
      gtin: '6414893400012',
      nameTranslations: { fi: 'Maito' },
      active: true,
    });

    const moved = await unitsOf(target!.id);
    expect(moved.map((u) => u.id)).toEqual(free);
    expect(
      moved.every(
        (u) =>
          u.state === 'on_shelf' &&
          u.location === 'A-01' &&
          u.bestBefore === '2026-12-01' &&
          u.batchNumber === 'B1',
      ),
    ).toBe(true);
    const left = await unitsOf(source.id);
    expect(left.map((u) => u.state).sort()).toEqual([
      'blocked',
      'not_shelved',
      'picking',
      'reserved',
      'written_off',
    ]);

    for (const id of [source.id, target!.id]) {
      const f = await figuresOf(id);
      expect(f.stored).toEqual(f.counted);
    }
    expect((await figuresOf(source.id)).stored).toEqual({ on_hand: 4, reserved: 2, available: 0 });
    expect((await figuresOf(target!.id)).stored).toEqual({ on_hand: 3, reserved: 0, available: 3 });
  });

  it('records a processed, non-invoiced "Product Split" inbound shipment, an incident on the source and the activity', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 2);
    const targetSku = uniq('TGT');
    const res = await split(m, { source_sku: source.sku, target: { sku: targetSku } });
    expect(res.status).toBe(200);
    const db = await getDb();
    const [shipment] = await db
      .select()
      .from(inboundShipments)
      .where(eq(inboundShipments.id, res.body.inbound_shipment_id));
    expect(shipment).toMatchObject({
      merchantId: m.merchantId,
      name: 'Product Split',
      status: 'processed',
      invoiced: false,
      source: 'product_split',
    });
    expect(shipment!.processedAt).toBeInstanceOf(Date);
    const lines = await db
      .select()
      .from(inboundShipmentLines)
      .where(eq(inboundShipmentLines.inboundShipmentId, shipment!.id));
    expect(lines.map((l) => ({ productId: l.productId, quantity: l.quantity }))).toEqual([
      { productId: res.body.target_product_id, quantity: 2 },
    ]);
    const [incident] = await db.select().from(incidents).where(eq(incidents.id, res.body.incident_id));
    expect(incident).toMatchObject({
      merchantId: m.merchantId,
      type: 'product_split',
      productId: source.id,
      quantity: 2,
    });
    expect(incident!.details).toMatchObject({
      target_product_id: res.body.target_product_id,
      target_sku: targetSku,
      inbound_shipment_id: shipment!.id,
    });
    const log = await db.select().from(activityLog).where(eq(activityLog.merchantId, m.merchantId));
    expect(log.map((l) => [l.entityId, l.action, l.actorType, l.actorId])).toEqual(
      expect.arrayContaining([
        [res.body.target_product_id, 'product.created', 'api_client', m.clientId],
        [source.id, 'product.split_out', 'api_client', m.clientId],
        [res.body.target_product_id, 'product.split_in', 'api_client', m.clientId],
      ]),
    );
  });

  it('emits product.inventory_changed for both products with reason product_split, and no inbound_shipment.processed', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 4);
    const before = (await eventsOf(m.merchantId, 'product.inventory_changed')).length;
    const res = await split(m, {
      source_sku: source.sku,
      target: { sku: uniq('TGT') },
      filters: { max_quantity: 3 },
    });
    expect(res.status).toBe(200);
    const events = (await eventsOf(m.merchantId, 'product.inventory_changed')).slice(before);
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({
        product_id: source.id,
        sku: source.sku,
        on_hand: 1,
        reserved: 0,
        available: 1,
        change: { on_hand: -3, reserved: 0, available: -3 },
        reason: 'product_split',
      }),
      expect.objectContaining({
        product_id: res.body.target_product_id,
        on_hand: 3,
        reserved: 0,
        available: 3,
        change: { on_hand: 3, reserved: 0, available: 3 },
        reason: 'product_split',
      }),
    ]);
    expect(await eventsOf(m.merchantId, 'inbound_shipment.processed')).toEqual([]);
  });

  it('combines the filters with AND and takes the lowest unit ids first for max_quantity', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId);
    const a = await addUnits(source.id, 3, { location: 'A-01', bestBefore: '2026-12-01' });
    await addUnits(source.id, 2, { location: 'B-02', bestBefore: '2026-12-01' });
    await addUnits(source.id, 2, { location: 'A-01', bestBefore: '2027-01-15' });
    await addUnits(source.id, 2, { location: 'A-01', bestBefore: null });
    const b = await addUnits(source.id, 2, { location: 'A-01', bestBefore: '2026-12-01' });
    const res = await split(m, {
      source_sku: source.sku,
      target: { sku: uniq('TGT') },
      filters: { best_before: '2026-12-01', location: 'A-01', max_quantity: 4 },
    });
    expect(res.status).toBe(200);
    expect(res.body.moved_quantity).toBe(4);
    expect((await unitsOf(res.body.target_product_id)).map((u) => u.id)).toEqual([...a, b[0]]);
  });

  it('never matches units without a best-before date when filtering by date', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 2, { bestBefore: null });
    const dated = await addUnits(source.id, 1, { bestBefore: '2026-06-30' });
    const res = await split(m, {
      source_sku: source.sku,
      target: { sku: uniq('TGT') },
      filters: { best_before: '2026-06-30' },
    });
    expect(res.body.moved_quantity).toBe(1);
    expect((await unitsOf(res.body.target_product_id)).map((u) => u.id)).toEqual(dated);
  });

  it('moves into an existing active target without modifying it (names ignored)', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId, { name: 'Source', gtin: '111' });
    const target = await createProduct(m.merchantId, { name: 'Existing target', gtin: '222' });
    await addUnits(source.id, 2);
    const kept = await addUnits(target.id, 1);
    const res = await split(m, {
      source_sku: source.sku,
      target: { sku: target.sku, name: 'Ignored', name_translations: { fi: 'Ohitettu' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      moved_quantity: 2,
      target_product_id: target.id,
      target_created: false,
    });
    const after = await productById(target.id);
    expect(after).toMatchObject({
      name: 'Existing target',
      gtin: '222',
      nameTranslations: null,
      active: true,
      onHand: 3,
      available: 3,
    });
    expect((await unitsOf(target.id)).map((u) => u.id)).toContain(kept[0]);
  });

  it('defaults the new target name and translations to the source', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId, { name: 'Coffee 500 g', gtin: '555' });
    await addUnits(source.id, 1);
    const sku = uniq('TGT');
    const res = await split(m, { source_sku: source.sku, target: { sku } });
    expect(res.status).toBe(200);
    expect(await productBySku(m.merchantId, sku)).toMatchObject({
      name: 'Coffee 500 g',
      gtin: '555',
      merchantId: m.merchantId,
    });
  });

  it('with no matching unit answers moved_quantity 0 and creates or changes nothing', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 2, { location: 'A-01' });
    await addUnits(source.id, 2, { location: 'B-01', state: 'reserved' });
    const existing = await createProduct(m.merchantId);
    const before = await footprint(m.merchantId);
    for (const target of [uniq('TGT'), existing.sku]) {
      const res = await split(m, {
        source_sku: source.sku,
        target: { sku: target },
        filters: { location: 'B-01' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        moved_quantity: 0,
        source_product_id: source.id,
        source_sku: source.sku,
        target_product_id: null,
        target_sku: target,
        target_created: false,
        inbound_shipment_id: null,
        incident_id: null,
      });
    }
    expect(await footprint(m.merchantId)).toEqual(before);
  });

  it('moves exactly 5000 units, the maximum', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 5000);
    const res = await split(m, { source_sku: source.sku, target: { sku: uniq('TGT') } });
    expect(res.status).toBe(200);
    expect(res.body.moved_quantity).toBe(5000);
    expect((await figuresOf(res.body.target_product_id)).counted).toEqual({
      on_hand: 5000,
      reserved: 0,
      available: 5000,
    });
    expect((await figuresOf(source.id)).stored).toEqual({ on_hand: 0, reserved: 0, available: 0 });
  });

  it("treats another merchant's SKU as unknown and never touches its stock", async () => {
    const owner = await merchantFixture();
    const other = await merchantFixture();
    const source = await createProduct(owner.merchantId);
    await addUnits(source.id, 2);
    const res = await split(other, { source_sku: source.sku, target: { sku: uniq('TGT') } });
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe('SOURCE_PRODUCT_NOT_FOUND');
    expect((await unitsOf(source.id)).length).toBe(2);
    // A target SKU that exists only at another merchant is a new product for this one.
    const mine = await createProduct(other.merchantId);
    await addUnits(mine.id, 1);
    const res2 = await split(other, { source_sku: mine.sku, target: { sku: source.sku } });
    expect(res2.status).toBe(200);
    expect(res2.body.target_created).toBe(true);
    expect(res2.body.target_product_id).not.toBe(source.id);
    expect((await productById(source.id)).onHand).toBe(2);
  });
});
