import { getDb } from '@/db/client';
import {
  Button,
  EmptyState,
  ErrorMessage,
  Flash,
  LinkButton,
  PageHeader,
  Pagination,
  Select,
  StatusBadge,
  Table,
  formatDateTime,
  hrefWith,
  pageFromSearchParams,
  type SearchParams,
  searchParam,
} from '@/components/ui';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { listDeliveries } from '@/server/webhooks/deliveries';
import { DELIVERY_STATUSES, type WebhookDeliveryDto } from '@/server/webhooks/schemas';
import { retryDeliveryAction } from '../actions';
import { deliveryFiltersFromSearchParams } from './filters';
import { endpointOr404 } from './load-endpoint';

export const metadata = { title: 'Webhook deliveries' };

// /developers/webhooks/{id} – an endpoint's delivery log with manual retry and CSV (05 §5, 06 Developers)
export default async function DeliveriesPage({
  params,
  searchParams,
}: {
  params: Promise<{ endpointId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { endpointId } = await params;
  const user = await requireUser(ADMIN_ROLES, `/developers/webhooks/${endpointId}`);
  const merchantId = await requireMerchantId(user);
  const db = await getDb();
  const endpoint = await endpointOr404(db, merchantId, endpointId);
  const sp = await searchParams;
  const page = pageFromSearchParams(sp, 50);
  const { status } = deliveryFiltersFromSearchParams(sp);
  const { deliveries, total } = await listDeliveries(db, merchantId, endpoint.id, { ...page, status });
  const error = searchParam(sp.error);
  return (
    <>
      <PageHeader
        title="Delivery log"
        description={
          <>
            Every attempt to deliver an event to <code>{endpoint.url}</code>, newest first. Its events are
            rendered in API version {endpoint.apiVersion}.
          </>
        }
      >
        <LinkButton
          href={hrefWith(`/developers/webhooks/${endpoint.id}/export`, sp, {
            offset: null,
            limit: null,
            retried: null,
            error: null,
          })}
          prefetch={false}
        >
          Export CSV
        </LinkButton>
      </PageHeader>
      {searchParam(sp.retried) ? <Flash>Retry queued (attempt {searchParam(sp.retried)}).</Flash> : null}
      <ErrorMessage>{errorMessageFromSearch(error)}</ErrorMessage>
      <form className="filters" method="get" aria-label="Filter deliveries">
        <Select
          name="status"
          label="Status"
          placeholder="Any status"
          defaultValue={status ?? ''}
          options={DELIVERY_STATUSES.map((s) => ({ value: s, label: s }))}
        />
        <div>
          <Button>Filter</Button>
        </div>
      </form>
      {total === 0 ? (
        <EmptyState title="No deliveries yet">
          Events that happen after the endpoint was created appear here.
        </EmptyState>
      ) : (
        <Table<WebhookDeliveryDto>
          caption="Deliveries"
          rows={deliveries}
          rowKey={(d) => d.id}
          columns={[
            { header: 'Time', cell: (d) => formatDateTime(d.created_at) },
            {
              header: 'Event',
              cell: (d) => (
                <>
                  <code>{d.event_type}</code>
                  <br />
                  <span className="muted">{d.event_id}</span>
                </>
              ),
            },
            { header: 'Attempt', numeric: true, cell: (d) => d.attempt },
            { header: 'Status', cell: (d) => <StatusBadge status={d.status} /> },
            {
              header: 'Answer',
              cell: (d) =>
                d.response_status
                  ? `HTTP ${d.response_status}`
                  : (d.error ?? (d.next_attempt_at ? `due ${formatDateTime(d.next_attempt_at)}` : '–')),
            },
            {
              header: <span className="visually-hidden">Actions</span>,
              cell: (d) =>
                d.status === 'failed' || d.status === 'succeeded' ? (
                  <form action={retryDeliveryAction}>
                    <input type="hidden" name="endpoint_id" value={endpoint.id} />
                    <input type="hidden" name="delivery_id" value={d.id} />
                    <Button
                      variant="secondary"
                      className="btn-small"
                      aria-label={`Retry ${d.event_id} (attempt ${d.attempt})`}
                    >
                      Retry
                    </Button>
                  </form>
                ) : null,
            },
          ]}
        />
      )}
      <Pagination
        total={total}
        {...page}
        basePath={`/developers/webhooks/${endpoint.id}`}
        searchParams={sp}
      />
    </>
  );
}
