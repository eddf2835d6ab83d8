import { getReadDb } from '@/db/client';
import {
  Button,
  ErrorMessage,
  Flash,
  LinkButton,
  PageHeader,
  Select,
  humanize,
  pageFromSearchParams,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { FilterForm, ListResults, SearchField } from '@/components/portal/list-screen';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { listLocations } from '@/server/stock-ledger/locations/locations';
import {
  ALL_LOCATION_KINDS,
  LOCATION_KINDS,
  ListLocationsQuery,
  type LocationDto,
} from '@/server/stock-ledger/locations/schemas';
import { importLocationsAction, updateLocationAction } from './actions';

export const metadata = { title: 'Locations' };

// /warehouse/locations – the warehouse's locations in walking order: classify, import, print labels (docs/decisions/stock-ledger.md §2)
export default async function LocationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(WAREHOUSE_ROLES, '/warehouse/locations');
  const sp = await searchParams;
  const page = pageFromSearchParams(sp, 100);
  const parsed = ListLocationsQuery.safeParse({ kind: searchParam(sp.kind), q: searchParam(sp.q), ...page });
  const filter = parsed.success ? parsed.data : page;
  const { locations, total } = await listLocations(await getReadDb(), filter);
  const error = errorMessageFromSearch(sp.error);
  const labels = `/warehouse/locations/labels?${new URLSearchParams({ codes: locations.map((l) => l.code).join(',') })}`;
  return (
    <>
      <PageHeader
        title="Locations"
        description="Every location in walking order (zone, then code). Codes first named by a receipt or an arrival are listed as unassigned until someone classifies them."
      >
        {locations.length ? (
          <LinkButton href={labels} prefetch={false}>
            Labels of this page (PDF)
          </LinkButton>
        ) : null}
      </PageHeader>
      {sp.done === 'imported' ? (
        <Flash>
          Imported: {searchParam(sp.created)} created, {searchParam(sp.updated)} updated,{' '}
          {searchParam(sp.unchanged)} unchanged.
        </Flash>
      ) : null}
      {sp.done === 'updated' ? <Flash>{searchParam(sp.code)} saved.</Flash> : null}
      {error ? <ErrorMessage title="Not done:">{error}</ErrorMessage> : null}
      <form action={importLocationsAction} className="card form" aria-label="Import locations">
        <div className="field">
          <label htmlFor="f-file">Import a CSV file (columns code, kind, zone, active)</label>
          <input id="f-file" name="file" type="file" accept=".csv,text/csv" required />
        </div>
        <Button>Import</Button>
      </form>
      <FilterForm label="Filter locations" valid={parsed.success}>
        <SearchField searchParams={sp} placeholder="Code starts with" />
        <Select
          name="kind"
          label="Kind"
          placeholder="Any kind"
          defaultValue={searchParam(sp.kind) ?? ''}
          options={ALL_LOCATION_KINDS.map((k) => ({ value: k, label: humanize(k) }))}
        />
      </FilterForm>
      <ListResults<LocationDto>
        caption={`Locations (${total})`}
        rows={locations}
        total={total}
        rowKey={(l) => l.id}
        page={page}
        basePath="/warehouse/locations"
        searchParams={sp}
        empty="No location matches."
        columns={[
          { header: 'Code', cell: (l) => <code>{l.code}</code> },
          { header: 'Units', cell: (l) => l.units, numeric: true },
          {
            header: 'Kind and zone',
            cell: (l) => (
              <form action={updateLocationAction} className="inline-form" aria-label={`Classify ${l.code}`}>
                <input type="hidden" name="id" value={l.id} />
                <select name="kind" defaultValue={l.kind} aria-label={`Kind of ${l.code}`}>
                  {l.kind === 'unassigned' ? <option value="unassigned">Unassigned</option> : null}
                  {LOCATION_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {humanize(k)}
                    </option>
                  ))}
                </select>
                <input name="zone" defaultValue={l.zone ?? ''} aria-label={`Zone of ${l.code}`} size={6} />
                <Button variant="secondary" className="btn-small">
                  Save
                </Button>
              </form>
            ),
          },
          {
            header: 'Active',
            cell: (l) => (
              <form
                action={updateLocationAction}
                aria-label={`${l.active ? 'Deactivate' : 'Activate'} ${l.code}`}
              >
                <input type="hidden" name="id" value={l.id} />
                <input type="hidden" name="active" value={l.active ? 'false' : 'true'} />
                <Button variant="secondary" className="btn-small">
                  {l.active ? 'Deactivate' : 'Activate'}
                </Button>
              </form>
            ),
          },
          {
            header: 'Label',
            cell: (l) => (
              <a
                href={`/warehouse/locations/labels?codes=${encodeURIComponent(l.code)}`}
                target="_blank"
                rel="noreferrer"
              >
                PDF
              </a>
            ),
          },
        ]}
      />
    </>
  );
}
