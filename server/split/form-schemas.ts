import { z } from 'zod';
import { formGroup } from '@/server/core/http/form-fields';
import { SplitFiltersSchema, SplitRequestSchema, SplitTargetSchema } from './schemas';

/** What a missing field of the split form means, in words (zod only knows that a string was expected). */
export const SPLIT_MISSING: Readonly<Record<string, string>> = {
  source_sku: 'Choose the product whose units move.',
  'target.sku': 'Type the SKU that receives the units: an existing product, or a new SKU to create.',
};

const TRANSLATION_LINE = /^([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*)\s*[=:]\s*(.+)$/;

/** A required SKU input: left empty (or blank), it is refused with its words (SPLIT_MISSING). */
function requiredSku<S extends z.ZodType>(path: string, schema: S) {
  return z.preprocess((v, ctx) => {
    if (typeof v !== 'string' || !v.trim()) ctx.addIssue({ code: 'custom', message: SPLIT_MISSING[path]! });
    return v;
  }, schema);
}

/** The translations typed as "code = name" lines (`fi = Maito`): the API's object of names by language. */
const translationLines = z.preprocess((v, ctx) => {
  if (typeof v !== 'string') return v;
  const names: Record<string, string> = {};
  for (const line of v.split(/\r?\n/)) {
    const s = line.trim();
    if (!s) continue;
    const m = TRANSLATION_LINE.exec(s);
    if (m) names[m[1]!] = m[2]!.trim();
    else
      ctx.addIssue({
        code: 'custom',
        message: `Write one translation per line as code = name, e.g. "fi = Maito" (not "${s}").`,
      });
  }
  return Object.keys(names).length ? names : undefined;
}, SplitTargetSchema.shape.name_translations);

/**
 * The split screen's form (and its preview's query string) as the API's split request (03 §2.1): the source
 * and target SKUs with their words when missing, the translations as lines, the maximum quantity typed as
 * text. Only the request's own fields are kept (the form's idempotency key travels beside it).
 */
export const SplitForm = z.object({
  source_sku: requiredSku('source_sku', SplitRequestSchema.shape.source_sku),
  target: formGroup(
    SplitTargetSchema.extend({
      sku: requiredSku('target.sku', SplitTargetSchema.shape.sku),
      name_translations: translationLines,
    }),
  ),
  filters: SplitFiltersSchema.extend({
    max_quantity: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
      SplitFiltersSchema.shape.max_quantity,
    ),
  }).nullish(),
});
