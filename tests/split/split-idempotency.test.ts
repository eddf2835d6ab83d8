import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { purgeIdempotencyKeys } from '@/server/core/idempotency';
import { splitProduct } from '@/server/split/split-product';
import { merchantFixture, uniq } from '../support/fixtures';
import { addUnits, createProduct } from '../support/data';
import { eventsOf, footprint, split, splitSetup as setup, unitsOf } from '../support/split-helpers';

/** Idempotency of the split (03 §4.1, §7, §8, 04 A7). */
describe('product split: idempotency', () => {
  // Opening the database (embedded: start and migrate) belongs to setup, not to the first test's time budget.
  beforeAll(async () => {
    await getDb();
  });

  it('replays the first result for the same key and equal JSON, with Idempotent-Replayed: true, moving nothing', async () => {
    const { m, source } = await setup(5);
    const key = uniq('key');
    const targetSku = uniq('TGT');
    const first = await split(
      m,
      { source_sku: source.sku, target: { sku: targetSku }, filters: { max_quantity: 2 } },
      key,
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const after = await footprint(m.merchantId);

    // Same JSON with other key order and whitespace.
    const raw = `{ "filters": {"max_quantity":2},\n "target": { "sku": ${JSON.stringify(targetSku)} }, "source_sku": ${JSON.stringify(source.sku)} }`;
    const again = await m.api('POST', '/v1/products/split', {
      rawBody: raw,
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await footprint(m.merchantId)).toEqual(after);
    expect((await unitsOf(source.id)).length).toBe(3);
  });

  it('replays the first result unchanged even after the stock changed', async () => {
    const { m, source } = await setup(0);
    const key = uniq('key');
    const body = { source_sku: source.sku, target: { sku: uniq('TGT') } };
    const first = await split(m, body, key);
    expect(first.body.moved_quantity).toBe(0);
    await addUnits(source.id, 4);
    const events = (await eventsOf(m.merchantId, 'product.inventory_changed')).length;
    const again = await split(m, body, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await unitsOf(source.id)).length).toBe(4);
    expect((await eventsOf(m.merchantId, 'product.inventory_changed')).length).toBe(events);
  });

  it('refuses the same key with a different body: 409 IDEMPOTENCY_KEY_REUSED, nothing moved', async () => {
    const { m, source } = await setup(4);
    const key = uniq('key');
    const targetSku = uniq('TGT');
    expect(
      (
        await split(
          m,
          { source_sku: source.sku, target: { sku: targetSku }, filters: { max_quantity: 1 } },
          key,
        )
      ).status,
    ).toBe(200);
    const before = await footprint(m.merchantId);
    for (const body of [
      { source_sku: source.sku, target: { sku: targetSku }, filters: { max_quantity: 2 } },
      { source_sku: source.sku, target: { sku: targetSku } },
      { source_sku: source.sku, target: { sku: targetSku, name: 'x' }, filters: { max_quantity: 1 } },
      // equal after validation trims it, but not equal JSON (04 A7)
      { source_sku: source.sku, target: { sku: ` ${targetSku} ` }, filters: { max_quantity: 1 } },
    ]) {
      const res = await split(m, body, key);
      expect(res.status).toBe(409);
      expect(res.body.error_code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await footprint(m.merchantId)).toEqual(before);
  });

  it('replays a body that is the same JSON in another key order and spacing (04 A7)', async () => {
    const { m, source } = await setup(2);
    const key = uniq('key');
    const targetSku = uniq('TGT');
    const first = await split(m, { source_sku: source.sku, target: { sku: targetSku } }, key);
    expect(first.status).toBe(200);
    const again = await m.api('POST', '/v1/products/split', {
      rawBody: `{ "target" : {"sku":"${targetSku}"},\n "source_sku": "${source.sku}" }`,
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('scopes keys to the merchant', async () => {
    const a = await setup(2);
    const b = await setup(2);
    const key = uniq('key');
    const ra = await split(a.m, { source_sku: a.source.sku, target: { sku: 'SHORT-DATE' } }, key);
    const rb = await split(b.m, { source_sku: b.source.sku, target: { sku: 'SHORT-DATE' } }, key);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(rb.headers.get('idempotent-replayed')).toBeNull();
    expect(rb.body.moved_quantity).toBe(2);
    expect(rb.body.target_product_id).not.toBe(ra.body.target_product_id);
  });

  it('returns the first result to a retry after a failure right after commit', async () => {
    const { m, source } = await setup(3);
    const key = uniq('key');
    const body = { source_sku: source.sku, target: { sku: uniq('TGT') } };
    const db = await getDb();
    // The first request commits, then the process fails before the client gets the answer.
    const lost = await splitProduct(
      db,
      m.merchantId,
      { key, request: body },
      { type: 'api_client', id: m.clientId, label: 'test' },
    )
      .then(() => {
        throw new Error('connection reset after commit');
      })
      .catch((err: Error) => err);
    expect(lost).toBeInstanceOf(Error);
    const after = await footprint(m.merchantId);
    const retry = await split(m, body, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toMatchObject({
      moved_quantity: 3,
      source_product_id: source.id,
      target_created: true,
    });
    expect(await footprint(m.merchantId)).toEqual(after);
  });

  it('does not consume the key when the split fails, so the same key works once the cause is fixed', async () => {
    const m = await merchantFixture();
    const sku = uniq('SRC');
    const key = uniq('key');
    const body = { source_sku: sku, target: { sku: uniq('TGT') } };
    expect((await split(m, body, key)).body.error_code).toBe('SOURCE_PRODUCT_NOT_FOUND');
    const source = await createProduct(m.merchantId, { sku });
    await addUnits(source.id, 2);
    const res = await split(m, body, key);
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(res.body.moved_quantity).toBe(2);
  });

  it('keeps keys 30 days, after which the retention job removes them', async () => {
    const { m, source } = await setup(2);
    const key = uniq('key');
    const body = { source_sku: source.sku, target: { sku: uniq('TGT') }, filters: { max_quantity: 1 } };
    expect((await split(m, body, key)).body.moved_quantity).toBe(1);
    const db = await getDb();
    // Age this key (only this one: other tests' keys stay fresh) and run the retention purge.
    const age = (days: number) =>
      db.execute(
        sql`update idempotency_keys set created_at = now() - make_interval(days => ${days}) where merchant_id = ${m.merchantId} and key = ${key}`,
      );
    await age(29);
    await purgeIdempotencyKeys(db);
    expect((await split(m, body, key)).headers.get('idempotent-replayed')).toBe('true');
    await age(31);
    expect(await purgeIdempotencyKeys(db)).toBeGreaterThanOrEqual(1);
    const fresh = await split(m, body, key);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    expect(fresh.body.moved_quantity).toBe(1);
    expect((await unitsOf(source.id)).length).toBe(0);
  });
});
