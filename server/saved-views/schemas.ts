import { z } from 'zod';
import type { SavedView } from '@/db/schema';
import { ORDER_LIST_FILTER_KEYS } from '@/server/orders/reads/list-filter-keys';
import { RETURN_LIST_FILTER_KEYS } from '@/server/returns/reads/list-filter-keys';

/** The lists a view can be saved for. */
export const SAVED_VIEW_LISTS = ['orders', 'returns'] as const;
export const SavedViewListSchema = z.enum(SAVED_VIEW_LISTS, 'Must be orders or returns.');
export type SavedViewList = z.infer<typeof SavedViewListSchema>;

/**
 * The filter keys a view of each list keeps: the list's own filters (ORDER_LIST_FILTER_KEYS, RETURN_LIST_FILTER_KEYS). Paging
 * (offset, limit) and anything else in the address (a flash, an error code) is never part of a view.
 */
export const SAVED_VIEW_FILTER_KEYS: Record<SavedViewList, readonly string[]> = {
  orders: ORDER_LIST_FILTER_KEYS,
  returns: RETURN_LIST_FILTER_KEYS,
};

/** At most this many views per user, merchant and list. */
export const MAX_SAVED_VIEWS = 20;

/** A query longer than this is not a list's filters. */
const MAX_QUERY_LENGTH = 2000;

type QueryInput = string | URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * A list's filters as one canonical query string: only the list's filter keys, the first non-empty value of
 * each, keys sorted, URL-encoded (`q=ada&status=draft`). Two addresses showing the same filters give the same
 * string, so the tab of the current view is found by comparing strings. No filters: ''.
 */
export function normaliseViewQuery(list: SavedViewList, input: QueryInput): string {
  const given =
    typeof input === 'string'
      ? new URLSearchParams(input.startsWith('?') ? input.slice(1) : input)
      : input instanceof URLSearchParams
        ? input
        : null;
  const first = (key: string): string | undefined => {
    if (given) return given.getAll(key).find((v) => v.trim() !== '');
    const v = (input as Record<string, string | string[] | undefined>)[key];
    return (Array.isArray(v) ? v : [v]).find((one) => one !== undefined && one.trim() !== '');
  };
  const out = new URLSearchParams();
  for (const key of [...SAVED_VIEW_FILTER_KEYS[list]].sort()) {
    const value = first(key)?.replaceAll('\0', '').trim();
    if (value) out.set(key, value);
  }
  return out.toString();
}

export const SavedViewNameSchema = z
  .string('Must be a string.')
  .trim()
  .min(1, 'Give the view a name.')
  .max(60, 'At most 60 characters.');

/** Saving a view: its list, its name and the list's filters (normalised here, whatever the form sent). */
export const SaveViewInputSchema = z
  .object({
    list: SavedViewListSchema,
    name: SavedViewNameSchema,
    query: z
      .string('Must be a string.')
      .max(MAX_QUERY_LENGTH, 'These filters are too long to save.')
      .default(''),
  })
  .transform((v) => ({ ...v, query: normaliseViewQuery(v.list, v.query) }));
export type SaveViewInput = z.input<typeof SaveViewInputSchema>;

export interface SavedViewDto {
  id: string;
  list: SavedViewList;
  name: string;
  /** The normalised filter query, without '?'. */
  query: string;
  created_at: string;
}

export function toSavedViewDto(v: SavedView): SavedViewDto {
  return {
    id: v.id,
    list: v.list as SavedViewList,
    name: v.name,
    query: v.query,
    created_at: v.createdAt.toISOString(),
  };
}
