import { parse } from 'csv-parse/sync';
import { AppError, validationError } from '@/server/core/errors';
import { ImportLocationsBody, type ImportLocationsInput } from './schemas';

/**
 * The Locations screen's CSV import (docs/decisions/stock-ledger.md §2): a header row naming `code`, `kind` and
 * optionally `zone`, `active` (true/false, yes/no, 1/0; empty: true), in any order, comma or semicolon separated.
 * The rows are validated by the API's import schema; an error names its line as `locations[i].field`.
 */
export function locationsFromCsv(text: string): ImportLocationsInput {
  let records: Record<string, string>[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      delimiter: [',', ';'],
      skip_empty_lines: true,
      trim: true,
    });
  } catch (err) {
    throw new AppError('VALIDATION_ERROR', `The file is not CSV: ${(err as Error).message}`);
  }
  const truth = (v: string | undefined) => (v === undefined || v === '' ? true : /^(true|yes|1|y)$/i.test(v));
  const parsed = ImportLocationsBody.safeParse({
    locations: records.map((r) => ({
      code: r.code,
      kind: r.kind,
      zone: r.zone || null,
      active: truth(r.active),
    })),
  });
  if (!parsed.success)
    throw validationError(
      parsed.error.issues.map((i) => ({
        path: i.path
          .map((p, n) => (n === 1 && typeof p === 'number' ? `[${p}]` : n ? `.${String(p)}` : String(p)))
          .join(''),
        message: i.message,
      })),
    );
  return parsed.data.locations;
}
