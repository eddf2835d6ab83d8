import { zodIssues } from '@/server/core/http/validation';
import { formDataToObject, type FormState } from '@/server/portal/form-state';
import { SplitRequestSchema, type SplitRequest } from '@/server/split/schemas';

/** Form fields of the split screen: the API's zod paths, plus the translations as "code = name" lines. */
export const SPLIT_FIELDS = [
  'source_sku',
  'target.sku',
  'target.name',
  'target.name_translations',
  'filters.best_before',
  'filters.location',
  'filters.max_quantity',
] as const;

const TRANSLATION_LINE = /^([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*)\s*[=:]\s*(.+)$/;

/**
 * The split form (or the preview's query string) -> the API's split request, validated by the API's schema.
 * Field errors come back keyed by the same paths as the inputs' names.
 */
export function parseSplitForm(
  fields: FormData | URLSearchParams,
): { data: SplitRequest; state?: undefined } | { data?: undefined; state: FormState } {
  const fd = fields instanceof FormData ? fields : toFormData(fields);
  const raw = formDataToObject(fd) as Record<string, any>;
  delete raw.idempotency_key;
  const issues: { path: string; message: string }[] = [];
  const target = raw.target as Record<string, unknown> | undefined;
  if (target && typeof target.name_translations === 'string') {
    const names: Record<string, string> = {};
    for (const line of target.name_translations.split(/\r?\n/)) {
      const s = line.trim();
      if (!s) continue;
      const m = TRANSLATION_LINE.exec(s);
      if (m) names[m[1]!] = m[2]!.trim();
      else
        issues.push({
          path: 'target.name_translations',
          message: `Write one translation per line as code = name, e.g. "fi = Maito" (not "${s}").`,
        });
    }
    target.name_translations = Object.keys(names).length ? names : undefined;
  }
  const filters = raw.filters as Record<string, unknown> | undefined;
  if (
    filters &&
    typeof filters.max_quantity === 'string' &&
    /^\s*-?\d+(\.\d+)?\s*$/.test(filters.max_quantity)
  ) {
    filters.max_quantity = Number(filters.max_quantity);
  }
  for (const [path, message] of Object.entries(MISSING)) {
    const value = path === 'source_sku' ? raw.source_sku : target?.sku;
    if (typeof value !== 'string' || !value.trim()) issues.push({ path, message });
  }
  const parsed = SplitRequestSchema.safeParse(raw);
  if (!parsed.success) {
    for (const i of zodIssues(parsed.error)) {
      // Already said in words: a missing source or target (or the whole missing `target` object).
      if (
        issues.some(
          (m) => MISSING[m.path] === m.message && (m.path === i.path || m.path.startsWith(`${i.path}.`)),
        )
      )
        continue;
      issues.push({
        path: i.path.startsWith('target.name_translations')
          ? 'target.name_translations'
          : i.path || 'source_sku',
        message: i.message,
      });
    }
  }
  if (issues.length || !parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const i of issues) fieldErrors[i.path] ??= i.message;
    const missing = Object.keys(MISSING).filter((p) => fieldErrors[p] === MISSING[p]);
    return {
      state: {
        ok: false,
        message:
          missing.length && missing.length === Object.keys(fieldErrors).length
            ? `To preview, ${missing.map((p) => (p === 'source_sku' ? 'choose the source product' : 'type the target SKU')).join(' and ')}.`
            : 'Please correct the fields marked below.',
        fieldErrors,
        values: echo(fd),
      },
    };
  }
  return { data: parsed.data };
}

/** The raw text of each split field, to put back into inputs (and into the split form's hidden fields). */
export function splitFieldValues(fields: FormData | URLSearchParams): Record<string, string> {
  return echo(fields instanceof FormData ? fields : toFormData(fields));
}

function toFormData(params: URLSearchParams): FormData {
  const fd = new FormData();
  params.forEach((v, k) => {
    if ((SPLIT_FIELDS as readonly string[]).includes(k)) fd.append(k, v);
  });
  return fd;
}

function echo(fd: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of SPLIT_FIELDS) {
    const v = fd.get(name);
    if (typeof v === 'string' && v !== '') out[name] = v;
  }
  return out;
}

/** The split screen's Preview button: a preview is asked for (a form without a target otherwise only shows the shelf). */
export const PREVIEW_PARAM = 'preview';

/** What a missing field of the split form means, in words (zod only knows that a string was expected). */
const MISSING: Record<string, string> = {
  source_sku: 'Choose the product whose units move.',
  'target.sku': 'Type the SKU that receives the units: an existing product, or a new SKU to create.',
};

/** The split screen's "use this shelf group" button: its name, and its value for a group. */
export const SHELF_GROUP_PARAM = 'shelf_group';

export function shelfGroupValue(g: { best_before: string | null; location: string }): string {
  return new URLSearchParams({ best_before: g.best_before ?? '', location: g.location }).toString();
}

/**
 * A shelf group chosen on the split screen (sent with the form's other fields) replaces the best-before and
 * location filters: a group without a date clears the date filter, since units without a date never match one
 * (03 §2.1). The group's batch is not a split filter and is not sent.
 */
export function applyShelfGroup(params: URLSearchParams): void {
  const chosen = params.get(SHELF_GROUP_PARAM);
  params.delete(SHELF_GROUP_PARAM);
  if (chosen === null) return;
  const group = new URLSearchParams(chosen);
  const location = group.get('location');
  if (!location) return;
  params.set('filters.location', location);
  const bestBefore = group.get('best_before');
  if (bestBefore) params.set('filters.best_before', bestBefore);
  else params.delete('filters.best_before');
}
