import type { SearchParams } from '@/components/ui';
import { ListOrdersQuery, type ListOrdersFilter } from '@/server/orders/schemas';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/** The list page's and the CSV export's filters, parsed with the API's query schema (04 B1). */
export function filtersFromSearchParams(
  sp: SearchParams,
  page: { offset: number; limit: number },
): { filter: ListOrdersFilter; valid: boolean } {
  const parsed = ListOrdersQuery.safeParse({
    status: one(sp.status),
    q: one(sp.q),
    merchants_id: one(sp.merchants_id),
    created_from: one(sp.created_from),
    created_to: one(sp.created_to),
    ...page,
  });
  return parsed.success ? { filter: parsed.data, valid: true } : { filter: { ...page }, valid: false };
}
