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
  StatusBadge,
  Table,
  formatDateTime,
  hrefWith,
  humanize,
  pageFromSearchParams,
  type SearchParams,
  searchParam,
} from '@/components/ui';
import { requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { countOrdersByStatus, listOrders } from '@/server/orders/list-orders';
import { ORDER_STATUSES, type OrderDto } from '@/server/orders/schemas';
import { filtersFromSearchParams } from './filters';

export const metadata = { title: 'Orders' };

// /orders – the merchant's orders: counts per status, filters, search, date range, pagination, CSV (06 Orders)
export default async function OrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(['merchant_admin', 'merchant_staff', 'operator_admin'], '/orders');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const page = pageFromSearchParams(sp);
  const { filter, valid } = filtersFromSearchParams(sp, page);
  const db = await getDb();
  const [{ orders, total }, counts] = await Promise.all([
    listOrders(db, merchantId, filter),
    countOrdersByStatus(db, merchantId),
  ]);
  const active = searchParam(sp.status);
  return (
    <>
      <PageHeader title="Orders" description="Every order of your account, newest first.">
        <LinkButton href="/orders/new" variant="primary">
          New order
        </LinkButton>
        <LinkButton href={hrefWith('/orders/export', sp, { offset: null, limit: null })} prefetch={false}>
          Export CSV
        </LinkButton>
      </PageHeader>
      <nav aria-label="Orders by status" className="section">
        <ul className="status-counts">
          <li>
            <Link
              href={hrefWith('/orders', sp, { status: null, offset: null })}
              aria-current={!active ? 'page' : undefined}
            >
              All{' '}
              <span className="muted">
                (
                {Object.entries(counts)
                  .filter(([s]) => s !== 'deleted')
                  .reduce((a, [, n]) => a + n, 0)}
                )
              </span>
            </Link>
          </li>
          {ORDER_STATUSES.filter((s) => counts[s]).map((s) => (
            <li key={s}>
              <Link
                href={hrefWith('/orders', sp, { status: s, offset: null })}
                aria-current={active === s ? 'page' : undefined}
              >
                {humanize(s)} <span className="muted">({counts[s]})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!valid ? <ErrorMessage>The filters were not valid and are ignored.</ErrorMessage> : null}
      <form className="filters" method="get" role="search" aria-label="Filter orders">
        <div className="field">
          <label htmlFor="f-q">Search</label>
          <input
            id="f-q"
            name="q"
            type="search"
            defaultValue={searchParam(sp.q) ?? ''}
            placeholder="Reference, customer, e-mail or order id"
          />
        </div>
        <Select
          name="status"
          label="Status"
          placeholder="Any status (not deleted)"
          defaultValue={active ?? ''}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: humanize(s) }))}
        />
        <Field
          name="created_from"
          label="Created from"
          type="date"
          defaultValue={searchParam(sp.created_from) ?? ''}
        />
        <Field
          name="created_to"
          label="Created to"
          type="date"
          defaultValue={searchParam(sp.created_to) ?? ''}
        />
        <div>
          <Button>Filter</Button>
        </div>
      </form>
      {total === 0 ? (
        <EmptyState title="No orders match these filters" />
      ) : (
        <Table<OrderDto>
          caption="Orders"
          rows={orders}
          rowKey={(o) => o.id}
          columns={[
            { header: 'Order', cell: (o) => <Link href={`/orders/${o.id}`}>{o.merchants_id ?? o.id}</Link> },
            { header: 'Customer', cell: (o) => customerName(o) },
            { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
            { header: 'Lines', numeric: true, cell: (o) => o.items.length },
            { header: 'Created', cell: (o) => formatDateTime(o.created_at) },
          ]}
        />
      )}
      <Pagination total={total} {...page} basePath="/orders" searchParams={sp} label="Order pages" />
    </>
  );
}

function customerName(o: OrderDto): string {
  const c = o.customer;
  return [c.first_name, c.last_name].filter(Boolean).join(' ') || c.organization || c.email || '–';
}
