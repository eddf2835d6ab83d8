import Link from 'next/link';
import { getDb } from '@/db/client';
import { Sparkline } from '@/components/charts/sparkline';
import {
  EmptyState,
  LinkButton,
  PageHeader,
  Table,
  formatDateTime,
  type SearchParams,
} from '@/components/ui';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { requestErrorGroups, type ErrorGroup } from '@/server/workbench/request-log/request-logs';

export const metadata = { title: 'Request errors' };

// /developers/requests/errors – failed requests grouped by route and error code, 24 hours or 7 days
export default async function RequestErrorsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(ADMIN_ROLES, '/developers/requests/errors');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const period = sp.period === '7d' ? '7d' : '24h';
  const { groups, from } = await requestErrorGroups(await getDb(), merchantId, period);
  const day = from.toISOString().slice(0, 10);
  const linkOf = (g: ErrorGroup) => {
    const q = new URLSearchParams({
      route: g.route,
      method: g.method,
      status: String(g.status),
      created_from: day,
    });
    if (g.errorCode) q.set('error_code', g.errorCode);
    return `/developers/requests?${q}`;
  };
  const unit = period === '24h' ? 'hour' : '6 hours';
  return (
    <>
      <PageHeader
        title="Request errors"
        description={`Requests answered 4xx or 5xx in the last ${period === '24h' ? '24 hours' : '7 days'}, grouped by route and error code, most frequent first.`}
      >
        <LinkButton
          href={period === '24h' ? '/developers/requests/errors?period=7d' : '/developers/requests/errors'}
        >
          {period === '24h' ? 'Last 7 days' : 'Last 24 hours'}
        </LinkButton>
      </PageHeader>
      {groups.length === 0 ? (
        <EmptyState title="No errors">No request failed in this period.</EmptyState>
      ) : (
        <Table<ErrorGroup>
          caption="Errors by route and code"
          rows={groups}
          rowKey={(g) => `${g.method} ${g.route} ${g.status} ${g.errorCode}`}
          columns={[
            {
              header: 'Route',
              cell: (g) => (
                <Link href={linkOf(g)}>
                  <code>
                    {g.method} {g.route}
                  </code>
                </Link>
              ),
            },
            { header: 'Status', numeric: true, cell: (g) => g.status },
            { header: 'Error code', cell: (g) => (g.errorCode ? <code>{g.errorCode}</code> : '–') },
            { header: 'Count', numeric: true, cell: (g) => g.count },
            {
              header: `Per ${unit}`,
              cell: (g) => (
                <Sparkline
                  values={g.buckets}
                  summary={`${g.count} errors; per ${unit}, oldest first: ${g.buckets.join(', ')}`}
                />
              ),
            },
            { header: 'Last', cell: (g) => formatDateTime(g.lastAt.toISOString()) },
          ]}
        />
      )}
    </>
  );
}
