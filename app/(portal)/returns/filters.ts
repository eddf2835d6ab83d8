import { searchParam, type SearchParams } from '@/components/ui';
import { ListReturnsQuery, type ListReturnsInput } from '@/server/returns/schemas';

/**
 * The return list's and its CSV export's filters (status, type, q, reason, condition, discrepancy, has_exchange,
 * exchange_status, created_from, created_to), parsed with the API's query schema.
 */
/**
 * The filters as given in the address (the list's form shows them back as they were typed; a saved view keeps
 * them: server/saved-views/schemas.ts).
 */
export function returnFilterValues(sp: SearchParams) {
  return {
    status: searchParam(sp.status),
    type: searchParam(sp.type),
    q: searchParam(sp.q),
    reason: searchParam(sp.reason),
    condition: searchParam(sp.condition),
    discrepancy: searchParam(sp.discrepancy),
    has_exchange: searchParam(sp.has_exchange),
    exchange_status: searchParam(sp.exchange_status),
    created_from: searchParam(sp.created_from),
    created_to: searchParam(sp.created_to),
  };
}

export function returnFiltersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): { filter: ListReturnsInput | { offset: number; limit: number }; valid: boolean } {
  const parsed = ListReturnsQuery.safeParse({ ...returnFilterValues(sp), ...page });
  return parsed.success ? { filter: parsed.data, valid: true } : { filter: { ...page }, valid: false };
}
