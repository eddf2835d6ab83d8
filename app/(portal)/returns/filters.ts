import { searchParam, type SearchParams } from '@/components/ui';
import { ListReturnsQuery, type ListReturnsInput } from '@/server/returns/schemas';

/** The return list's and its CSV export's filters (status, type, q), parsed with the API's query schema. */
export function returnFiltersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): { filter: ListReturnsInput | { offset: number; limit: number }; valid: boolean } {
  const parsed = ListReturnsQuery.safeParse({
    status: searchParam(sp.status),
    type: searchParam(sp.type),
    q: searchParam(sp.q),
    ...page,
  });
  return parsed.success ? { filter: parsed.data, valid: true } : { filter: { ...page }, valid: false };
}
