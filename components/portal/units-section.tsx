import {
  Button,
  EmptyState,
  ErrorMessage,
  Field,
  Pagination,
  Select,
  StatusBadge,
  Table,
  pageFromSearchParams,
  type Column,
  type SearchParams,
  searchParam,
} from '@/components/ui';
import { UNIT_STATES } from '@/server/stock/figures';
import { ListUnitsQuery, type ListUnitsFilter, type StockUnitDto } from '@/server/stock/schemas';

/**
 * The unit filters of a product page's query string (state, location, best-before, page), checked with the
 * API's schema; invalid filters are ignored (`valid: false` says so on the page).
 */
export function unitsFilterFrom(
  sp: SearchParams,
  defaultLimit: number,
): { filter: ListUnitsFilter; valid: boolean } {
  const page = pageFromSearchParams(sp, defaultLimit);
  const parsed = ListUnitsQuery.safeParse({
    state: searchParam(sp.state),
    location: searchParam(sp.location),
    best_before: searchParam(sp.best_before),
    ...page,
  });
  return parsed.success ? { filter: parsed.data, valid: true } : { filter: page, valid: false };
}

/**
 * A product's units with their filters and pages, as the merchant's product page and the warehouse's stock
 * page show them; the last column is the caller's (when received, or the warehouse's change form).
 */
export function UnitsSection({
  sku,
  units,
  total,
  filter,
  valid,
  basePath,
  searchParams,
  lastColumn,
}: {
  sku: string;
  units: StockUnitDto[];
  total: number;
  filter: ListUnitsFilter;
  valid: boolean;
  basePath: string;
  searchParams: SearchParams;
  lastColumn: Column<StockUnitDto>;
}) {
  const sp = searchParams;
  return (
    <section className="section" aria-labelledby="units-title">
      <h2 id="units-title">Units</h2>
      {!valid ? <ErrorMessage>The filters were not valid and are ignored.</ErrorMessage> : null}
      <form className="filters" method="get" aria-label="Filter units">
        <Select
          name="state"
          label="State"
          placeholder="Any state"
          defaultValue={searchParam(sp.state) ?? ''}
          options={UNIT_STATES.map((v) => ({ value: v, label: v.replace('_', ' ') }))}
        />
        <Field name="location" label="Location" defaultValue={searchParam(sp.location) ?? ''} />
        <Field
          name="best_before"
          label="Best before"
          type="date"
          defaultValue={searchParam(sp.best_before) ?? ''}
        />
        <div>
          <Button>Filter</Button>
        </div>
      </form>
      {total === 0 ? (
        <EmptyState title="No units match these filters" />
      ) : (
        <Table<StockUnitDto>
          caption={`Units of ${sku}`}
          rows={units}
          rowKey={(u) => u.id}
          columns={[
            { header: 'Unit', cell: (u) => <code>{u.id.replace(/^0+/, '')}</code> },
            { header: 'State', cell: (u) => <StatusBadge status={u.state} /> },
            { header: 'Location', cell: (u) => u.location },
            { header: 'Best before', cell: (u) => u.best_before ?? '–' },
            { header: 'Batch', cell: (u) => u.batch_number ?? '–' },
            lastColumn,
          ]}
        />
      )}
      <Pagination
        total={total}
        offset={filter.offset}
        limit={filter.limit}
        basePath={basePath}
        searchParams={sp}
        label="Unit pages"
      />
    </section>
  );
}
