import Link from 'next/link';
import { EmptyState, Table, hrefWith, type SearchParams } from '@/components/ui';
import type { FreeUnitGroup } from '@/server/split/list-free-unit-groups';

/**
 * The source's free units on the shelf by best-before date, batch and location. "Use" fills the split's
 * filters with the group's best-before date and location (a link: works without JavaScript); batch is not a
 * split filter (03 §2.1), so it is shown but not filled.
 */
export function FreeUnitGroups({
  sku,
  groups,
  cut,
  searchParams,
  values,
}: {
  sku: string;
  groups: FreeUnitGroup[];
  cut: boolean;
  searchParams: SearchParams;
  /** The split form's current values (to mark the group its filters name). */
  values: Record<string, string>;
}) {
  const hrefOf = (g: FreeUnitGroup) =>
    hrefWith('/split', searchParams, {
      'filters.best_before': g.best_before,
      'filters.location': g.location,
    });
  const current = (g: FreeUnitGroup) =>
    (values['filters.best_before'] ?? null) === g.best_before && values['filters.location'] === g.location;
  return (
    <section className="card section" aria-labelledby="shelf-groups-title" data-testid="shelf-groups">
      <h2 id="shelf-groups-title">
        On the shelf and free: <code>{sku}</code>
      </h2>
      {groups.length === 0 ? (
        <EmptyState title="No free units of this product are on the shelf.">
          Units reserved for an order, being picked, not yet shelved, written off or blocked cannot be split.
        </EmptyState>
      ) : (
        <>
          <p className="muted">
            Choose a group to fill the filters with its best-before date and location, then preview. Batch is
            not a split filter: units of other batches with the same date and location move too (the preview
            counts them). Units without a best-before date are chosen by location only.
          </p>
          <Table<FreeUnitGroup>
            caption="Free units by best-before date, batch and location"
            rows={groups}
            rowKey={(g) => `${g.best_before ?? ''}|${g.batch_number ?? ''}|${g.location}`}
            columns={[
              { header: 'Best before', cell: (g) => g.best_before ?? 'No date' },
              { header: 'Batch', cell: (g) => g.batch_number ?? '–' },
              { header: 'Location', cell: (g) => g.location },
              { header: 'Units', numeric: true, cell: (g) => g.quantity },
              {
                header: <span className="visually-hidden">Filters</span>,
                cell: (g) => (
                  <Link
                    href={hrefOf(g)}
                    aria-current={current(g) ? 'true' : undefined}
                    aria-label={`Use best before ${g.best_before ?? 'no date'}, batch ${g.batch_number ?? 'none'}, location ${g.location}`}
                  >
                    {current(g) ? 'In the filters' : 'Use'}
                  </Link>
                ),
              },
            ]}
          />
          {cut ? (
            <p className="muted">
              Only the first {groups.length} groups are shown; type a date or location for the others.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
