import { describe, expect, it } from 'vitest';
import { isAppError } from '@/server/core/errors';
import { locationsFromCsv } from '@/server/stock-ledger/locations/import-csv';
import {
  MOVEMENT_CSV_COLUMNS,
  describeMovement,
  movementCsvLine,
} from '@/server/stock-ledger/ledger/movements-csv';

/** The Locations screen's CSV import and the Movements tab's CSV (docs/decisions/stock-ledger.md). */
describe('locations from CSV', () => {
  it('reads a header in any order, semicolons, a byte order mark and yes/no', () => {
    const rows = locationsFromCsv(
      '\uFEFFKind;code;Zone;active\r\npick;A-01;A;yes\r\nbulk;B-01;;no\r\n\r\ndock;D-1;;\r\n',
    );
    expect(rows).toEqual([
      { code: 'A-01', kind: 'pick', zone: 'A', active: true },
      { code: 'B-01', kind: 'bulk', zone: null, active: false },
      { code: 'D-1', kind: 'dock', zone: null, active: true },
    ]);
  });

  it('names the line of a bad row, and refuses a code named twice', () => {
    const bad = (text: string) => {
      try {
        locationsFromCsv(text);
      } catch (err) {
        if (isAppError(err)) return err.validationErrors?.map((e) => e.path) ?? err.message;
      }
      return null;
    };
    expect(bad('code,kind\nA,attic\nB,pick\n')).toEqual(['locations[0].kind']);
    expect(bad('code,kind\nA,pick\nA,bulk\n')).toEqual(['locations[1].code']);
    expect(bad('code,kind\n"A,pick\n')).toMatch(/not CSV/);
  });
});

describe('movements as CSV', () => {
  it('writes one line per movement and says the change in words', () => {
    const m = {
      id: 'm1',
      product_id: 'p1',
      quantity: 2,
      from_state: 'on_shelf' as const,
      to_state: 'on_shelf' as const,
      from_location: 'A-1',
      to_location: 'B-2',
      batch_number: 'L1',
      best_before: '2030-01-01',
      reason: 'moved' as const,
      reference: { type: 'stock_move' as const, id: 'x1' },
      actor: { type: 'user' as const, id: 'u1', label: '=Lead' },
      occurred_at: '2026-11-28T10:00:00.000Z',
    };
    expect(MOVEMENT_CSV_COLUMNS).toHaveLength(15);
    expect(movementCsvLine(m)).toBe(
      "2026-11-28T10:00:00.000Z,m1,p1,moved,2,A-1,on_shelf,B-2,on_shelf,L1,2030-01-01,stock_move,x1,user,'=Lead\r\n",
    );
    expect(describeMovement(m)).toBe('2 on_shelf at A-1 -> B-2');
    expect(describeMovement({ ...m, from_state: null, from_location: null })).toBe('+2 on_shelf at B-2');
  });
});

describe('the cycle count forms', () => {
  it('read codes as a list, numbers typed as text, and only the filled rows', async () => {
    const { parseForm } = await import('@/server/core/http/form-state');
    const { CountResultForm, CreateCountForm } = await import('@/server/stock-ledger/counts/form-schemas');
    const form = (entries: [string, string][]) => {
      const f = new FormData();
      for (const [k, v] of entries) f.append(k, v);
      return f;
    };
    const created = parseForm(
      CreateCountForm,
      form([
        ['cycle_count.locations', 'A-1, A-2\nB-1'],
        ['cycle_count.not_counted_for_days', ''],
        ['cycle_count.variance_threshold_units', '2'],
      ]),
    );
    expect(created.data).toEqual({
      cycle_count: { locations: ['A-1', 'A-2', 'B-1'], variance_threshold_units: 2 },
    });
    const result = parseForm(
      CountResultForm,
      form([
        ['result.location', 'A-1'],
        ['result.items[0].product.gtin', '6400000000001'],
        ['result.items[0].quantity', '3'],
        ['result.items[1].product.gtin', ''],
        ['result.items[1].quantity', ''],
      ]),
    );
    expect(result.data).toEqual({
      result: { location: 'A-1', items: [{ product: { gtin: '6400000000001' }, quantity: 3 }] },
    });
  });
});
