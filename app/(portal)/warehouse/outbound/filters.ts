import { searchParam, type SearchParams } from '@/components/ui';
import { OpsListOrdersQuery, type OpsListOrdersFilter } from '@/server/outbound/schemas';

/** The queue's filters as the address gives them: `status` repeated (one per ticked box), the others once. */
export function queueFilterValues(sp: SearchParams) {
  const statuses = [sp.status ?? []].flat().filter(Boolean);
  return {
    status: statuses.length ? statuses.join(',') : undefined,
    merchant_id: searchParam(sp.merchant),
    delivery_method: searchParam(sp.delivery_method),
    pickup_point: searchParam(sp.pickup_point),
    created_from: searchParam(sp.created_from),
    created_to: searchParam(sp.created_to),
  };
}

/** The outbound screen's filters, parsed with the API's query schema (GET /ops/v1/orders takes several statuses). */
export function queueFiltersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): { filter: OpsListOrdersFilter; valid: boolean; raw: ReturnType<typeof queueFilterValues> } {
  const raw = queueFilterValues(sp);
  const parsed = OpsListOrdersQuery.safeParse({ ...raw, ...page });
  return { filter: parsed.success ? parsed.data : { ...page }, valid: parsed.success, raw };
}
