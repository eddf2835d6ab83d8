import { describe, expect, it } from 'vitest';
import { CSV_MAX_ROWS, CSV_PAGE_SIZE, csvCell, csvLine, csvResponse } from '@/server/core/csv';

describe('CSV exports', () => {
  it('quotes commas, quotes and line breaks, and keeps spreadsheet formulas from running', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes empty cells for null, numbers and booleans as they are, and ends the line with CRLF', () => {
    expect(csvLine(['x', null, undefined, 0, -3, true, false])).toBe('x,,,0,-3,true,false\r\n');
  });

  it('starts with a UTF-8 byte order mark, so spreadsheet programs read names like Skriptiä right', async () => {
    const res = csvResponse({
      name: 'products',
      columns: ['name'],
      readPage: async (offset) => (offset === 0 ? ['Skriptiä'] : []),
      toLine: (name) => csvLine([name]),
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFname\r\nSkriptiä\r\n');
  });

  it('streams the header, then pages of 500 until a short page', async () => {
    const calls: [number, number][] = [];
    const res = csvResponse({
      name: 'things',
      columns: ['n'],
      readPage: async (offset, limit) => {
        calls.push([offset, limit]);
        const left = Math.max(0, 1_200 - offset);
        return Array.from({ length: Math.min(limit, left) }, (_, i) => offset + i);
      },
      toLine: (n) => csvLine([n]),
    });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="things-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe('n');
    expect(lines.slice(1, -1)).toEqual(Array.from({ length: 1_200 }, (_, i) => String(i)));
    expect(lines.at(-1)).toBe('');
    expect(calls).toEqual([
      [0, CSV_PAGE_SIZE],
      [500, CSV_PAGE_SIZE],
      [1_000, CSV_PAGE_SIZE],
    ]);
  });

  it(`stops at ${CSV_MAX_ROWS} rows however long the list is`, async () => {
    let reads = 0;
    const res = csvResponse({
      name: 'endless',
      columns: ['n'],
      readPage: async (_offset, limit) => {
        reads++;
        return Array.from({ length: limit }, () => 1);
      },
      toLine: (n) => csvLine([n]),
    });
    const lines = (await res.text()).split('\r\n');
    expect(lines).toHaveLength(1 + CSV_MAX_ROWS + 1);
    expect(reads).toBe(CSV_MAX_ROWS / CSV_PAGE_SIZE);
  });
});
