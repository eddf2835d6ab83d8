import Link from 'next/link';
import { getDb } from '@/db/client';
import {
  Button,
  EmptyState,
  ErrorMessage,
  Field,
  LinkButton,
  PageHeader,
  Pagination,
  Select,
  Table,
  formatDateTime,
  type SearchParams,
} from '@/components/ui';
import { ADMIN_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { knownVersions } from '@/server/api/versions';
import { listRequestLogs } from '@/server/workbench/request-log/request-logs';
import { ListRequestLogsQuery, type RequestLogDto } from '@/server/workbench/request-log/schemas';
import { ExportCsvLink } from '@/components/portal/list-screen';
import { queryFromSearch } from '../query-from-search';
import { REQUEST_FILTER_KEYS } from './filter-keys';

export const metadata = { title: 'Requests' };

// /developers/requests – every request of the merchant's API clients, 14 days (GET /v1/request-logs)
export default async function RequestsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(ADMIN_ROLES, '/developers/requests');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const { query, problems } = queryFromSearch(ListRequestLogsQuery, sp, REQUEST_FILTER_KEYS);
  const page = { offset: query.offset, limit: sp.limit ? query.limit : 50 };
  const { request_logs: rows, total } = await listRequestLogs(await getDb(), merchantId, {
    ...query,
    ...page,
  });
  const str = (k: string) => (typeof sp[k] === 'string' ? (sp[k] as string) : '');
  return (
    <>
      <PageHeader
        title="Requests"
        description="Every request your API clients made in the last 14 days, newest first. Answers other than 2xx keep their bodies, with secrets removed. New requests appear within seconds."
      >
        <LinkButton href="/developers/requests/errors">Errors</LinkButton>
        <ExportCsvLink href="/developers/requests/export" searchParams={sp} />
      </PageHeader>
      <ErrorMessage>{problems.length ? `Filters ignored: ${problems.join('; ')}` : null}</ErrorMessage>
      <form className="filters" method="get" aria-label="Filter requests">
        <Select
          name="status"
          label="Status"
          placeholder="Any status"
          defaultValue={str('status')}
          options={statusOptions(query.status)}
        />
        <Select
          name="method"
          label="Method"
          placeholder="Any method"
          defaultValue={str('method')}
          options={ListRequestLogsQuery.shape.method.unwrap().options.map((m) => ({ value: m, label: m }))}
        />
        <Field name="route" label="Route" placeholder="/v1/orders/{orderId}" defaultValue={str('route')} />
        <Field name="error_code" label="Error code" defaultValue={str('error_code')} />
        <Field name="request_id" label="Request id" defaultValue={str('request_id')} />
        <Field name="client_id" label="Client id" defaultValue={str('client_id')} />
        <Select
          name="api_version"
          label="API version"
          placeholder="Any version"
          defaultValue={str('api_version')}
          options={knownVersions().map((v) => ({ value: v, label: v }))}
        />
        <Field name="created_from" label="From" type="date" defaultValue={str('created_from')} />
        <Field name="created_to" label="To" type="date" defaultValue={str('created_to')} />
        <div>
          <Button>Filter</Button>
        </div>
      </form>
      {total === 0 ? (
        <EmptyState title="No requests">Requests made with your API clients’ tokens appear here.</EmptyState>
      ) : (
        <Table<RequestLogDto>
          caption="Requests"
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            {
              header: 'Time',
              cell: (r) => <Link href={`/developers/requests/${r.id}`}>{formatDateTime(r.created_at)}</Link>,
            },
            {
              header: 'Request',
              cell: (r) => (
                <>
                  <code>
                    {r.method} {r.route}
                  </code>
                  {r.replayed ? <span className="badge"> replayed</span> : null}
                </>
              ),
            },
            {
              header: 'Status',
              numeric: true,
              cell: (r) => (
                <span className={r.status >= 400 ? 'badge badge-danger' : 'badge badge-success'}>
                  {r.status}
                </span>
              ),
            },
            { header: 'Error code', cell: (r) => (r.error_code ? <code>{r.error_code}</code> : '–') },
            { header: 'Duration', numeric: true, cell: (r) => `${r.duration_ms} ms` },
            { header: 'Client', cell: (r) => <code>{r.client_id}</code> },
            { header: 'Version', cell: (r) => r.api_version ?? '–' },
          ]}
        />
      )}
      <Pagination total={total} {...page} basePath="/developers/requests" searchParams={sp} />
    </>
  );
}

/** The status classes, and the exact status the list is filtered by (the Errors view links with one). */
function statusOptions(current: string | undefined) {
  const values = ['2xx', '4xx', '5xx'];
  if (current && !values.includes(current)) values.push(current);
  return values.map((s) => ({ value: s, label: s }));
}
