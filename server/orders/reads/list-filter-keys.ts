import type { ListOrdersFilter } from '../schemas';

/**
 * The filters the orders list offers: what its page reads from the address, its CSV export applies and a saved
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
