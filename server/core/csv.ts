/**
 * CSV exports of the portal lists (06 "Everywhere": lists can be exported as CSV with the filters applied).
 * One escaping rule and one streaming loop for every list: RFC 4180 rows ending in CRLF, pages of 500 read
 * through the list's own domain function, at most CSV_MAX_ROWS rows.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** Rows read per call of the list function. */
export const CSV_PAGE_SIZE = 500;
/** An export stops after this many rows (the filters narrow a larger list). */
export const CSV_MAX_ROWS = 50_000;

/** Quotes when needed; a leading =, +, - or @ is prefixed with ' so spreadsheets never run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * One CSV line ending in CRLF: null and undefined are empty cells; numbers and booleans are written as they
 * are (a number is never a formula, so a negative one keeps its minus sign).
 */
export function csvLine(values: readonly CsvValue[]): string {
  return (
    values.map((v) => (v == null ? '' : typeof v === 'string' ? csvCell(v) : String(v))).join(',') + '\r\n'
  );
}

/**
 * A streamed CSV download: a UTF-8 byte order mark and the header, then `readPage(offset, limit)` page by page (one page per read of the
 * stream, so a slow client does not make the server buffer the whole list) until a short page or CSV_MAX_ROWS.
 */
export function csvResponse<T>(opts: {
  /** File name without date and extension, e.g. `orders` -> `orders-2026-01-31.csv`. */
  name: string;
  columns: readonly string[];
  readPage: (offset: number, limit: number) => Promise<T[]>;
  toLine: (row: T) => string;
}): Response {
  const encoder = new TextEncoder();
  let offset = 0;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A UTF-8 byte order mark first: without it spreadsheet programs read the file in the system's legacy
        // code page and show "Skriptiä" as "SkriptiÃ¤".
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(opts.columns)}`));
        return;
      }
      const rows = await opts.readPage(offset, CSV_PAGE_SIZE);
      offset += CSV_PAGE_SIZE;
      if (rows.length) controller.enqueue(encoder.encode(rows.map(opts.toLine).join('')));
      if (rows.length < CSV_PAGE_SIZE || offset >= CSV_MAX_ROWS) controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${opts.name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
