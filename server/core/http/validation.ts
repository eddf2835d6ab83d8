import type { z } from 'zod';
import { validationError, type ValidationIssue } from '../errors';

/** `['order','items',0,'quantity']` -> `order.items[0].quantity` (04 A3). */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${String(seg)}` : String(seg);
  }
  return out;
}

export function zodIssues(error: z.ZodError, prefix: PropertyKey[] = []): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const issue of error.issues) {
    const base = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) issues.push({ path: formatPath([...base, k]), message: 'Unknown field.' });
      continue;
    }
    issues.push({ path: formatPath(base), message: issue.message });
  }
  return issues;
}

/** Parses with the schema or throws 400 VALIDATION_ERROR naming every failing path. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  prefix: PropertyKey[] = [],
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(zodIssues(result.error, prefix));
  return result.data;
}

export const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000).';

/**
 * PostgreSQL text cannot hold U+0000, so a string (or object key) holding it is refused as bad input, naming
 * its path, rather than failing in the database. `raw`, the JSON text it was parsed from, spares the walk when
 * that text cannot hold a NUL.
 */
export function assertNoNul(value: unknown, raw?: string): void {
  if (raw !== undefined && !raw.includes('\0') && !/\\u0000/i.test(raw)) return;
  const issues: ValidationIssue[] = [];
  const walk = (v: unknown, path: PropertyKey[]) => {
    if (typeof v === 'string') {
      if (v.includes('\0')) issues.push({ path: formatPath(path), message: NUL_MESSAGE });
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, [...path, i]));
    } else if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\0')) issues.push({ path: formatPath([...path, k]), message: NUL_MESSAGE });
        else walk(item, [...path, k]);
      }
    }
  };
  walk(value, []);
  if (issues.length) throw validationError(issues);
}
