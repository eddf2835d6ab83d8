import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { WAREHOUSE_SCOPE } from '@/server/core/resource-scope';
import { noticeFromRows, rowsFromCsv, rowsFromForm } from '@/server/inbound/form-schemas';
import { scanIntoNotice } from '@/server/inbound/receiving/scan';
import { createProduct } from '../support/data';
import { merchantFixture, operatorFixture } from '../support/fixtures';
import { announce, arrive } from '../support/inbound-helpers';

const actor = { type: 'user' as const, id: null, label: 'warehouse@test' };

describe("the portal's inbound forms", () => {
  it('reads a CSV of lines into boxes, and names the CSV line of a mistake', () => {
    const rows = rowsFromCsv('Box,SKU,Quantity,Batch,Best_before\n2,A,3,L1,2030-01-01\n1,B,4,,\n2,C,1,,\n');
    const { input, rowOf } = noticeFromRows({ name: 'CSV', packaging: 'boxes' }, rows);
    expect(input.boxes.map((b) => b.lines.map((l) => [l.product.sku, l.quantity]))).toEqual([
      [['B', 4]],
      [
        ['A', 3],
        ['C', 1],
      ],
    ]);
    expect(input.boxes[1]!.lines[0]).toMatchObject({ batch_number: 'L1', best_before: '2030-01-01' });
    expect(rowOf.get('1.1')).toBe(2);
    expect(() => rowsFromCsv('box,sku,quantity\n1,A,0\n')).toThrow(/Line 2, quantity/);
    expect(() => rowsFromCsv('box,quantity\n1,2\n')).toThrow(/missing: sku/);
    expect(() => rowsFromCsv('box,sku,quantity\n')).toThrow(/no lines/);
  });

  it("keeps the form's rows where they were: errors name the row on the form", () => {
    const { rows, rowOf, errors } = rowsFromForm([
      { box: '1', sku: 'A', quantity: '2' },
      { box: '1' },
      { box: '2', quantity: '3' },
    ]);
    expect(rows).toHaveLength(1);
    expect(rowOf).toEqual([0, 2]);
    expect(errors).toEqual({ 'inbound_shipment.rows[2].sku': 'Required.' });
    expect(rowsFromForm([{ box: '1' }]).errors).toEqual({
      'inbound_shipment.rows': 'Enter at least one line.',
    });
  });
});

describe('scans at the receive screen', () => {
  it("opens a box by its label, receives by SKU or GTIN, refuses another notice's box and unknown codes in words", async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const p = await createProduct(m.merchantId, { gtin: '4006381333931' });
    const n = await announce(m, [{ lines: [{ productId: p.id, quantity: 2 }] }], { name: 'Scans' });
    const other = await announce(m, [{ lines: [{ productId: p.id, quantity: 1 }] }], {
      name: 'Other delivery',
    });
    await arrive(op, n.id);
    const db = await getDb();
    const scan = (code: string, extra = {}) =>
      scanIntoNotice(
        db,
        WAREHOUSE_SCOPE,
        n.id,
        { code, quantity: 1, condition: 'sellable', location: 'S-1', ...extra },
        { key: null, actor },
      );
    expect(await scan(n.boxes[0]!.code.toLowerCase())).toEqual({
      kind: 'box',
      box: { code: n.boxes[0]!.code, number: 1, of: 1 },
    });
    const bySku = await scan(p.sku, { box: n.boxes[0]!.code });
    expect(bySku).toMatchObject({ kind: 'unit', counted: 1, expected: 2, product: { sku: p.sku } });
    const byGtin = await scan('4006381333931');
    expect(byGtin).toMatchObject({ kind: 'unit', counted: 2, expected: 2 });
    await expect(scan(other.boxes[0]!.code)).rejects.toThrow(/belongs to notice "Other delivery"/);
    await expect(scan('NOPE-123')).rejects.toThrow('No product has the SKU or GTIN NOPE-123.');
    await expect(scan(p.sku, { location: null })).rejects.toThrow('Give the location the units go to.');
  });
});
