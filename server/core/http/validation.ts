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
