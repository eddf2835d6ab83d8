import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { AppError, type ValidationIssue } from '@/server/core/errors';
import { emptyAsNull, filledRows, formNumber } from '@/server/core/http/form-fields';
import {
  CloseBody,
  CreateNoticeBody,
  LocationSchema,
  MAX_NOTICE_LINES,
  MAX_RECEIPT_QUANTITY,
  PACKAGINGS,
  RECEIPT_CONDITIONS,
  type CreateNoticeInput,
} from './schemas';

/**
 * The portal's forms of inbound notices, on the API's schemas: the announce form's rows (one per line, each
 * naming its box by number) and the CSV upload (`box,sku,quantity,batch,best_before`) both become the API's
 * `boxes`, and the API's field errors come back to the row (or CSV line) they came from.
 */
const text = (max: number) => z.string().trim().min(1, 'Required.').max(max, `At most ${max} characters.`);

export const NoticeRowSchema = z.object({
  box: formNumber(
    z.number({ error: 'A box number.' }).int('A whole number.').min(1, 'From 1.').max(500, 'At most 500.'),
  ),
  sku: text(64),
  quantity: formNumber(
    z.number({ error: 'A number.' }).int('A whole number.').min(1, 'At least 1.').max(100_000),
  ),
  batch_number: text(64).optional(),
  best_before: z.iso.date('YYYY-MM-DD.').optional(),
});
export type NoticeRow = z.infer<typeof NoticeRowSchema>;

/** A row of the form someone filled in (the box number alone is the form's default, not a line). */
export const rowFilled = (r: Record<string, unknown>) =>
  ['sku', 'quantity', 'batch_number', 'best_before'].some((k) => r[k] !== undefined);

/** The filled rows of the form, each checked; errors at the form's own row (`inbound_shipment.rows[7].sku`). */
export function rowsFromForm(posted: unknown): {
  rows: NoticeRow[];
  rowOf: number[];
  errors: Record<string, string>;
} {
  const { rows, rowOf } = filledRows<Record<string, unknown>>(posted, rowFilled);
  const errors: Record<string, string> = {};
  const out: NoticeRow[] = [];
  rows.forEach((r, i) => {
    const parsed = NoticeRowSchema.safeParse(r);
    if (parsed.success) out.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        errors[`inbound_shipment.rows[${rowOf[i]}].${String(issue.path[0] ?? 'sku')}`] ??=
          issue.code === 'invalid_type' && r[String(issue.path[0])] === undefined
            ? 'Required.'
            : issue.message;
  });
  if (!rows.length) errors['inbound_shipment.rows'] = 'Enter at least one line.';
  return { rows: out, rowOf, errors };
}

const headerFields = {
  name: text(120),
  merchant_reference: text(64).optional(),
  expected_at: z.iso.date('YYYY-MM-DD.').optional(),
  carrier: text(64).optional(),
  tracking_codes: text(1000).optional(),
  packaging: z.enum(PACKAGINGS).default('boxes'),
  notes: text(2000).optional(),
};

export const NoticeCsvForm = z.object({ inbound_shipment: z.object(headerFields) });

/** Rows (by box number) -> the API's notice, with where each API line came from (`boxes[i].lines[j]` -> row). */
export function noticeFromRows(
  header: z.infer<typeof NoticeCsvForm>['inbound_shipment'],
  rows: NoticeRow[],
): { input: CreateNoticeInput; rowOf: Map<string, number> } {
  const numbers = [...new Set(rows.map((r) => r.box))].sort((a, b) => a - b);
  const rowOf = new Map<string, number>();
  const boxes = numbers.map((n, i) => {
    const mine = rows.map((r, at) => ({ r, at })).filter(({ r }) => r.box === n);
    return {
      lines: mine.map(({ r, at }, j) => {
        rowOf.set(`${i}.${j}`, at);
        return {
          product: { sku: r.sku },
          quantity: r.quantity,
          batch_number: r.batch_number ?? null,
          best_before: r.best_before ?? null,
        };
      }),
    };
  });
  const input = CreateNoticeBody.parse({
    inbound_shipment: {
      name: header.name,
      merchant_reference: header.merchant_reference ?? null,
      expected_at: header.expected_at ?? null,
      carrier: header.carrier ?? null,
      tracking_codes: header.tracking_codes ? header.tracking_codes.split(/[\s,]+/).filter(Boolean) : null,
      packaging: header.packaging,
      notes: header.notes ?? null,
      boxes,
    },
  }).inbound_shipment;
  return { input, rowOf };
}

/** An API error at `inbound_shipment.boxes[i].lines[j].product` -> the row it came from (`at(row, field, message)`). */
export function rowIssues(
  issues: ValidationIssue[],
  rowOf: Map<string, number>,
  at: (row: number, field: string, message: string) => ValidationIssue,
): ValidationIssue[] {
  return issues.map((issue) => {
    const m = /^inbound_shipment\.boxes\[(\d+)\]\.lines\[(\d+)\]\.(\w+)/.exec(issue.path);
    const row = m ? rowOf.get(`${m[1]}.${m[2]}`) : undefined;
    if (row === undefined) return issue;
    return at(row, m![3] === 'product' ? 'sku' : m![3]!, issue.message);
  });
}

/**
 * A CSV of lines: a header row naming the columns box, sku, quantity, batch and best_before (batch and
 * best_before may be left out or empty), then one line per row. A refusal names the CSV line.
 */
export function rowsFromCsv(csv: string): NoticeRow[] {
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch (err) {
    throw csvError(`The file is not a readable CSV: ${(err as Error).message}`);
  }
  if (!records.length) throw csvError('The file has no lines under its header.');
  const missing = ['box', 'sku', 'quantity'].filter((c) => !(c in records[0]!));
  if (missing.length)
    throw csvError(
      `The header must name the columns box, sku and quantity (missing: ${missing.join(', ')}).`,
    );
  if (records.length > MAX_NOTICE_LINES) throw csvError(`At most ${MAX_NOTICE_LINES} lines.`);
  return records.map((r, i) => {
    const parsed = NoticeRowSchema.safeParse({
      box: r.box || undefined,
      sku: r.sku || undefined,
      quantity: r.quantity || undefined,
      batch_number: r.batch || r.batch_number || undefined,
      best_before: r.best_before || undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw csvError(`Line ${i + 2}, ${String(issue.path[0] ?? '')}: ${issue.message}`);
    }
    return parsed.data;
  });
}

function csvError(message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, { validationErrors: [{ path: 'csv', message }] });
}

export const ArrivalForm = z.object({
  arrival: z.object({
    boxes_arrived: formNumber(
      z.number({ error: 'A number.' }).int('A whole number.').min(0).max(100_000),
    ).optional(),
    note: emptyAsNull(z.string().trim().max(2000).nullable()).optional(),
  }),
});

export const CloseForm = CloseBody;

export const ScanForm = z.object({
  scan: z.object({
    code: text(64),
    box: z.string().trim().max(32).optional(),
    quantity: formNumber(
      z.number({ error: 'A number.' }).int('A whole number.').min(1, 'At least 1.').max(MAX_RECEIPT_QUANTITY),
    ).default(1),
    condition: z.enum(RECEIPT_CONDITIONS).default('sellable'),
    location: LocationSchema.optional(),
    best_before: z.iso.date('YYYY-MM-DD.').optional(),
    batch_number: text(64).optional(),
  }),
});
