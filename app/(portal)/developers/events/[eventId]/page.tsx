import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import {
  Button,
  ErrorMessage,
  Flash,
  PageHeader,
  Select,
  StatusBadge,
  Table,
  formatDateTime,
  searchParam,
  type SearchParams,
} from '@/components/ui';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { isAppError } from '@/server/core/errors';
import { getEvent } from '@/server/workbench/events/feed';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { listWebhookEndpoints } from '@/server/webhooks/manage-endpoints';
import type { WebhookDeliveryDto } from '@/server/webhooks/schemas';
import { replayEventAction } from '../actions';

export const metadata = { title: 'Event' };

const REPLAYED: Record<string, string> = {
  '1': 'Replay queued: the endpoint gets the event again with its original webhook-id.',
  pending: 'An attempt to that endpoint is already waiting; it was not added twice.',
  not_subscribed: 'That endpoint does not subscribe to this event type; nothing was sent.',
};

// /developers/events/{id} – the event as it was sent, each endpoint's attempts, and "Replay to endpoint"
export default async function EventPage({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { eventId } = await params;
  const user = await requireUser(ADMIN_ROLES, `/developers/events/${eventId}`);
  const merchantId = await requireMerchantId(user);
  const db = await getDb();
  const event = await getEvent(db, merchantId, eventId).catch((err) => {
    if (isAppError(err) && (err.code === 'EVENT_NOT_FOUND' || err.code === 'EVENT_EXPIRED')) notFound();
    throw err;
  });
  const { webhook_endpoints: endpoints } = await listWebhookEndpoints(db, merchantId, {
    offset: 0,
    limit: 100,
  });
  const sp = await searchParams;
  const replayed = searchParam(sp.replayed);
  return (
    <>
      <PageHeader
        title={event.type}
        description={
          <>
            Event <code>{event.id}</code> of {formatDateTime(event.created_at)}, sent as the{' '}
            <code>webhook-id</code> header and the body’s <code>id</code>.
          </>
        }
      />
      {replayed && REPLAYED[replayed] ? <Flash>{REPLAYED[replayed]}</Flash> : null}
      <ErrorMessage>{errorMessageFromSearch(searchParam(sp.error))}</ErrorMessage>
      <h2>Body</h2>
      <pre className="code-block" tabIndex={0} aria-label="Event body">
        {JSON.stringify(JSON.parse(event.body), null, 2)}
      </pre>
      <h2>Deliveries</h2>
      {event.deliveries.length === 0 ? (
        <p className="muted">No endpoint was subscribed to this event when it happened.</p>
      ) : (
        event.deliveries.map((d) => (
          <section key={d.endpoint_id} aria-label={`Deliveries to ${d.endpoint_url ?? d.endpoint_id}`}>
            <h3>
              <code>{d.endpoint_url ?? d.endpoint_id}</code>{' '}
              {d.succeeded ? <StatusBadge status="succeeded" /> : null}
            </h3>
            <Table<WebhookDeliveryDto>
              caption={`Attempts to ${d.endpoint_url ?? d.endpoint_id}`}
              rows={d.attempts}
              rowKey={(a) => a.id}
              columns={[
                { header: 'Attempt', numeric: true, cell: (a) => a.attempt },
                { header: 'Time', cell: (a) => formatDateTime(a.created_at) },
                { header: 'Status', cell: (a) => <StatusBadge status={a.status} /> },
                {
                  header: 'Answer',
                  cell: (a) => (a.response_status ? `HTTP ${a.response_status}` : (a.error ?? '–')),
                },
              ]}
            />
          </section>
        ))
      )}
      <h2>Replay</h2>
      {endpoints.length === 0 ? (
        <p className="muted">Create a webhook endpoint to replay events to it.</p>
      ) : (
        <form action={replayEventAction} className="filters" aria-label="Replay to endpoint">
          <input type="hidden" name="event_id" value={event.id} />
          <Select
            name="endpoint_id"
            label="Endpoint"
            required
            options={endpoints.map((e) => ({ value: e.id, label: e.url }))}
          />
          <div>
            <Button>Replay to endpoint</Button>
          </div>
        </form>
      )}
    </>
  );
}
