import Link from 'next/link';
import { getDb } from '@/db/client';
import {
  ConfirmSubmit,
  EmptyState,
  ErrorMessage,
  Flash,
  PageHeader,
  Pagination,
  Table,
  formatDateTime,
  pageFromSearchParams,
  type SearchParams,
} from '@/components/ui';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { knownVersions } from '@/server/api/versions';
import { EVENT_TYPES } from '@/server/outbox/emit';
import { EVENT_SUMMARIES } from '@/server/outbox/event-schemas';
import { listWebhookEndpoints } from '@/server/webhooks/manage-endpoints';
import type { WebhookEndpointDto } from '@/server/webhooks/schemas';
import { createWebhookEndpointAction, deleteWebhookEndpointAction } from './actions';
import { CreateEndpointForm } from './create-endpoint-form';

export const metadata = { title: 'Webhooks' };

// /developers/webhooks – webhook endpoints: list, create (secret once), delete (05 §5, 06 Developers)
export default async function WebhooksPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(ADMIN_ROLES, '/developers/webhooks');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const page = pageFromSearchParams(sp);
  const { webhook_endpoints, total } = await listWebhookEndpoints(await getDb(), merchantId, page);
  const error = errorMessageFromSearch(sp.error);
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Events are POSTed to your endpoints as Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature), in order per product, retried with backoff for 24 hours."
      />
      {sp.deleted ? <Flash>Endpoint deleted. Waiting deliveries were cancelled.</Flash> : null}
      <ErrorMessage>{error}</ErrorMessage>
      <div className="section">
        {total === 0 ? (
          <EmptyState title="No webhook endpoints yet">Create one below to receive events.</EmptyState>
        ) : (
          <Table<WebhookEndpointDto>
            caption="Webhook endpoints"
            rows={webhook_endpoints}
            rowKey={(e) => e.id}
            columns={[
              {
                header: 'URL',
                text: true,
                cell: (e) => <Link href={`/developers/webhooks/${e.id}`}>{e.url}</Link>,
              },
              { header: 'Events', cell: (e) => e.event_types.join(', ') },
              { header: 'Description', text: true, cell: (e) => e.description ?? '–' },
              { header: 'API version', cell: (e) => e.api_version },
              { header: 'Created', cell: (e) => formatDateTime(e.created_at) },
              {
                header: <span className="visually-hidden">Actions</span>,
                cell: (e) => (
                  <ConfirmSubmit
                    action={deleteWebhookEndpointAction}
                    label={`Delete ${e.url}`}
                    confirmLabel="Yes, delete it"
                    fields={{ endpoint_id: e.id }}
                  >
                    Delete <strong>{e.url}</strong>? It receives no more events; waiting deliveries are
                    cancelled.
                  </ConfirmSubmit>
                ),
              },
            ]}
          />
        )}
        <Pagination total={total} {...page} basePath="/developers/webhooks" searchParams={sp} />
      </div>
      <section className="card">
        <CreateEndpointForm
          action={createWebhookEndpointAction}
          eventTypes={EVENT_TYPES}
          versions={knownVersions()}
        />
      </section>
      <section className="section" aria-labelledby="event-types-title">
        <h2 id="event-types-title">Events you can receive</h2>
        <p className="muted">
          Each body is <code>{'{ id, type, created_at, data }'}</code>; the data of each type is in the{' '}
          <Link href="/developers/reference">API reference</Link> under webhooks.
        </p>
        <dl data-testid="event-types">
          {EVENT_TYPES.map((t) => (
            <div key={t}>
              <dt>
                <code>{t}</code>
              </dt>
              <dd>{EVENT_SUMMARIES[t]}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
