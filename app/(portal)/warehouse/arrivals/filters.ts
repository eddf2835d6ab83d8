import { searchParam, type SearchParams } from '@/components/ui';
import { isId } from '@/server/core/ids';
import { OPEN_RETURN_STATUS_LIST, OPEN_RETURN_STATUSES } from '@/server/returns/return-states';
import { OpsListReturnsQuery, type OpsListReturnsInput } from '@/server/returns/schemas';

/**
 * The arrivals queue's and its CSV export's filters: status (default `open`: every return still to handle, so a
 * parcel just registered as arrived stays in the queue until it is completed; `all` for any), q, and the merchant
 * (default: all merchants), parsed with the ops API's query schema; invalid filters fall back to the default queue.
 */
export function arrivalFiltersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): {
  raw: { status: string; q?: string; merchant?: string };
  filter: OpsListReturnsInput & { merchantId: string | null };
  valid: boolean;
} {
  const raw = {
    status: searchParam(sp.status) ?? 'open',
    q: searchParam(sp.q),
    merchant: searchParam(sp.merchant),
  };
  const merchantId = raw.merchant && isId(raw.merchant) ? raw.merchant : null;
  const parsed = OpsListReturnsQuery.safeParse({
    ...raw,
    status: raw.status === 'all' ? undefined : raw.status === 'open' ? OPEN_RETURN_STATUSES : raw.status,
    ...page,
  });
  return parsed.success
    ? { raw, filter: { ...parsed.data, merchantId }, valid: !raw.merchant || merchantId !== null }
    : {
        raw,
        filter: { ...page, status: [...OPEN_RETURN_STATUS_LIST], merchantId: null },
        valid: false,
      };
}
