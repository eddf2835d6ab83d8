import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { SHELF_GROUP_PARAM, applyShelfGroup, shelfGroupValue } from '@/server/split/shelf-group-filters';
import { listFreeUnitGroups } from '@/server/split/list-free-unit-groups';
import { addUnits, createProduct } from '../support/data';
import { merchantFixture } from '../support/fixtures';

/** The split screen's shelf groups: a product's free units by best-before date, batch and location (06, 03 §1). */
describe('free unit groups of a split source', () => {
  it('counts on_shelf units per date, batch and location, earliest date first, then location; nothing else', async () => {
    const db = await getDb();
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const other = await createProduct(m.merchantId);
    await addUnits(p.id, 3, { location: 'B-02', bestBefore: '2027-01-01', batchNumber: 'L1' });
    await addUnits(p.id, 2, { location: 'A-01', bestBefore: '2027-01-01', batchNumber: 'L1' });
    await addUnits(p.id, 1, { location: 'A-01', bestBefore: '2027-01-01', batchNumber: 'L2' });
    await addUnits(p.id, 4, { location: 'A-01', bestBefore: '2026-06-30', batchNumber: null });
    await addUnits(p.id, 5, { location: 'C-09' });
    // Not free or not on the shelf: never a group, nor counted in one.
    for (const state of ['reserved', 'picking', 'not_shelved', 'written_off', 'blocked'] as const)
      await addUnits(p.id, 2, { location: 'A-01', bestBefore: '2026-06-30', state });
    await addUnits(p.id, 7, { location: 'Z-99', bestBefore: '2026-01-01', state: 'reserved' });
    // Another product of the same merchant.
    await addUnits(other.id, 6, { location: 'A-01', bestBefore: '2026-06-30' });

    const { groups, cut } = await listFreeUnitGroups(db, m.merchantId, p.id);
    expect(cut).toBe(false);
    expect(groups).toEqual([
      { best_before: '2026-06-30', batch_number: null, location: 'A-01', quantity: 4 },
      { best_before: '2027-01-01', batch_number: 'L1', location: 'A-01', quantity: 2 },
      { best_before: '2027-01-01', batch_number: 'L2', location: 'A-01', quantity: 1 },
      { best_before: '2027-01-01', batch_number: 'L1', location: 'B-02', quantity: 3 },
      { best_before: null, batch_number: null, location: 'C-09', quantity: 5 },
    ]);
  });

  it("another merchant's product has no groups, even by its id", async () => {
    const db = await getDb();
    const m = await merchantFixture();
    const intruder = await merchantFixture();
    const p = await createProduct(m.merchantId);
    await addUnits(p.id, 4, { location: 'A-01', bestBefore: '2027-01-01' });

    expect(await listFreeUnitGroups(db, intruder.merchantId, p.id)).toEqual({
      groups: [],
      cut: false,
    });
    expect((await listFreeUnitGroups(db, m.merchantId, p.id)).groups).toEqual([
      { best_before: '2027-01-01', batch_number: null, location: 'A-01', quantity: 4 },
    ]);
  });

  it('says when there are more groups than it shows', async () => {
    const db = await getDb();
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    for (const loc of ['A', 'B', 'C']) await addUnits(p.id, 1, { location: loc });
    const { groups, cut } = await listFreeUnitGroups(db, m.merchantId, p.id, 2);
    expect(cut).toBe(true);
    expect(groups.map((g) => g.location)).toEqual(['A', 'B']);
  });
});

describe('choosing a shelf group on the split screen', () => {
  it("replaces the date and location filters with the group's, keeping the rest; no date clears the date", () => {
    const params = new URLSearchParams({
      source_sku: 'S',
      'target.sku': 'T',
      'filters.best_before': '2030-01-01',
      'filters.max_quantity': '3',
      [SHELF_GROUP_PARAM]: shelfGroupValue({ best_before: '2027-01-01', location: 'A|01 &x' }),
    });
    applyShelfGroup(params);
    expect(Object.fromEntries(params)).toEqual({
      source_sku: 'S',
      'target.sku': 'T',
      'filters.best_before': '2027-01-01',
      'filters.location': 'A|01 &x',
      'filters.max_quantity': '3',
    });
    params.set(SHELF_GROUP_PARAM, shelfGroupValue({ best_before: null, location: 'B-02' }));
    applyShelfGroup(params);
    expect(params.get('filters.best_before')).toBeNull();
    expect(params.get('filters.location')).toBe('B-02');
    expect(params.has(SHELF_GROUP_PARAM)).toBe(false);
  });
});
