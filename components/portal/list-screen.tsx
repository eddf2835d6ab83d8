import type { ReactNode } from 'react';
import {
  Button,
  EmptyState,
  ErrorMessage,
  LinkButton,
  Pagination,
  Table,
  hrefWith,
  searchParam,
  type Column,
  type SearchParams,
} from '@/components/ui';

/**
 * The parts every list screen shares (orders, returns, products, arrivals, catalog services, pickup points), so
 * that a list screen is its query, its columns and its filters: a GET filter form (works without JavaScript),
 * the search field, the CSV link, and the table with its empty state and pages. ARCHITECTURE.md "A new screen".
 */

/** The filters: a GET form with role search; says so when the URL's filters were not valid. */
export function FilterForm({
  label,
  valid = true,
  invalidHint,
  children,
}: {
  label: string;
  valid?: boolean;
  /** What usually makes them not valid, said in brackets. */
  invalidHint?: string;
  children: ReactNode;
}) {
  return (
    <>
      {!valid ? (
        <ErrorMessage>
          The filters were not valid and are ignored{invalidHint ? ` (${invalidHint})` : ''}.
        </ErrorMessage>
      ) : null}
      <form className="filters" method="get" role="search" aria-label={label}>
        {children}
        <div>
          <Button>Filter</Button>
        </div>
      </form>
    </>
  );
}

/** The free-text search of a list (`q`). */
export function SearchField({
  searchParams,
  placeholder,
}: {
  searchParams: SearchParams;
  placeholder: string;
}) {
  return (
    <div className="field">
      <label htmlFor="f-q">Search</label>
      <input
        id="f-q"
        name="q"
        type="search"
        defaultValue={searchParam(searchParams.q) ?? ''}
        placeholder={placeholder}
      />
    </div>
  );
}

/** "Export CSV" of what the list shows: the same filters, every page. */
export function ExportCsvLink({ href, searchParams }: { href: string; searchParams: SearchParams }) {
  return (
    <LinkButton href={hrefWith(href, searchParams, { offset: null, limit: null })} prefetch={false}>
      Export CSV
    </LinkButton>
  );
}

/** Whether the address sets any of the list's filters (an empty list then says "match these filters"). */
export function anyFilterSet(sp: SearchParams, keys: readonly string[]): boolean {
  return keys.some((k) => {
    const v = sp[k];
    return Array.isArray(v) ? v.some(Boolean) : !!v;
  });
}

/** The rows as a table (cards on a phone), or the empty state, then the page links. */
export function ListResults<T>({
  caption,
  rows,
  total,
  rowKey,
  columns,
  empty,
  page,
  basePath,
  searchParams,
  pagesLabel,
}: {
  caption: string;
  rows: T[];
  total: number;
  rowKey: (row: T) => string;
  columns: Column<T>[];
  /** The empty state: a title, or the whole element when it needs more. */
  empty: string | ReactNode;
  page: { offset: number; limit: number };
  basePath: string;
  searchParams: SearchParams;
  pagesLabel?: string;
}) {
  return (
    <>
      {total === 0 ? (
        typeof empty === 'string' ? (
          <EmptyState title={empty} />
        ) : (
          empty
        )
      ) : (
        <Table<T> caption={caption} rows={rows} rowKey={rowKey} columns={columns} />
      )}
      <Pagination
        total={total}
        {...page}
        basePath={basePath}
        searchParams={searchParams}
        label={pagesLabel}
      />
    </>
  );
}

/** A row's Activate / Deactivate button (catalog services, pickup points): a form posting to `action`. */
export function ActiveToggle({
  action,
  kind,
  id,
  active,
  name,
}: {
  action: (form: FormData) => void | Promise<void>;
  kind: string;
  id: string;
  active: boolean;
  /** What the button's accessible name says it acts on (the row's code). */
  name: string | null;
}) {
  return (
    <form action={action}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="active" value={active ? 'false' : 'true'} />
      <Button
        variant="secondary"
        className="btn-small"
        aria-label={`${active ? 'Deactivate' : 'Activate'} ${name}`}
      >
        {active ? 'Deactivate' : 'Activate'}
      </Button>
    </form>
  );
}
