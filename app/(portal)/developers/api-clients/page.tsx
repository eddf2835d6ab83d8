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
import { CHANGES, NEWEST_VERSION, apiVersions } from '@/server/api/versions';
import { createApiClientAction, revokeApiClientAction, setApiClientVersionAction } from './actions';
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
  const versions = apiVersions();
  const oldest = clients.reduce((v, c) => (c.api_version < v ? c.api_version : v), NEWEST_VERSION);
  const changesSince = CHANGES.filter((c) => c.version > oldest).sort((a, b) =>
    a.version < b.version ? -1 : 1,
  );
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
      {typeof sp.pinned === 'string' ? (
        <Flash>
          API client <code>{sp.pinned}</code> now uses API version {String(sp.version ?? '')}.
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
              { header: 'Name', text: true, cell: (c) => c.name },
              { header: 'Client id', cell: (c) => <code>{c.client_id}</code> },
              { header: 'Scopes', cell: (c) => c.scopes.join(', ') },
              { header: 'Created', cell: (c) => formatDateTime(c.created_at) },
              {
                header: 'Last used',
                cell: (c) => (c.last_used_at ? formatDateTime(c.last_used_at) : 'Never'),
              },
              {
                header: 'API version',
                cell: (c) => (
                  <form action={setApiClientVersionAction} className="inline-form">
                    <input type="hidden" name="client_id" value={c.client_id} />
                    <label>
                      <span className="visually-hidden">API version of {c.name}</span>
                      <select
                        name="api_version"
                        defaultValue={c.api_version}
                        data-testid={`api-version-${c.client_id}`}
                      >
                        {versions.map((v) => (
                          <option key={v.version} value={v.version}>
                            {v.version}
                            {v.version === NEWEST_VERSION ? ' (newest)' : ''}
                            {v.deprecatedAt ? ` (deprecated${v.sunset ? `, sunset ${v.sunset}` : ''})` : ''}
                          </option>
                        ))}
                      </select>
                    </label>{' '}
                    <button type="submit" className="btn btn-secondary">
                      Use
                    </button>
                  </form>
                ),
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
      {changesSince.length ? (
        <section className="card section" aria-labelledby="version-changes-title">
          <h2 id="version-changes-title">
            What changes between your clients&apos; versions and {NEWEST_VERSION}
          </h2>
          <p>
            A request may name its version in the <code>Fulfilment-Version</code> header; without it the
            client&apos;s version above serves it. Test an integration with the header before you move its
            client. The full list: <a href="/developers/reference#changelog">API changelog</a>.
          </p>
          <ul>
            {changesSince.map((c) => (
              <li key={`${c.version}-${c.title}`}>
                <strong>
                  {c.version}: {c.title}.
                </strong>{' '}
                {c.description}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card">
        <CreateApiClientForm
          action={createApiClientAction}
          scopes={MERCHANT_SCOPES.map((s) => ({ value: s, label: SCOPE_TEXT[s] ?? '' }))}
        />
      </section>
    </>
  );
}
