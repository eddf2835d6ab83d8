import { EmptyState, Table } from '@/components/ui';
import type { FreeUnitGroup } from '@/server/split/list-free-unit-groups';
import { SHELF_GROUP_PARAM, shelfGroupValue } from '@/server/split/shelf-group-filters';

/**
 * The source's free units on the shelf by best-before date, batch and location. "Use" submits the split form
 * (`formId`, a GET form: works without JavaScript) with what was typed in it and the group, whose best-before
 * date and location replace the filters (applyShelfGroup); batch is not a split filter (03 §2.1), so it is
 * shown but not filled.
 */
export function FreeUnitGroups({
  sku,
  groups,
  cut,
  formId,
  values,
}: {
  sku: string;
  groups: FreeUnitGroup[];
  cut: boolean;
  /** The split form the groups' buttons submit. */
  formId: string;
  /** The split form's current values (to mark the group its filters name). */
  values: Record<string, string>;
}) {
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
            “Use” fills the filters with a group’s best-before date and location and shows the preview. Batch
            is not a split filter: units of other batches with the same date and location move too (the
            preview counts them). Units without a best-before date are chosen by location only.
          </p>
          <Table<FreeUnitGroup>
            caption="Free units by best-before date, batch and location"
            rows={groups}
            rowKey={(g) => `${g.best_before ?? ''}|${g.batch_number ?? ''}|${g.location}`}
            columns={[
              { header: 'Best before', cell: (g) => g.best_before ?? 'No date' },
              { header: 'Batch', text: true, cell: (g) => g.batch_number ?? '–' },
              { header: 'Location', cell: (g) => g.location },
              { header: 'Units', numeric: true, cell: (g) => g.quantity },
              {
                header: <span className="visually-hidden">Filters</span>,
                cell: (g) => (
                  <button
                    type="submit"
                    form={formId}
                    name={SHELF_GROUP_PARAM}
                    value={shelfGroupValue(g)}
                    className="btn btn-secondary btn-small"
                    aria-pressed={current(g)}
                    aria-label={`Use best before ${g.best_before ?? 'no date'}, batch ${g.batch_number ?? 'none'}, location ${g.location}`}
                  >
                    {current(g) ? 'In the filters' : 'Use'}
                  </button>
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
