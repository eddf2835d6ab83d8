import type { SearchParams } from '@/components/ui';
import { listFilterValues } from '@/server/core/http/list-filters';
import { ORDER_LIST_FILTER_KEYS } from '@/server/orders/reads/list-filter-keys';
import { ListOrdersQuery, type ListOrdersFilter } from '@/server/orders/schemas';

/** The filters as given in the address: the orders list's filter keys (server/orders/reads/list-filter-keys.ts). */
export function orderFilterValues(sp: SearchParams) {
  return listFilterValues(ORDER_LIST_FILTER_KEYS, sp);
}

/** The list page's and the CSV export's filters, parsed with the API's query schema (04 B1). */
export function filtersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): { filter: ListOrdersFilter; valid: boolean } {
  const parsed = ListOrdersQuery.safeParse({ ...orderFilterValues(sp), ...page });
  return parsed.success ? { filter: parsed.data, valid: true } : { filter: { ...page }, valid: false };
}
