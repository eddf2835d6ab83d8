import { z } from 'zod';
import { formFields, formRows } from '@/server/core/http/form-fields';
import { CountItemSchema, CountResultBody, CreateCountBody } from './schemas';

/** The cycle count screens' forms, built on the API's schemas (docs/decisions/stock-ledger.md §3). */

const asNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

/**
 * The team lead's new count: location codes typed or scanned as a list (spaces, commas or lines between them),
 * or "not counted for N days"; the threshold. What is left empty is absent, as the API takes it.
 */
export const CreateCountForm = z.object({
  cycle_count: z.preprocess((v) => {
    const c = { ...((v as Record<string, unknown> | undefined) ?? {}) };
    const codes = typeof c.locations === 'string' ? c.locations.split(/[\s,]+/).filter(Boolean) : [];
    if (codes.length) c.locations = codes;
    else delete c.locations;
    for (const k of ['not_counted_for_days', 'variance_threshold_units'])
      if (c[k] === undefined) delete c[k];
      else c[k] = asNumber(c[k]);
    return c;
  }, CreateCountBody.shape.cycle_count),
});

/** The counter's sheet of one location: product barcode (GTIN) and units per row; empty rows are no rows. */
export const CountResultForm = z.object({
  result: z.object({
    location: CountResultBody.shape.result.shape.location,
    items: formRows(
      (r) => Boolean((r.product as Record<string, unknown> | undefined)?.gtin) || r.quantity !== undefined,
      z.array(formFields(CountItemSchema, { quantity: asNumber })),
    ),
  }),
});
