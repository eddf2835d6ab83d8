import type { SearchParams } from '@/components/ui';
import { listFilterValues } from '@/server/core/http/list-filters';
import { RETURN_LIST_FILTER_KEYS } from '@/server/returns/reads/list-filter-keys';
import { ListReturnsQuery, type ListReturnsInput } from '@/server/returns/schemas';

/**
 * The filters as given in the address (the list's form shows them back as they were typed; a saved view keeps
 * them): the returns list's filter keys (server/returns/reads/list-filter-keys.ts).
 */
export function returnFilterValues(sp: SearchParams) {
  return listFilterValues(RETURN_LIST_FILTER_KEYS, sp);
}

/** The return list's and its CSV export's filters, parsed with the API's query schema. */
export function returnFiltersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): { filter: ListReturnsInput | { offset: number; limit: number }; valid: boolean } {
  const parsed = ListReturnsQuery.safeParse({ ...returnFilterValues(sp), ...page });
  return parsed.success ? { filter: parsed.data, valid: true } : { filter: { ...page }, valid: false };
}
