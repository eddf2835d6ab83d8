import { searchParam, type SearchParams } from '@/components/ui';
import { ListInboundQuery, type ListInboundFilter } from '@/server/inbound/schemas';

/** The inbound list's filters (status, source, expected range, q), parsed with the API's query schema. */
export function inboundFiltersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): { filter: ListInboundFilter; valid: boolean } {
  const parsed = ListInboundQuery.safeParse({
    status: searchParam(sp.status),
    source: searchParam(sp.source) ?? 'notice',
    expected_from: searchParam(sp.expected_from),
    expected_to: searchParam(sp.expected_to),
    q: searchParam(sp.q),
    ...page,
  });
  return parsed.success
    ? { filter: parsed.data, valid: true }
    : { filter: { ...page, source: ['notice'] }, valid: false };
}
