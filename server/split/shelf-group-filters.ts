/** The split screen's "use this shelf group" button: its name, and its value for a group. */
export const SHELF_GROUP_PARAM = 'shelf_group';

export function shelfGroupValue(g: { best_before: string | null; location: string }): string {
  return new URLSearchParams({ best_before: g.best_before ?? '', location: g.location }).toString();
}

/**
 * A shelf group chosen on the split screen (sent with the form's other fields) replaces the best-before and
 * location filters: a group without a date clears the date filter, since units without a date never match one
 * (03 §2.1). The group's batch is not a split filter and is not sent.
 */
export function applyShelfGroup(params: URLSearchParams): void {
  const chosen = params.get(SHELF_GROUP_PARAM);
  params.delete(SHELF_GROUP_PARAM);
  if (chosen === null) return;
  const group = new URLSearchParams(chosen);
  const location = group.get('location');
  if (!location) return;
  params.set('filters.location', location);
  const bestBefore = group.get('best_before');
  if (bestBefore) params.set('filters.best_before', bestBefore);
  else params.delete('filters.best_before');
}
