import type { ListReturnsInput } from '../schemas';

/**
 * The filters the returns list offers: what its page reads from the address, its CSV export applies and a saved
 * view keeps (server/saved-views/schemas.ts). Each is a key of the list's API query schema (the compiler holds
 * them to it), so a filter is parsed and applied exactly as the API does; paging is never one of them.
 */
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
