import { searchParam, type SearchParams } from '@/components/ui';
import { ListProductsQuery, type ListProductsFilter } from '@/server/products/schemas';

/**
 * The product list's and its CSV export's filters (q, active, expires_within_days), parsed with the API's query
 * schema.
 */
export function productFiltersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): { filter: ListProductsFilter; valid: boolean } {
  const parsed = ListProductsQuery.safeParse({
    q: searchParam(sp.q),
    active: searchParam(sp.active),
    expires_within_days: searchParam(sp.expires_within_days),
    ...page,
  });
  return parsed.success ? { filter: parsed.data, valid: true } : { filter: { ...page }, valid: false };
}
