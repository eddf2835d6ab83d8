import Link from 'next/link';
import { getDb } from '@/db/client';
import { FilterForm, ListResults } from '@/components/portal/list-screen';
import {
  Button,
  CheckboxGroup,
  ErrorMessage,
  Field,
  PageHeader,
  Select,
  StatusBadge,
  formatDateTime,
  pageFromSearchParams,
  type SearchParams,
} from '@/components/ui';
import { requireUser, WAREHOUSE_ROLES } from '@/server/auth/portal-session';
import { merchantChoices } from '@/server/merchants/merchant-names';
import { listQueue } from '@/server/outbound/list-queue';
import { deliveryMethodLabel, orderDtoLabel } from '@/server/orders/reads/order-label';
import type { QueueOrderDto } from '@/server/outbound/queue-order';
import { MAX_BATCH, queueCounts, queueDeliveryMethods } from '@/server/outbound/portal-data';
import { QUEUE_STATUS_LABELS, QUEUE_STATUSES } from '@/server/outbound/schemas';
import { errorMessageFromSearch } from '@/server/core/http/error-from-search';
import { startBatchAction } from './actions';
import { queueFiltersFromSearchParams } from './filters';

export const metadata = { title: 'Outbound' };

const FORM_ID = 'batch-form';

// /warehouse/outbound – the outbound queue across merchants, oldest first; start picking one order or a batch
export default async function OutboundPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(WAREHOUSE_ROLES, '/warehouse/outbound');
  const sp = await searchParams;
  const page = pageFromSearchParams(sp, MAX_BATCH);
  const { filter, valid, raw } = queueFiltersFromSearchParams(sp, page);
  const db = await getDb();
  const [{ orders, total }, counts, merchants, methods] = await Promise.all([
    listQueue(db, filter),
    queueCounts(db, filter),
    merchantChoices(db),
    queueDeliveryMethods(db),
  ]);
  const merchantName = new Map(merchants.map((m) => [m.id, m.name]));
  const waiting = !filter.status || (filter.status.length === 1 && filter.status[0] === 'confirmed');
  return (
    <>
      <PageHeader
        title="Outbound"
        description="Orders of every merchant waiting to be picked, oldest first. Start one, or tick up to 50 and pick them together."
      />
      {sp.too_many ? (
        <ErrorMessage title="Not started:">Pick at most {MAX_BATCH} orders at once.</ErrorMessage>
      ) : null}
      {errorMessageFromSearch(sp.error) ? (
        <ErrorMessage title="Not started:">Tick at least one order to pick.</ErrorMessage>
      ) : null}
      <FilterForm label="Filter the queue" valid={valid}>
        <CheckboxGroup
          name="status"
          legend="Status"
          hint="None ticked: waiting to be picked."
          defaultValues={filter.status ?? []}
          options={QUEUE_STATUSES.map((s) => ({ value: s, label: QUEUE_STATUS_LABELS[s] }))}
        />
        <Select
          name="merchant"
          label="Merchant"
          defaultValue={raw.merchant_id ?? ''}
          placeholder="All merchants"
          options={merchants.map((m) => ({ value: m.id, label: m.name }))}
        />
        <Select
          name="delivery_method"
          label="Delivery method"
          defaultValue={raw.delivery_method ?? ''}
          placeholder="Any delivery method"
          options={[...new Set([...methods, ...(raw.delivery_method ? [raw.delivery_method] : [])])].map(
            (m) => ({ value: m, label: deliveryMethodLabel(m) }),
          )}
        />
        <Field name="pickup_point" label="Pickup point" defaultValue={raw.pickup_point ?? ''} />
        <Field name="created_from" label="Created from" type="date" defaultValue={raw.created_from ?? ''} />
        <Field name="created_to" label="Created to" type="date" defaultValue={raw.created_to ?? ''} />
      </FilterForm>
      <section className="section card" aria-labelledby="counts-title">
        <h2 id="counts-title">In this queue</h2>
        <div className="outbound-counts">
          <div>
            <h3>By merchant</h3>
            <ul className="plain-list">
              {counts.merchants.length ? (
                counts.merchants.map((m) => (
                  <li key={m.id}>
                    <Link href={`/warehouse/outbound?merchant=${m.id}`}>{m.name}</Link>: {m.n}
                  </li>
                ))
              ) : (
                <li>none</li>
              )}
            </ul>
          </div>
          <div>
            <h3>By delivery method</h3>
            <ul className="plain-list">
              {counts.methods.length ? (
                counts.methods.map((m) => (
                  <li key={m.code ?? 'none'}>
                    {m.code ? (
                      <Link href={`/warehouse/outbound?delivery_method=${encodeURIComponent(m.code)}`}>
                        {deliveryMethodLabel(m.code)}
                      </Link>
                    ) : (
                      'Not given'
                    )}
                    : {m.n}
                  </li>
                ))
              ) : (
                <li>none</li>
              )}
            </ul>
          </div>
        </div>
      </section>
      {waiting && orders.length ? (
        <form id={FORM_ID} action={startBatchAction} className="section">
          <Button variant="primary">Start picking the ticked orders</Button>
        </form>
      ) : null}
      <ListResults<QueueOrderDto>
        caption="Outbound queue"
        rows={orders}
        total={total}
        rowKey={(o) => o.id}
        empty="No orders in this queue"
        page={page}
        basePath="/warehouse/outbound"
        searchParams={sp}
        pagesLabel="Queue pages"
        columns={[
          ...(waiting
            ? [
                {
                  header: <span className="visually-hidden">Pick</span>,
                  cell: (o: QueueOrderDto) => (
                    <input
                      type="checkbox"
                      name="order"
                      value={o.id}
                      form={FORM_ID}
                      aria-label={`Pick order ${orderDtoLabel(o)}`}
                    />
                  ),
                },
              ]
            : []),
          {
            header: 'Order',
            text: true,
            cell: (o) => <Link href={`/warehouse/outbound/${o.id}`}>{orderDtoLabel(o)}</Link>,
          },
          { header: 'Merchant', text: true, cell: (o) => merchantName.get(o.merchant_id) ?? o.merchant_id },
          {
            header: 'Delivery',
            cell: (o) =>
              o.requested_delivery_method ? deliveryMethodLabel(o.requested_delivery_method.code) : '–',
          },
          { header: 'Lines', numeric: true, cell: (o) => o.items.length },
          {
            header: 'Status',
            cell: (o) => (
              <StatusBadge
                status={o.status}
                label={QUEUE_STATUS_LABELS[o.status as keyof typeof QUEUE_STATUS_LABELS]}
              />
            ),
          },
          { header: 'Created', cell: (o) => <span className="nowrap">{formatDateTime(o.created_at)}</span> },
        ]}
      />
    </>
  );
}
