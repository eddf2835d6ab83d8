import Link from 'next/link';
import { getReadDb } from '@/db/client';
import {
  anyFilterSet,
  ExportCsvLink,
  FilterForm,
  ListResults,
  SearchField,
} from '@/components/portal/list-screen';
import {
  EmptyState,
  LinkButton,
  PageHeader,
  Select,
  StatusBadge,
  formatDateTime,
  humanize,
  pageFromSearchParams,
  type SearchParams,
} from '@/components/ui';
import { SavedViewTabs } from '@/components/portal/saved-view-tabs';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { listSavedViews } from '@/server/saved-views/list-saved-views';
import { normaliseViewQuery, SAVED_VIEW_FILTER_KEYS } from '@/server/saved-views/schemas';
import { listReturns } from '@/server/returns/reads/list-returns';
import { returnTitle } from '@/server/returns/reads/return-title';
import { CONDITION_LABELS, RETURN_REASON_LABELS, reasonLabel } from '@/server/returns/reads/reason-labels';
import {
  EXCHANGE_STATUSES,
  NOT_CANCELLED_RETURN_STATUSES,
  RETURN_STATUSES,
  RETURN_TYPES,
} from '@/server/returns/return-states';
import type { ReturnSummaryDto } from '@/server/returns/schemas';
import { returnFilterValues, returnFiltersFromSearchParams } from './filters';
import { deleteReturnsViewAction, saveReturnsViewAction } from './actions';

export const metadata = { title: 'Returns' };

// /returns – the merchant's returns with status and type filters, search, pagination and CSV (06 Returns)
export default async function ReturnsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(MERCHANT_WORK_ROLES, '/returns');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const page = pageFromSearchParams(sp);
  const raw = returnFilterValues(sp);
  const options = (labels: Record<string, string>) =>
    Object.entries(labels).map(([value, label]) => ({ value, label }));
  const { filter, valid } = returnFiltersFromSearchParams(sp, page);
  const db = await getReadDb();
  const [{ order_returns, total }, views] = await Promise.all([
    listReturns(db, { ...filter, merchantId }),
    listSavedViews(db, merchantId, user.id, 'returns'),
  ]);
  return (
    <>
      <PageHeader title="Returns" description="Parcels your customers send back, newest first.">
        <LinkButton href="/returns/new" variant="primary">
          Register a return
        </LinkButton>
        <ExportCsvLink href="/returns/export" searchParams={sp} />
        {user.role === 'merchant_admin' ? (
          <LinkButton href="/returns/condition-defaults">Condition defaults</LinkButton>
        ) : null}
      </PageHeader>
      <SavedViewTabs
        views={views}
        currentQuery={normaliseViewQuery('returns', sp)}
        basePath="/returns"
        saveAction={saveReturnsViewAction}
        deleteAction={deleteReturnsViewAction}
        notice={{ deleted: !!sp.view_deleted, error: errorMessageFromSearch(sp.error) }}
      />
      <FilterForm label="Filter returns" valid={valid} invalidHint="search needs at least 2 characters">
        <SearchField searchParams={sp} placeholder="Name, reference or return id" />
        <Select
          name="status"
          label="Status"
          placeholder="Any status"
          defaultValue={raw.status ?? ''}
          options={[
            { value: NOT_CANCELLED_RETURN_STATUSES, label: 'Any but cancelled' },
            ...RETURN_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
          ]}
        />
        <Select
          name="type"
          label="Type"
          placeholder="Any type"
          defaultValue={raw.type ?? ''}
          options={RETURN_TYPES.map((s) => ({ value: s, label: humanize(s) }))}
        />
        <Select
          name="reason"
          label="Reason"
          placeholder="Any reason"
          defaultValue={raw.reason ?? ''}
          options={options(RETURN_REASON_LABELS)}
        />
        <Select
          name="condition"
          label="Condition found"
          placeholder="Any condition"
          defaultValue={raw.condition ?? ''}
          options={options(CONDITION_LABELS)}
        />
        <Select
          name="discrepancy"
          label="Quantities"
          placeholder="Any"
          defaultValue={raw.discrepancy ?? ''}
          options={[
            { value: 'true', label: 'Discrepancy' },
            { value: 'false', label: 'As expected' },
          ]}
        />
        <Select
          name="has_exchange"
          label="Exchange"
          placeholder="Any"
          defaultValue={raw.has_exchange ?? ''}
          options={[
            { value: 'true', label: 'With an exchange' },
            { value: 'false', label: 'Without' },
          ]}
        />
        <Select
          name="exchange_status"
          label="Exchange status"
          placeholder="Any"
          defaultValue={raw.exchange_status ?? ''}
          options={EXCHANGE_STATUSES.map((s) => ({ value: s, label: humanize(s) }))}
        />
        {raw.created_from ? <input type="hidden" name="created_from" value={raw.created_from} /> : null}
        {raw.created_to ? <input type="hidden" name="created_to" value={raw.created_to} /> : null}
      </FilterForm>
      {raw.created_from || raw.created_to ? (
        <p className="muted">
          Registered {raw.created_from ? `from ${raw.created_from}` : ''}{' '}
          {raw.created_to ? `to ${raw.created_to}` : ''} · <Link href="/returns">Clear the dates</Link>
        </p>
      ) : null}
      <ListResults<ReturnSummaryDto>
        caption="Returns"
        rows={order_returns}
        total={total}
        rowKey={(r) => r.id}
        empty={
          <EmptyState
            title={
              anyFilterSet(sp, SAVED_VIEW_FILTER_KEYS.returns)
                ? 'No returns match these filters'
                : 'No returns yet'
            }
            action={<LinkButton href="/returns/new">Register a return</LinkButton>}
          />
        }
        page={page}
        basePath="/returns"
        searchParams={sp}
        pagesLabel="Return pages"
        columns={[
          {
            header: 'Return',
            text: true,
            cell: (r) => <Link href={`/returns/${r.id}`}>{returnTitle(r)}</Link>,
          },
          { header: 'Reference', text: true, cell: (r) => r.merchant_reference ?? '–' },
          { header: 'Type', cell: (r) => humanize(r.type) },
          {
            header: 'Origin',
            cell: (r) =>
              r.origin === 'customer_page' ? 'Customer page' : r.origin === 'portal' ? 'Portal' : 'API',
          },
          {
            header: 'Status',
            cell: (r) => (
              <>
                <StatusBadge status={r.status} />
                {r.discrepancy ? <span className="badge badge-warning">Discrepancy</span> : null}
                {r.exchange_status ? (
                  <span className="badge badge-info">Exchange: {humanize(r.exchange_status)}</span>
                ) : null}
              </>
            ),
          },
          {
            header: 'Reasons',
            cell: (r) => (r.return_reasons.length ? r.return_reasons.map(reasonLabel).join(', ') : '–'),
          },
          {
            header: 'Decision',
            cell: (r) => (r.merchant_decision ? humanize(r.merchant_decision.code) : '–'),
          },
          { header: 'Created', cell: (r) => formatDateTime(r.created_at) },
        ]}
      />
    </>
  );
}
