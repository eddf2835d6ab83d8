import Link from 'next/link';
import { getReadDb } from '@/db/client';
import { EmptyState, PageHeader, StatusBadge, Table, formatDateTime } from '@/components/ui';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import {
  API_HEALTH_WINDOW_DAYS,
  listDeprecatedCalls,
  type DeprecatedCallSummary,
} from '@/server/platform/list-deprecated-calls';
import { apiVersionsInUse, type VersionInUse } from '@/server/platform/api-versions-in-use';
import { NEWEST_VERSION } from '@/server/api/versions';

export const metadata = { title: 'API health' };

const PHASE: Record<string, { status: string; label: string }> = {
  deprecated: { status: 'waiting_products', label: 'Deprecated' },
  sunset: { status: 'failed', label: 'Past sunset (answers 410)' },
  removed: { status: 'failed', label: 'Removed' },
  active: { status: 'active', label: 'Not yet deprecated' },
};

// /developers/api-health – calls to deprecated endpoints in the last 30 days (06 Developers, 04 B6)
export default async function ApiHealthPage() {
  const user = await requireUser(ADMIN_ROLES, '/developers/api-health');
  const merchantId = await requireMerchantId(user);
  const calls = await listDeprecatedCalls(await getReadDb(), merchantId);
  const older = await apiVersionsInUse(await getReadDb(), merchantId);
  return (
    <>
      <PageHeader
        title="API health"
        description={`Your integrations' calls to deprecated endpoints in the last ${API_HEALTH_WINDOW_DAYS} days. Move each to its replacement before the sunset date: after it the endpoint answers 410 Gone.`}
      />
      <p>
        Every request and its answer is in <Link href="/developers/requests">Requests</Link>; failures grouped
        by route and code in <Link href="/developers/requests/errors">Errors</Link>.
      </p>
      {calls.length === 0 ? (
        <EmptyState title="No calls to deprecated endpoints">
          None of your API clients called a deprecated endpoint in the last {API_HEALTH_WINDOW_DAYS} days.
        </EmptyState>
      ) : (
        <Table<DeprecatedCallSummary>
          caption={`Calls to deprecated endpoints, last ${API_HEALTH_WINDOW_DAYS} days`}
          rows={calls}
          rowKey={(c) => `${c.method} ${c.route} ${c.clientId}`}
          columns={[
            {
              header: 'Route',
              cell: (c) => (
                <>
                  <code>
                    {c.method} {c.route}
                  </code>
                  {c.replacementPath ? (
                    <div className="muted">
                      Use <code>{c.replacementPath}</code>
                    </div>
                  ) : null}
                </>
              ),
            },
            {
              header: 'Client',
              text: true,
              cell: (c) => (
                <>
                  {c.clientLabel ?? 'Unknown client'}
                  <div className="muted">
                    <code>{c.clientId}</code>
                  </div>
                </>
              ),
            },
            { header: 'Calls', numeric: true, cell: (c) => c.count.toLocaleString('en') },
            { header: 'Last call', cell: (c) => formatDateTime(c.lastCalledAt) },
            { header: 'Sunset', cell: (c) => c.sunset ?? 'No date yet' },
            { header: 'State', cell: (c) => (c.phase ? <StatusBadge {...PHASE[c.phase]!} /> : '—') },
          ]}
        />
      )}
      <section className="section" aria-labelledby="versions-title">
        <h2 id="versions-title">API versions in use</h2>
        {older.length === 0 ? (
          <p>Every API client and webhook endpoint is on the newest API version, {NEWEST_VERSION}.</p>
        ) : (
          <Table<VersionInUse>
            caption={`API clients and webhook endpoints on a version older than ${NEWEST_VERSION}`}
            rows={older}
            rowKey={(r) => `${r.kind} ${r.id}`}
            columns={[
              {
                header: 'Client or endpoint',
                cell: (r) => (
                  <>
                    {r.label}
                    <div className="muted">
                      {r.kind === 'api_client' ? 'API client' : 'Webhook endpoint'} <code>{r.id}</code>
                    </div>
                  </>
                ),
              },
              { header: 'API version', cell: (r) => r.version },
              {
                header: 'State',
                cell: (r) =>
                  r.deprecatedAt ? (
                    <StatusBadge {...PHASE.deprecated!} />
                  ) : (
                    <StatusBadge status="active" label="Supported" />
                  ),
              },
              { header: 'Sunset', cell: (r) => r.sunset ?? (r.deprecatedAt ? 'No date yet' : '—') },
            ]}
          />
        )}
        <p>
          What changes between versions: <Link href="/developers/reference#changelog">API changelog</Link>.
          Move a client in <Link href="/developers/api-clients">API clients</Link>.
        </p>
      </section>
    </>
  );
}
