import { parseForm, type FormState } from '@/server/core/http/form-state';
import { SPLIT_MISSING, SplitForm } from '@/server/split/form-schemas';
import type { SplitRequest } from '@/server/split/schemas';

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

/**
 * The split form (or the preview's query string) -> the API's split request, through parseForm with the split's
 * form schema (server/split/form-schemas.ts). Field errors come back keyed by the same paths as the inputs'
 * names; when all that is wrong is a missing source or target, the message says what to do to preview.
 */
export function parseSplitForm(
  fields: FormData | URLSearchParams,
): { data: SplitRequest; state?: undefined } | { data?: undefined; state: FormState } {
  const fd = fields instanceof FormData ? fields : toFormData(fields);
  const parsed = parseForm(SplitForm, fd);
  if (!parsed.state) return { data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(parsed.state.fieldErrors ?? {})) {
    // A translation's own refusal (`target.name_translations.fi`) is shown beside the one translations field.
    fieldErrors[path.startsWith('target.name_translations') ? 'target.name_translations' : path] ??= message;
  }
  const missing = Object.keys(SPLIT_MISSING).filter((p) => fieldErrors[p] === SPLIT_MISSING[p]);
  return {
    state: {
      ...parsed.state,
      message:
        missing.length && missing.length === Object.keys(fieldErrors).length
          ? `To preview, ${missing.map((p) => (p === 'source_sku' ? 'choose the source product' : 'type the target SKU')).join(' and ')}.`
          : parsed.state.message,
      fieldErrors,
      values: echo(fd),
    },
  };
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
