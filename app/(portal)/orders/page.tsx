import Link from 'next/link';
import { getReadDb } from '@/db/client';
import { orderDtoLabel } from '@/server/orders/reads/order-label';
import {
  anyFilterSet,
  ExportCsvLink,
  FilterForm,
  ListResults,
  SearchField,
} from '@/components/portal/list-screen';
import {
  EmptyState,
  Field,
  LinkButton,
  PageHeader,
  Select,
  StatusBadge,
  formatDateTime,
  hrefWith,
  humanize,
  pageFromSearchParams,
  type SearchParams,
  searchParam,
} from '@/components/ui';
import { SavedViewTabs } from '@/components/portal/saved-view-tabs';
import { MERCHANT_WORK_ROLES, requireMerchantId, requireUser } from '@/server/auth/portal-session';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { listSavedViews } from '@/server/saved-views/list-saved-views';
import { normaliseViewQuery, SAVED_VIEW_FILTER_KEYS } from '@/server/saved-views/schemas';
import { whoseData } from '@/server/auth/whose-data';
import { countOrdersByStatus, listOrders } from '@/server/orders/reads/list-orders';
import { ORDER_STATUSES, type OrderDto } from '@/server/orders/schemas';
import { filtersFromSearchParams } from './filters';
import { withShipments } from '@/server/outbound/present-shipment';
import { TrackingLinks } from '@/components/portal/tracking-links';
import { deleteOrdersViewAction, saveOrdersViewAction } from './actions';

export const metadata = { title: 'Orders' };

// /orders – the merchant's orders: counts per status, filters, search, date range, pagination, CSV (06 Orders)
export default async function OrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser(MERCHANT_WORK_ROLES, '/orders');
  const merchantId = await requireMerchantId(user);
  const sp = await searchParams;
  const page = pageFromSearchParams(sp);
  const { filter, valid } = filtersFromSearchParams(sp, page);
  const db = await getReadDb();
  const [{ orders, total }, counts, views, whose] = await Promise.all([
    listOrders(db, merchantId, filter).then(async (r) => ({
      ...r,
      orders: await withShipments(db, r.orders),
    })),
    countOrdersByStatus(db, merchantId, filter),
    listSavedViews(db, merchantId, user.id, 'orders'),
    whoseData(db, user, merchantId),
  ]);
  const active = searchParam(sp.status);
  return (
    <>
      <PageHeader title="Orders" description={`Every order of ${whose}, newest first.`}>
        <LinkButton href="/orders/new" variant="primary">
          New order
        </LinkButton>
        <ExportCsvLink href="/orders/export" searchParams={sp} />
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
      <SavedViewTabs
        views={views}
        currentQuery={normaliseViewQuery('orders', sp)}
        basePath="/orders"
        saveAction={saveOrdersViewAction}
        deleteAction={deleteOrdersViewAction}
        notice={{ deleted: !!sp.view_deleted, error: errorMessageFromSearch(sp.error) }}
      />
      <FilterForm label="Filter orders" valid={valid}>
        <SearchField searchParams={sp} placeholder="Reference, customer, e-mail or order id" />
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
        <Field
          name="shipped_from"
          label="Shipped from"
          type="date"
          defaultValue={searchParam(sp.shipped_from) ?? ''}
        />
        <Field
          name="shipped_to"
          label="Shipped to"
          type="date"
          defaultValue={searchParam(sp.shipped_to) ?? ''}
        />
      </FilterForm>
      <ListResults<OrderDto>
        caption="Orders"
        rows={orders}
        total={total}
        rowKey={(o) => o.id}
        columns={[
          {
            header: 'Order',
            text: true,
            cell: (o) => <Link href={`/orders/${o.id}`}>{orderDtoLabel(o)}</Link>,
          },
          { header: 'Customer', text: true, cell: (o) => customerName(o) },
          { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
          { header: 'Lines', numeric: true, cell: (o) => o.items.length },
          { header: 'Tracking', cell: (o) => <TrackingLinks shipments={o.shipments} /> },
          { header: 'Created', cell: (o) => formatDateTime(o.created_at) },
        ]}
        empty={
          anyFilterSet(sp, SAVED_VIEW_FILTER_KEYS.orders) ? (
            'No orders match these filters'
          ) : (
            <EmptyState
              title="No orders yet"
              action={<LinkButton href="/orders/new">Create an order</LinkButton>}
            >
              Orders arrive from the shop through the API (Developers), or are created here.
            </EmptyState>
          )
        }
        page={page}
        basePath="/orders"
        searchParams={sp}
        pagesLabel="Order pages"
      />
    </>
  );
}

function customerName(o: OrderDto): string {
  const c = o.customer;
  return [c.first_name, c.last_name].filter(Boolean).join(' ') || c.organization || c.email || '–';
}
