import { getDb } from '@/db/client';
import {
  ConfirmSubmit,
  EmptyState,
  ErrorMessage,
  Flash,
  PageHeader,
  Table,
  formatDateTime,
  type SearchParams,
} from '@/components/ui';
import { listApiClients } from '@/server/api-clients/manage-api-clients';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { MERCHANT_SCOPES } from '@/server/core/scopes';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { createApiClientAction, revokeApiClientAction } from './actions';
import { CreateApiClientForm } from './create-api-client-form';

export const metadata = { title: 'API clients' };

const SCOPE_TEXT: Record<string, string> = {
  'orders:read': 'read orders',
  'orders:manage': 'create and change orders',
  'order_returns:read': 'read returns, labels, attachments',
  'order_returns:manage': 'register, decide, cancel returns; labels',
  'products:read': 'read products and stock',
  'products:manage': 'create and change products; split',
  'webhooks:manage': 'manage webhook endpoints',
};

type Client = Awaited<ReturnType<typeof listApiClients>>[number];

// /developers/api-clients – the merchant's API clients: list, create (secret once), revoke (05 §2, 06 Developers)
export default async function ApiClientsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(ADMIN_ROLES, '/developers/api-clients');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const clients = await listApiClients(await getDb(), merchantId);
  const error = errorMessageFromSearch(sp.error);
  return (
    <>
      <PageHeader
        title="API clients"
        description="OAuth 2.0 client credentials (POST /oauth/token). A revoked client's tokens stop working at once."
      />
      {typeof sp.revoked === 'string' ? (
        <Flash>
          API client <code>{sp.revoked}</code> revoked.
        </Flash>
      ) : null}
      <ErrorMessage>{error}</ErrorMessage>
      <div className="section">
        {clients.length === 0 ? (
          <EmptyState title="No API clients yet">Create one below to connect your systems.</EmptyState>
        ) : (
          <Table<Client>
            caption="Active API clients"
            rows={clients}
            rowKey={(c) => c.client_id}
            columns={[
              { header: 'Name', cell: (c) => c.name },
              { header: 'Client id', cell: (c) => <code>{c.client_id}</code> },
              { header: 'Scopes', cell: (c) => c.scopes.join(', ') },
              { header: 'Created', cell: (c) => formatDateTime(c.created_at) },
              {
                header: 'Last used',
                cell: (c) => (c.last_used_at ? formatDateTime(c.last_used_at) : 'Never'),
              },
              {
                header: <span className="visually-hidden">Actions</span>,
                cell: (c) => (
                  <ConfirmSubmit
                    action={revokeApiClientAction}
                    label={`Revoke ${c.name}`}
                    confirmLabel="Yes, revoke it"
                    fields={{ client_id: c.client_id }}
                  >
                    Revoke <strong>{c.name}</strong>? Systems using it lose access at once. This cannot be
                    undone.
                  </ConfirmSubmit>
                ),
              },
            ]}
          />
        )}
      </div>
      <section className="card">
        <CreateApiClientForm
          action={createApiClientAction}
          scopes={MERCHANT_SCOPES.map((s) => ({ value: s, label: SCOPE_TEXT[s] ?? '' }))}
        />
      </section>
    </>
  );
}
