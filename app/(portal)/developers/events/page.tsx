import Link from 'next/link';
import { getDb } from '@/db/client';
import {
  Button,
  CheckboxGroup,
  EmptyState,
  ErrorMessage,
  Field,
  PageHeader,
  Pagination,
  Select,
  Table,
  formatDateTime,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { EVENT_TYPES } from '@/server/outbox/emit';
import { listEvents } from '@/server/workbench/events/feed';
import { ListEventsQuery, type EventDto } from '@/server/workbench/events/schemas';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { rangeReplayFromSearch } from '@/server/workbench/events/range-replay-outcome';
import { listWebhookEndpoints } from '@/server/webhooks/manage-endpoints';
import { ExportCsvLink } from '@/components/portal/list-screen';
import { queryFromSearch } from '../query-from-search';
import { EVENT_FILTER_KEYS } from './filter-keys';
import { RangeReplayDone, RangeReplayForm } from './range-replay-form';

export const metadata = { title: 'Events' };

// /developers/events – every event the service produced for the merchant (GET /v1/events)
export default async function EventsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(ADMIN_ROLES, '/developers/events');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const { query, problems } = queryFromSearch(ListEventsQuery, sp, EVENT_FILTER_KEYS);
  const page = { offset: query.offset, limit: sp.limit ? query.limit : 50 };
  const db = await getDb();
  const { events, total } = await listEvents(db, merchantId, { ...query, ...page });
  const { webhook_endpoints: endpoints } = await listWebhookEndpoints(db, merchantId, {
    offset: 0,
    limit: 100,
  });
  const replayed = rangeReplayFromSearch(sp);
  // paging and the export keep the filters (every chosen type), never a replay's outcome or error
  const listSp = Object.fromEntries(EVENT_FILTER_KEYS.filter((k) => sp[k]).map((k) => [k, sp[k]]));
  const str = (k: string) => searchParam(sp[k]) ?? '';
  return (
    <>
      <PageHeader
        title="Events"
        description="Every event of the last 30 days, whether or not an endpoint subscribes to it, newest first: what your integration was sent, and whether it accepted it."
      >
        <ExportCsvLink href="/developers/events/export" searchParams={listSp} />
      </PageHeader>
      {replayed ? <RangeReplayDone outcome={replayed} endpoints={endpoints} /> : null}
      <ErrorMessage>{errorMessageFromSearch(sp.error)}</ErrorMessage>
      <ErrorMessage>{problems.length ? `Filters ignored: ${problems.join('; ')}` : null}</ErrorMessage>
      <form className="filters" method="get" aria-label="Filter events">
        {sp.limit ? <input type="hidden" name="limit" value={query.limit} /> : null}
        <CheckboxGroup
          name="type"
          legend="Types"
          hint="None chosen: every type."
          defaultValues={query.type ?? []}
          options={EVENT_TYPES.map((t) => ({ value: t, label: <code>{t}</code> }))}
        />
        <Select
          name="delivery_success"
          label="Delivery"
          placeholder="Any"
          defaultValue={str('delivery_success')}
          options={[
            { value: 'false', label: 'Not yet accepted by an endpoint' },
            { value: 'true', label: 'Accepted everywhere' },
          ]}
        />
        <Field name="created_from" label="From" type="date" defaultValue={str('created_from')} />
        <Field name="created_to" label="To" type="date" defaultValue={str('created_to')} />
        <div>
          <Button>Filter</Button>
        </div>
      </form>
      {total === 0 ? (
        <EmptyState title="No events">Events appear here when orders, returns or stock change.</EmptyState>
      ) : (
        <Table<EventDto>
          caption="Events"
          rows={events}
          rowKey={(e) => e.id}
          columns={[
            { header: 'Time', cell: (e) => formatDateTime(e.created_at) },
            { header: 'Type', cell: (e) => <code>{e.type}</code> },
            {
              header: 'Event',
              cell: (e) => <Link href={`/developers/events/${e.id}`}>{e.id}</Link>,
            },
            {
              header: 'Delivery',
              cell: (e) =>
                e.pending_endpoints > 0 ? (
                  <span className="badge badge-warning">
                    {e.pending_endpoints} endpoint{e.pending_endpoints === 1 ? '' : 's'} waiting
                  </span>
                ) : (
                  <span className="muted">done</span>
                ),
            },
          ]}
        />
      )}
      <Pagination total={total} {...page} basePath="/developers/events" searchParams={listSp} />
      <RangeReplayForm endpoints={endpoints} />
    </>
  );
}
