import type { z } from 'zod';
import type { SearchParams } from '@/components/ui';
import { zodIssues } from '@/server/core/http/validation';

/**
 * A developer screen's filters, read with the API's own query schema: the search parameters that are valid
 * are used; invalid ones are dropped and named, so the list still shows and the screen says what was ignored.
 */
export function queryFromSearch<S extends z.ZodType>(
  schema: S,
  sp: SearchParams,
  keys: readonly string[],
): { query: z.output<S>; problems: string[] } {
  const raw: Record<string, string> = {};
  for (const k of keys) {
    const v = sp[k];
    const value = Array.isArray(v) ? v.join(',') : v;
    if (value) raw[k] = value;
  }
  const first = schema.safeParse(raw);
  if (first.success) return { query: first.data, problems: [] };
  const issues = zodIssues(first.error);
  const bad = new Set(issues.map((i) => i.path.split(/[.[]/)[0]!));
  for (const k of bad) delete raw[k];
  const second = schema.safeParse(raw);
  return {
    query: (second.success ? second.data : schema.parse({})) as z.output<S>,
    problems: issues.map((i) => `${i.path}: ${i.message}`),
  };
}
