import type { ListOrdersFilter } from '@/server/orders/schemas';
import type { ListReturnsInput } from '@/server/returns/schemas';

/**
 * The filters each portal list offers: what its page reads from the address, its CSV export applies and a saved
 * view keeps (server/saved-views/schemas.ts). Each is a key of the list's API query schema (the compiler holds
 * them to it), so a filter is parsed and applied exactly as the API does; paging is never one of them.
 */
export const ORDER_LIST_FILTER_KEYS = [
  'status',
  'q',
  'merchants_id',
  'created_from',
  'created_to',
  'shipped_from',
  'shipped_to',
] as const satisfies readonly (keyof ListOrdersFilter)[];

export const RETURN_LIST_FILTER_KEYS = [
  'status',
  'type',
  'q',
  'reason',
  'condition',
  'discrepancy',
  'has_exchange',
  'exchange_status',
  'created_from',
  'created_to',
] as const satisfies readonly (keyof ListReturnsInput)[];

/** A list's filters as given in the address: the first non-empty value of each of its keys. */
export function listFilterValues<K extends string>(
  keys: readonly K[],
  sp: Record<string, string | string[] | undefined>,
): Record<K, string | undefined> {
  return Object.fromEntries(keys.map((k) => [k, searchParam(sp[k])])) as Record<K, string | undefined>;
}

/** One search parameter's value: the first when repeated, undefined when absent or empty. */
export function searchParam(v: string | string[] | undefined): string | undefined {
  // U+0000 cannot reach PostgreSQL (its text cannot hold it); in a screen's URL it is dropped.
  return (Array.isArray(v) ? v[0] : v)?.replaceAll('\0', '') || undefined;
}
