import { searchParam, type SearchParams } from '@/components/ui';
import { DELIVERY_STATUSES } from '@/server/webhooks/schemas';

/** The delivery log's and its CSV export's filter: a known delivery status, else none. */
export function deliveryFiltersFromSearchParams(sp: SearchParams): {
  status: (typeof DELIVERY_STATUSES)[number] | undefined;
} {
  return { status: DELIVERY_STATUSES.find((s) => s === searchParam(sp.status)) };
}
