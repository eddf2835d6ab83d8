import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { merchantFixture, uniq } from '../support/fixtures';
import { addUnits, createProduct } from '../support/data';
import { footprint, productBySku, split, splitSetup as setup, unitsOf } from '../support/split-helpers';

/** Every error of 03 §7 that needs no second connection (the lock-based ones are in split-concurrency). */
describe('product split: errors', () => {
  // Opening the database (embedded: start and migrate) belongs to setup, not to the first test's time budget.
  beforeAll(async () => {
    await getDb();
  });

  it('requires a valid Idempotency-Key: 400 INVALID_IDEMPOTENCY_KEY, nothing stored', async () => {
    const { m, source } = await setup();
    const before = await footprint(m.merchantId);
    const body = { source_sku: source.sku, target: { sku: uniq('TGT') } };
    for (const key of [null, '', 'has space', 'x'.repeat(65), 'näyttö', 'tab\tkey']) {
      const res = await split(m, body, key);
      expect(res.status, String(key)).toBe(400);
      expect(res.body.error_code).toBe('INVALID_IDEMPOTENCY_KEY');
    }
    expect(await footprint(m.merchantId)).toEqual(before);
    // The limits themselves are fine: 64 visible ASCII characters.
    expect((await split(m, body, '!'.repeat(32) + '~'.repeat(32))).status).toBe(200);
  });

  it('refuses a target SKU equal to the source SKU: 400 TARGET_SAME_AS_SOURCE', async () => {
    const { m, source } = await setup();
    const before = await footprint(m.merchantId);
    const res = await split(m, { source_sku: source.sku, target: { sku: source.sku } });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('TARGET_SAME_AS_SOURCE');
    expect(await footprint(m.merchantId)).toEqual(before);
  });

  it('refuses more than 5000 units after filters and max_quantity: 400 SPLIT_TOO_LARGE, nothing changed', async () => {
    const { m, source } = await setup(0);
    await addUnits(source.id, 5001, { location: 'A-01' });
    await addUnits(source.id, 10, { location: 'B-01' });
    const before = await footprint(m.merchantId);
    const targetSku = uniq('TGT');
    const key = uniq('key');
    const res = await split(m, { source_sku: source.sku, target: { sku: targetSku } }, key);
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('SPLIT_TOO_LARGE');
    const res2 = await split(m, {
      source_sku: source.sku,
      target: { sku: targetSku },
      filters: { location: 'A-01' },
    });
    expect(res2.body.error_code).toBe('SPLIT_TOO_LARGE');
    expect(await footprint(m.merchantId)).toEqual(before);
    expect(await productBySku(m.merchantId, targetSku)).toBeNull();
    // Narrowed by max_quantity it goes through; the refused key was not consumed.
    const ok = await split(
      m,
      { source_sku: source.sku, target: { sku: targetSku }, filters: { max_quantity: 5000 } },
      key,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.moved_quantity).toBe(5000);
    const narrowed = await split(m, {
      source_sku: source.sku,
      target: { sku: targetSku },
      filters: { location: 'B-01' },
    });
    expect(narrowed.body.moved_quantity).toBe(10);
  });

  it('answers an unknown source SKU with 404 SOURCE_PRODUCT_NOT_FOUND', async () => {
    const { m } = await setup();
    const before = await footprint(m.merchantId);
    const res = await split(m, { source_sku: uniq('NOPE'), target: { sku: uniq('TGT') } });
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe('SOURCE_PRODUCT_NOT_FOUND');
    expect(await footprint(m.merchantId)).toEqual(before);
  });

  it('refuses an inactive target: 409 TARGET_PRODUCT_INACTIVE, nothing changed', async () => {
    const { m, source } = await setup();
    const target = await createProduct(m.merchantId, { active: false, name: 'Old' });
    const before = await footprint(m.merchantId);
    const res = await split(m, { source_sku: source.sku, target: { sku: target.sku, name: 'New' } });
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('TARGET_PRODUCT_INACTIVE');
    expect(await footprint(m.merchantId)).toEqual(before);
    expect(await productBySku(m.merchantId, target.sku)).toMatchObject({
      active: false,
      name: 'Old',
      onHand: 0,
    });
  });

  it('refuses when the figures do not equal the units: 409 PHANTOM_STOCK_SUSPECTED, nothing changed', async () => {
    const { m, source } = await setup();
    const db = await getDb();
    await db.execute(
      sql`update products set on_hand = on_hand + 2, available = available + 2 where id = ${source.id}`,
    );
    const before = await footprint(m.merchantId);
    const res = await split(m, { source_sku: source.sku, target: { sku: uniq('TGT') } });
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('PHANTOM_STOCK_SUSPECTED');
    expect(await footprint(m.merchantId)).toEqual(before);
  });

  it('refuses while a warehouse count marked the stock as in discrepancy (E12), and for a target whose figures are off', async () => {
    const { m, source } = await setup();
    const db = await getDb();
    await db.execute(
      sql`update products set stock_discrepancy = true, last_counted_quantity = 7 where id = ${source.id}`,
    );
    const before = await footprint(m.merchantId);
    const res = await split(m, { source_sku: source.sku, target: { sku: uniq('TGT') } });
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('PHANTOM_STOCK_SUSPECTED');

    const other = await createProduct(m.merchantId);
    await addUnits(other.id, 1);
    const target = await createProduct(m.merchantId);
    await db.execute(sql`update products set reserved = reserved + 1 where id = ${target.id}`);
    const before2 = await footprint(m.merchantId);
    const res2 = await split(m, { source_sku: other.sku, target: { sku: target.sku } });
    expect(res2.status).toBe(409);
    expect(res2.body.error_code).toBe('PHANTOM_STOCK_SUSPECTED');
    expect(await footprint(m.merchantId)).toEqual(before2);
    expect(before2.shipments).toBe(before.shipments);
  });

  it('needs the products:manage scope', async () => {
    const m = await merchantFixture(['products:read']);
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 1);
    const res = await split(m, { source_sku: source.sku, target: { sku: uniq('TGT') } });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('INSUFFICIENT_SCOPE');
    expect((await unitsOf(source.id)).length).toBe(1);
  });
});

