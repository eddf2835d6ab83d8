import type { SearchParams } from '@/components/ui';
import { ListProductsQuery, type ListProductsFilter } from '@/server/products/schemas';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/** The product list's and its CSV export's filters (q, active), parsed with the API's query schema. */
export function productFiltersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): { filter: ListProductsFilter; valid: boolean } {
  const parsed = ListProductsQuery.safeParse({ q: one(sp.q), active: one(sp.active), ...page });
  return parsed.success ? { filter: parsed.data, valid: true } : { filter: { ...page }, valid: false };
}
