import { searchParam, type SearchParams } from '@/components/ui';
import { OpsListReturnsQuery, type OpsListReturnsInput } from '@/server/returns/schemas';

/**
 * The arrivals queue's and its CSV export's filters: status (default: parcels still expected, `all` for any)
 * and q, parsed with the ops API's query schema; invalid filters fall back to the default queue.
 */
export function arrivalFiltersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): { raw: { status: string; q?: string }; filter: OpsListReturnsInput; valid: boolean } {
  const raw = { status: searchParam(sp.status) ?? 'preinfo_received', q: searchParam(sp.q) };
  const parsed = OpsListReturnsQuery.safeParse({
    ...raw,
    status: raw.status === 'all' ? undefined : raw.status,
    ...page,
  });
  return parsed.success
    ? { raw, filter: parsed.data, valid: true }
    : { raw, filter: { ...page, status: ['preinfo_received'] }, valid: false };
}
