import { searchParam, type SearchParams } from '@/components/ui';
import { ListProductsQuery, type ListProductsFilter } from '@/server/products/schemas';

/** The product list's and its CSV export's filters (q, active), parsed with the API's query schema. */
export function productFiltersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): { filter: ListProductsFilter; valid: boolean } {
  const parsed = ListProductsQuery.safeParse({
    q: searchParam(sp.q),
    active: searchParam(sp.active),
    ...page,
  });
  return parsed.success ? { filter: parsed.data, valid: true } : { filter: { ...page }, valid: false };
}
