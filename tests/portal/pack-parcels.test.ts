import { describe, expect, it } from 'vitest';
import {
  applyParcelOp,
  formatParcels,
  parcelsFromForm,
  parseParcels,
  shipmentFromForm,
  shipSummary,
} from '@/app/(portal)/warehouse/outbound/parcels';

const LINE = 'a'.repeat(24);
const packed = new Map([[LINE, 2]]);

describe('the pack screen parcels (kept in the address)', () => {
  it('round-trips rows through the address, one empty row by default, at most 50', () => {
    expect(parseParcels(undefined)).toEqual([
      { weight_grams: '', length_mm: '', width_mm: '', height_mm: '', tracking_code: '' },
    ]);
    expect(formatParcels(parseParcels(''))).toBe('');
    const rows = parseParcels('850:300:200:100:JJ-1,1200::::');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      weight_grams: '850',
      length_mm: '300',
      width_mm: '200',
      height_mm: '100',
      tracking_code: 'JJ-1',
    });
    expect(formatParcels(rows)).toBe('850:300:200:100:JJ-1,1200::::');
    expect(parseParcels(Array(80).fill('1::::').join(','))).toHaveLength(50);
    expect(parseParcels('<b>:1;drop:x y::')[0]).toMatchObject({ weight_grams: '', length_mm: '1' });
  });

  it('reads the form rows, adds and removes rows (never the last one)', () => {
    const f = new FormData();
    f.set('parcel_count', '2');
    f.set('parcels[0].weight_grams', ' 850 ');
    f.set('parcels[1].weight_grams', '1200');
    f.set('parcels[1].tracking_code', 'JJ 2');
    const rows = parcelsFromForm(f);
    expect(rows.map((r) => r.weight_grams)).toEqual(['850', '1200']);
    expect(rows[1]!.tracking_code).toBe('JJ2');
    expect(applyParcelOp(rows, 'add')).toHaveLength(3);
    expect(applyParcelOp(rows, 'remove:0').map((r) => r.weight_grams)).toEqual(['1200']);
    expect(applyParcelOp(applyParcelOp(rows, 'remove:0'), 'remove:0')).toHaveLength(1);
    expect(applyParcelOp(rows, 'remove:x')).toEqual(rows);
  });

  it('builds the API body with one parcel per row, and names the fields to correct', () => {
    const ok = shipmentFromForm(parseParcels('850:300:200:100:,1200::::'), {
      carrier: 'dhl',
      service: '',
      packed,
    });
    expect(ok.shipment).toMatchObject({
      carrier: 'dhl',
      tracking_codes: null,
      parcels: [
        { weight_grams: 850, length_mm: 300, width_mm: 200, height_mm: 100 },
        { weight_grams: 1200, length_mm: null },
      ],
      items: [{ order_item_id: LINE, quantity: 2 }],
    });
    const codes = shipmentFromForm(parseParcels('1::::A-123,2::::B-456'), {
      carrier: 'x',
      service: '',
      packed,
    });
    expect(codes.shipment).toMatchObject({ carrier: 'other', tracking_codes: ['A-123', 'B-456'] });

    const bad = shipmentFromForm(parseParcels('8.5::::A-123,0::::,::20000::'), {
      carrier: 'posti',
      service: '',
      packed: new Map(),
    });
    expect(bad.shipment).toBeUndefined();
    expect(bad.errors).toMatchObject({
      'parcels[0].weight_grams': 'A whole number, e.g. 850.',
      'parcels[1].weight_grams': 'Must be 1 or more.',
      'parcels[1].tracking_code': 'Give a tracking code for every parcel, or for none.',
      'parcels[2].width_mm': 'At most 10000.',
      items: 'Pack at least one unit first.',
    });
  });
});

describe('the ship form says what goes into the parcels', () => {
  it('in good grammar for one unit, one parcel and several', () => {
    expect(shipSummary(1, 1)).toBe('1 packed unit goes into one parcel, with one label.');
    expect(shipSummary(3, 1)).toBe('3 packed units go into one parcel, with one label.');
    expect(shipSummary(3, 2)).toBe('3 packed units go into 2 parcels, with a label on each.');
    expect(shipSummary(0, 1)).toBe('Pack at least one unit first.');
  });
});
