import { searchParam, type SearchParams } from '@/components/ui';
import { ListOrdersQuery, type ListOrdersFilter } from '@/server/orders/schemas';

/** The filters as given in the address (what a saved view keeps: server/saved-views/schemas.ts). */
export function orderFilterValues(sp: SearchParams) {
  return {
    status: searchParam(sp.status),
    q: searchParam(sp.q),
    merchants_id: searchParam(sp.merchants_id),
    created_from: searchParam(sp.created_from),
    created_to: searchParam(sp.created_to),
    shipped_from: searchParam(sp.shipped_from),
    shipped_to: searchParam(sp.shipped_to),
  };
}

/** The list page's and the CSV export's filters, parsed with the API's query schema (04 B1). */
export function filtersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): { filter: ListOrdersFilter; valid: boolean } {
  const parsed = ListOrdersQuery.safeParse({ ...orderFilterValues(sp), ...page });
  return parsed.success ? { filter: parsed.data, valid: true } : { filter: { ...page }, valid: false };
}