describe('product split: bad bodies', () => {
  const bad: [string, unknown, string[]][] = [
    ['no body at all', undefined, ['']],
    ['an array', [], ['']],
    ['null', null, ['']],
    ['a string', 'split', ['']],
    ['empty object', {}, ['source_sku', 'target']],
    ['empty source_sku', { source_sku: '', target: { sku: 'T' } }, ['source_sku']],
    ['numeric source_sku', { source_sku: 12, target: { sku: 'T' } }, ['source_sku']],
    ['target not an object', { source_sku: 'S', target: 'T' }, ['target']],
    ['target without sku', { source_sku: 'S', target: { name: 'x' } }, ['target.sku']],
    ['empty target name', { source_sku: 'S', target: { sku: 'T', name: '' } }, ['target.name']],
    ['target SKU not a valid product SKU', { source_sku: 'S', target: { sku: 'has space' } }, ['target.sku']],
    ['target SKU too long', { source_sku: 'S', target: { sku: 'X'.repeat(65) } }, ['target.sku']],
    [
      'translation code not a language',
      { source_sku: 'S', target: { sku: 'T', name_translations: { finnish: 'Maito' } } },
      ['target.name_translations.finnish'],
    ],
    [
      'translations not strings',
      { source_sku: 'S', target: { sku: 'T', name_translations: { fi: 3 } } },
      ['target.name_translations.fi'],
    ],
    [
      'translations an array',
      { source_sku: 'S', target: { sku: 'T', name_translations: ['x'] } },
      ['target.name_translations'],
    ],
    ['filters not an object', { source_sku: 'S', target: { sku: 'T' }, filters: 5 }, ['filters']],
    [
      'impossible date',
      { source_sku: 'S', target: { sku: 'T' }, filters: { best_before: '2025-02-30' } },
      ['filters.best_before'],
    ],
    [
      'date with time',
      { source_sku: 'S', target: { sku: 'T' }, filters: { best_before: '2025-02-01T00:00:00Z' } },
      ['filters.best_before'],
    ],
    [
      'empty location',
      { source_sku: 'S', target: { sku: 'T' }, filters: { location: '' } },
      ['filters.location'],
    ],
    [
      'max_quantity 0',
      { source_sku: 'S', target: { sku: 'T' }, filters: { max_quantity: 0 } },
      ['filters.max_quantity'],
    ],
    [
      'max_quantity negative',
      { source_sku: 'S', target: { sku: 'T' }, filters: { max_quantity: -1 } },
      ['filters.max_quantity'],
    ],
    [
      'max_quantity fraction',
      { source_sku: 'S', target: { sku: 'T' }, filters: { max_quantity: 1.5 } },
      ['filters.max_quantity'],
    ],
    [
      'max_quantity string',
      { source_sku: 'S', target: { sku: 'T' }, filters: { max_quantity: '3' } },
      ['filters.max_quantity'],
    ],
    [
      'several problems',
      { source_sku: '', target: { sku: '' }, filters: { max_quantity: 0, best_before: 'x' } },
      ['source_sku', 'target.sku', 'filters.best_before', 'filters.max_quantity'],
    ],
  ];

  it.each(bad)('%s: 400 VALIDATION_ERROR listing each path, nothing stored', async (_name, body, paths) => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId, { sku: 'S' });
    await addUnits(source.id, 2);
    const before = await footprint(m.merchantId);
    const key = uniq('key');
    const res = await split(m, body, key);
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('VALIDATION_ERROR');
    // Each failing path is named (a path may carry more than one message).
    expect([...new Set(res.body.validation_errors.map((e: { path: string }) => e.path))].sort()).toEqual(
      [...paths].sort(),
    );
    expect(await footprint(m.merchantId)).toEqual(before);
    // The key was not consumed by the refused body.
    expect((await split(m, { source_sku: 'S', target: { sku: 'T' } }, key)).status).toBe(200);
  });

  it('answers malformed JSON and a wrong Content-Type with 400 VALIDATION_ERROR', async () => {
    const m = await merchantFixture();
    const headers = { 'idempotency-key': uniq('key') };
    const malformed = await m.api('POST', '/v1/products/split', {
      rawBody: '{"source_sku": ',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error_code).toBe('VALIDATION_ERROR');
    expect(malformed.body.validation_errors[0].path).toBe('');
    const form = await m.api('POST', '/v1/products/split', {
      rawBody: 'source_sku=S',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    expect(form.body.error_code).toBe('VALIDATION_ERROR');
  });

  it('ignores unknown fields', async () => {
    const m = await merchantFixture();
    const source = await createProduct(m.merchantId);
    await addUnits(source.id, 1);
    const res = await split(m, {
      source_sku: source.sku,
      target: { sku: uniq('TGT'), color: 'red' },
      filters: { shelf: 'x' },
      op_name: 'x',
    });
    expect(res.status).toBe(200);
    expect(res.body.moved_quantity).toBe(1);
  });
});
