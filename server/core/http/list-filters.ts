/**
 * A list's filters as given in the address: the first non-empty value of each of its keys. Each list names
 * its keys beside its query (ORDER_LIST_FILTER_KEYS in server/orders/reads/list-filter-keys.ts, ...): what its
 * page reads from the address, its CSV export applies and a saved view keeps.
 */
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
