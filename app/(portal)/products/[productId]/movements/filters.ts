import { searchParam, type SearchParams } from '@/components/ui';
import { ProductMovementsQuery } from '@/server/stock-ledger/ledger/schemas';

/** The Movements tab's and its CSV's filters (reason, location, dates), parsed with the API's query schema. */
export function movementFiltersFrom(sp: SearchParams, page: { offset: number; limit: number }) {
  const parsed = ProductMovementsQuery.safeParse({
    reason: searchParam(sp.reason),
    location: searchParam(sp.location),
    occurred_from: searchParam(sp.occurred_from),
    occurred_to: searchParam(sp.occurred_to),
    ...page,
  });
  return parsed.success ? { filter: parsed.data, valid: true } : { filter: { ...page }, valid: false };
}
